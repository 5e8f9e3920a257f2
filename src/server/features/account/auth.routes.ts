// /api/auth/*: better-auth's routes, with Samverka's rules in front (Swedish validation, unique
// usernames, sign-in lockout) and its errors translated into the API's {error:{code,message}} shape.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '@server/context.js';
import { ZSignIn, ZSignUp, type TSignIn } from '@shared/schemas/auth.js';
import { TEXTS } from '@shared/texts.js';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { badRequest, conflict } from '@server/lib/errors.js';
import { hasNul, NUL_MESSAGE, validate } from '@server/lib/validate.js';
import { byIp, rateLimit } from '@server/middleware/rate-limit.js';
import { noStore } from '@server/middleware/access.js';
import { findTakenSignUpNames } from './account.service.js';
import { errorBody } from '@server/lib/errors.js';
import { authPathLimit, SIGN_IN_LOCKOUT, signInFailure } from './auth.limits.js';
import { describe } from '@server/middleware/describe.js';
import { checkPassword, PASSWORD_TEXTS } from '@shared/password-policy.js';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_PASSWORD_PATHS } from './two-factor.js';

export const SIGN_UP_LIMIT = { perWindow: 20, windowSeconds: 60 * 60 };

const AUTH_MESSAGES: AuthMessages = {
  USER_ALREADY_EXISTS: { status: 409, message: TEXTS.errors.emailTaken },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, message: TEXTS.errors.emailTaken },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: TEXTS.errors.invalidCredentials },
  INVALID_PASSWORD: { status: 401, message: TEXTS.errors.invalidCredentials },
  INVALID_EMAIL: { status: 400, message: 'Ogiltig e-postadress' },
  PASSWORD_TOO_SHORT: { status: 400, message: PASSWORD_TEXTS.tooShort },
  PASSWORD_TOO_LONG: { status: 400, message: PASSWORD_TEXTS.tooLong },
  ...TWO_FACTOR_MESSAGES,
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

/** The session token lives only in the httpOnly cookie; keep it out of JSON that scripts can read (get-session too). */
async function withoutToken(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return response;
  const session = body.session as Record<string, unknown> | null | undefined;
  const nested = session && typeof session === 'object' && 'token' in session;
  if (!('token' in body) && !nested) return response;
  const { token: _token, ...rest } = body;
  if (nested) {
    const { token: _sessionToken, ...sessionRest } = session;
    rest.session = sessionRest;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}

/** A new password in a body to better-auth (reset, change) refused by the policy, in Swedish; else null. */
async function weakNewPassword(c: Context<AppEnv>, path: string): Promise<string | null> {
  if (path !== '/reset-password' && path !== '/change-password') return null;
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { newPassword?: unknown } | null;
  if (typeof body?.newPassword !== 'string') return null; // better-auth answers a missing one
  let inputs: string[] = [];
  if (path === '/change-password') {
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    const user = session?.user as { email?: string; username?: string } | undefined;
    inputs = [user?.email ?? '', user?.username ?? ''];
  }
  return checkPassword(body.newPassword, inputs).problem;
}

type AuthMessages = Record<string, { status: number; message: string }>;

/** Where a code means something else on one path: a wrong password in settings is the current one. */
const PATH_MESSAGES: Record<string, AuthMessages> = {
  '/change-password': { INVALID_PASSWORD: { status: 400, message: ACCOUNT_TEXTS.password.wrongCurrent } },
  ...Object.fromEntries(
    TWO_FACTOR_PASSWORD_PATHS.map((path) => [
      path,
      { INVALID_PASSWORD: { status: 400, message: ACCOUNT_TEXTS.password.wrongCurrent } },
    ]),
  ),
};

/** A changed password is told to the address, in case it was not the owner who changed it. */
async function mailPasswordUpdated(c: Context<AppEnv>, response: Response) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { email?: string; name?: string } } | null;
  if (!body?.user?.email) return;
  const { mail, env } = c.var.deps;
  await mail.sendMail({
    to: body.user.email,
    template: 'password-updated',
    data: { name: body.user.name ?? '', link: new URL('/forgot-password', env.PUBLIC_URL).href },
  });
}

/** better-auth answers errors as {code,message} in English; give the client our shape in Swedish. */
async function translate(response: Response, overrides: AuthMessages = {}): Promise<Response> {
  if (response.status < 400) return withoutToken(response);
  let code = 'AUTH_ERROR';
  try {
    const body = (await response.clone().json()) as { code?: string };
    if (body?.code) code = body.code;
  } catch {
    // not JSON: keep the generic code
  }
  const known = overrides[code] ?? AUTH_MESSAGES[code];
  const status = known?.status ?? (response.status >= 500 ? 500 : response.status);
  const message = known?.message ?? (status >= 500 ? TEXTS.errors.internal : TEXTS.auth.checkCredentials);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers });
}

const signInEmail = (c: Context<AppEnv>) => (c.req.valid('json' as never) as TSignIn).email.toLowerCase();

// every answer here is about the caller's own account or session: never stored by a cache
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/sign-up/email',
    describe({
      summary: 'Skapa konto (loggar in direkt)',
      tags: ['Konto'],
      description: 'Högst 20 konton per adress och timme.',
      answers: { 200: 'Kontot och sessionskakan' },
      errors: { 400: ['WEAK_PASSWORD'], 409: ['EMAIL_TAKEN', 'USERNAME_TAKEN'] },
    }),
    noStore,
    validate('json', ZSignUp),
    rateLimit({ key: byIp('signup'), limit: SIGN_UP_LIMIT.perWindow, windowSeconds: SIGN_UP_LIMIT.windowSeconds }),
    async (c) => {
      const input = c.req.valid('json');
      const whats = await findTakenSignUpNames({ db: c.var.deps.db, email: input.email, username: input.username });
      if (whats.has('email')) throw conflict(TEXTS.errors.emailTaken, 'EMAIL_TAKEN');
      if (whats.has('username')) throw conflict(TEXTS.errors.usernameTaken, 'USERNAME_TAKEN');
      const weak = checkPassword(input.password, [input.email, input.username]).problem;
      if (weak) throw badRequest(weak, 'WEAK_PASSWORD');
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
    const path = c.req.path.slice('/api/auth'.length);
    const weak = await weakNewPassword(c, path);
    if (weak) return c.json(errorBody('WEAK_PASSWORD', weak), 400);
    const response = await forward(c);
    if (path === '/change-password' && response.status === 200) await mailPasswordUpdated(c, response);
    return translate(response, PATH_MESSAGES[path]);
  });
