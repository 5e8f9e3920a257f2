// /api/auth/*: better-auth's routes, with Samverka's rules in front (Swedish validation, unique
// usernames, sign-in lockout) and its errors translated into the API's {error:{code,message}} shape.
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '@server/context.js';
import { ZSignIn, ZSignUp } from '@shared/schemas/auth.js';
import { TEXTS } from '@shared/texts.js';
import { AppError, badRequest, conflict, tooManyRequests } from '@server/lib/errors.js';
import { parseOrThrow } from '@server/lib/validate.js';
import { clientIp } from '@server/middleware/session.js';

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
};

async function readJsonBody(c: Context<AppEnv>): Promise<{ text: string; json: unknown }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, TEXTS.errors.unsupportedType);
  }
  const text = await c.req.text();
  try {
    return { text, json: JSON.parse(text) };
  } catch {
    throw badRequest(TEXTS.errors.badJson, 'INVALID_JSON');
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

export const authRoutes = new Hono<AppEnv>()
  .post('/sign-up/email', async (c) => {
    const { json } = await readJsonBody(c);
    const input = parseOrThrow(ZSignUp, json);
    const { limiter, db } = c.var.deps;
    if (!(await limiter.hit(`signup:${clientIp(c)}`, SIGN_UP_LIMIT.perWindow, SIGN_UP_LIMIT.windowSeconds))) {
      throw tooManyRequests();
    }
    const taken = await db.execute<{ what: string }>(sql`
      SELECT 'email' AS what FROM users WHERE lower(email) = lower(${input.email})
      UNION ALL SELECT 'username' FROM profiles WHERE lower(username) = lower(${input.username})
      UNION ALL SELECT 'username' FROM users WHERE lower(username) = lower(${input.username})`);
    const whats = new Set(taken.rows.map((r) => r.what));
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
  })
  .post('/sign-in/email', async (c) => {
    const { text, json } = await readJsonBody(c);
    const input = parseOrThrow(ZSignIn, json);
    const { limiter } = c.var.deps;
    const ipKey = `signin-fail:ip:${clientIp(c)}`;
    const emailKey = `signin-fail:email:${input.email.toLowerCase()}`;
    const { failures, windowSeconds } = SIGN_IN_LOCKOUT;
    const [ipCount, emailCount] = await Promise.all([
      limiter.count(ipKey, windowSeconds),
      limiter.count(emailKey, windowSeconds),
    ]);
    if (ipCount >= failures || emailCount >= failures) throw tooManyRequests(TEXTS.errors.signInLocked);
    const response = await forward(c, text);
    if (response.status >= 400 && response.status < 500) {
      await Promise.all([limiter.hit(ipKey, failures, windowSeconds), limiter.hit(emailKey, failures, windowSeconds)]);
    }
    return translate(response);
  })
  .on(['GET', 'POST'], '/*', async (c) => translate(await forward(c)));
