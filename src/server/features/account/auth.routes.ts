// /api/auth/*: better-auth's routes, with Samverka's rules in front (Swedish validation, unique
// usernames, sign-in lockout) and its errors translated into the API's {error:{code,message}} shape.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '@server/context.js';
import { ZSignIn, ZSignUp, type TSignIn } from '@shared/schemas/auth.js';
import { TEXTS } from '@shared/texts.js';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { conflict } from '@server/lib/errors.js';
import { hasNul, NUL_MESSAGE, validate } from '@server/lib/validate.js';
import { byIp, rateLimit, type RateLimitOptions } from '@server/middleware/rate-limit.js';
import { clientIp } from '@server/middleware/session.js';
import { noStore } from '@server/middleware/access.js';
import { findTakenSignUpNames } from './account.service.js';
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { errorBody } from '@server/lib/errors.js';
import { describe } from '@server/middleware/describe.js';

export const SIGN_IN_LOCKOUT = { failures: 10, windowSeconds: 15 * 60 };
export const SIGN_UP_LIMIT = { perWindow: 20, windowSeconds: 60 * 60 };

const AUTH_MESSAGES: Record<string, { status: number; message: string }> = {
  USER_ALREADY_EXISTS: { status: 409, message: TEXTS.errors.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, message: TEXTS.errors.emailTaken },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: TEXTS.errors.invalidCredentials },
  INVALID_PASSWORD: { status: 401, message: TEXTS.errors.invalidCredentials },
  INVALID_EMAIL: { status: 400, message: 'Ogiltig e-postadress' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Lösenordet måste vara minst 8 tecken' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Lösenordet får vara högst 128 tecken' },
  FAILED_TO_GET_SESSION: { status: 400, message: TEXTS.auth.sessionErrorText },
  SESSION_EXPIRED: { status: 401, message: 'Din session har gått ut. Logga in igen.' },
  INVALID_TOKEN: { status: 400, message: ACCOUNT_TEXTS.reset.invalidToken },
};

/** better-auth's own routes get no schema of ours, but never a NUL (PostgreSQL cannot store it: a 500). */
async function nulInRequest(c: Context<AppEnv>): Promise<boolean> {
  if (Object.values(c.req.queries()).some((values) => hasNul(values))) return true;
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('json')) return false;
  try {
    return hasNul(JSON.parse(await c.req.raw.clone().text()));
  } catch {
    return false; // better-auth answers malformed JSON itself
  }
}

function forward(c: Context<AppEnv>, body?: string): Promise<Response> {
  const request =
    body === undefined
      ? c.req.raw
      : new Request(c.req.raw.url, { method: c.req.method, headers: c.req.raw.headers, body });
  return c.var.deps.auth.handler(request);
}

/** The session token lives only in the httpOnly cookie; keep it out of JSON that scripts can read. */
async function withoutToken(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || !('token' in body)) return response;
  const { token: _token, ...rest } = body;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}

/** better-auth answers errors as {code,message} in English; give the client our shape in Swedish. */
async function translate(response: Response): Promise<Response> {
  if (response.status < 400) return withoutToken(response);
  let code = 'AUTH_ERROR';
  try {
    const body = (await response.clone().json()) as { code?: string };
    if (body?.code) code = body.code;
  } catch {
    // not JSON: keep the generic code
  }
  const known = AUTH_MESSAGES[code];
  const status = known?.status ?? (response.status >= 500 ? 500 : response.status);
  const message = known?.message ?? (status >= 500 ? TEXTS.errors.internal : TEXTS.auth.checkCredentials);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers });
}

/** The sign-in lockout counts failed attempts (4xx from better-auth); a success or a refusal gives its count back. */
const signInFailure = (status: number) => status >= 400 && status < 500 && status !== 429;
const signInEmail = (c: Context<AppEnv>) => (c.req.valid('json' as never) as TSignIn).email.toLowerCase();

/** The caller's session (hashed: the key must not hold the token), else the address. */
const bySessionOrIp =
  (name: string) =>
  (c: Context<AppEnv>): string => {
    const token = /(?:^|;\s*)(?:__Secure-)?samverka\.session_token=([^;]+)/.exec(c.req.header('cookie') ?? '')?.[1];
    return token
      ? `${name}:session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
      : `${name}:ip:${clientIp(c)}`;
  };

/** The address in a JSON body, hashed (a counter's key must not hold personal data), else the client's IP. */
const byBodyEmail =
  (name: string) =>
  async (c: Context<AppEnv>): Promise<string> => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email) return `${name}:ip:${clientIp(c)}`;
    return `${name}:email:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;
  };

export const RESET_LIMITS = {
  perIp: { limit: 5, windowSeconds: 600 },
  perAddress: { limit: 3, windowSeconds: 3600 },
};

/** Limits of better-auth's own routes a stranger (or a stolen session) could use to guess or flood. */
export const AUTH_PATH_LIMITS: Record<string, RateLimitOptions[]> = {
  // guessing the password of an open session: failures count, like the sign-in lockout
  '/verify-password': [
    {
      key: bySessionOrIp('verify-password-fail'),
      limit: SIGN_IN_LOCKOUT.failures,
      windowSeconds: SIGN_IN_LOCKOUT.windowSeconds,
      message: TEXTS.errors.signInLocked,
      counts: signInFailure,
    },
  ],
  // by IP (one visitor trying many addresses) and by address (many visitors flooding one inbox)
  '/request-password-reset': [
    { key: byIp('password-reset'), ...RESET_LIMITS.perIp },
    { key: byBodyEmail('password-reset'), ...RESET_LIMITS.perAddress },
  ],
  '/reset-password': [{ key: byIp('password-reset-use'), limit: 10, windowSeconds: 600 }],
  '/send-verification-email': [
    { key: byIp('verification-email'), limit: 5, windowSeconds: 600 },
    { key: byBodyEmail('verification-email'), limit: 3, windowSeconds: 3600 },
  ],
  '/verify-email': [{ key: byIp('verify-email'), limit: 20, windowSeconds: 600 }],
};
const authPathLimiters = new Map(
  Object.entries(AUTH_PATH_LIMITS).map(([path, list]) => [path, list.map((o) => rateLimit(o))]),
);

/** Applies AUTH_PATH_LIMITS in front of the catch-all (a middleware, so no better-auth route is shadowed). */
const authPathLimit = createMiddleware<AppEnv>(async (c, next) => {
  const limiters = authPathLimiters.get(c.req.path.slice('/api/auth'.length)) ?? [];
  // each limiter counts before the next runs; the innermost calls the route
  const run = async (i: number): Promise<void> => {
    if (i < limiters.length) await limiters[i](c, () => run(i + 1));
    else await next();
  };
  await run(0);
});

// every answer here is about the caller's own account or session: never stored by a cache
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/sign-up/email',
    describe({
      summary: 'Skapa konto (loggar in direkt)',
      tags: ['Konto'],
      description: 'Högst 20 konton per adress och timme.',
      answers: { 200: 'Kontot och sessionskakan' },
      errors: { 409: ['EMAIL_TAKEN', 'USERNAME_TAKEN'] },
    }),
    noStore,
    validate('json', ZSignUp),
    rateLimit({ key: byIp('signup'), limit: SIGN_UP_LIMIT.perWindow, windowSeconds: SIGN_UP_LIMIT.windowSeconds }),
    async (c) => {
      const input = c.req.valid('json');
      const whats = await findTakenSignUpNames({ db: c.var.deps.db, email: input.email, username: input.username });
      if (whats.has('email')) throw conflict(TEXTS.errors.emailTaken, 'EMAIL_TAKEN');
      if (whats.has('username')) throw conflict(TEXTS.errors.usernameTaken, 'USERNAME_TAKEN');
      const body = JSON.stringify({
        email: input.email.toLowerCase(),
        password: input.password,
        name: input.username,
        username: input.username,
        userType: input.userType,
      });
      return translate(await forward(c, body));
    },
  )
  .post(
    '/sign-in/email',
    describe({
      summary: 'Logga in med e-post och lösenord',
      tags: ['Konto'],
      description:
        'Efter 10 misslyckade försök per adress eller e-post på 15 minuter svarar vägen 429, även med rätt lösenord.',
      answers: { 200: 'Användaren och sessionskakan' },
      errors: { 401: ['INVALID_EMAIL_OR_PASSWORD'] },
    }),
    noStore,
    validate('json', ZSignIn),
    // each attempt is counted before the password is checked (one atomic statement per key), so
    // parallel guesses cannot all be weighed against the same count
    rateLimit({
      key: byIp('signin-fail:ip'),
      limit: SIGN_IN_LOCKOUT.failures,
      windowSeconds: SIGN_IN_LOCKOUT.windowSeconds,
      message: TEXTS.errors.signInLocked,
      counts: signInFailure,
    }),
    rateLimit({
      key: (c) => `signin-fail:email:${signInEmail(c)}`,
      limit: SIGN_IN_LOCKOUT.failures,
      windowSeconds: SIGN_IN_LOCKOUT.windowSeconds,
      message: TEXTS.errors.signInLocked,
      counts: signInFailure,
    }),
    async (c) => translate(await forward(c, await c.req.text())),
  )
  .on(['GET', 'POST'], '/*', noStore, authPathLimit, async (c) => {
    if (await nulInRequest(c)) return c.json(errorBody('VALIDATION_ERROR', NUL_MESSAGE), 400);
    return translate(await forward(c));
  });
