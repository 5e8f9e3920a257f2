// Limits of /api/auth/*: the sign-in lockout, and the limits of better-auth's own routes a stranger (or a
// stolen session) could use to guess or flood, applied by one middleware in front of the catch-all.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@server/context.js';
import { TEXTS } from '@shared/texts.js';
import { byIp, rateLimit, type RateLimitOptions } from '@server/middleware/rate-limit.js';
import { clientIp } from '@server/middleware/session.js';
import { TWO_FACTOR_TEXTS } from '@shared/account-texts.js';
import { TWO_FACTOR_CODE_PATHS, TWO_FACTOR_PASSWORD_PATHS } from './two-factor.js';

export const SIGN_IN_LOCKOUT = { failures: 10, windowSeconds: 15 * 60 };

/** The sign-in lockout counts failed attempts (4xx from better-auth); a success or a refusal gives its count back. */
export const signInFailure = (status: number) => status >= 400 && status < 500 && status !== 429;

/** The caller's cookie of that name (hashed: the key must not hold the token), else the address. */
const byCookieOrIp =
  (cookieName: string) =>
  (name: string) =>
  (c: Context<AppEnv>): string => {
    const pattern = new RegExp(`(?:^|;\\s*)(?:__Secure-)?samverka\\.${cookieName}=([^;]+)`);
    const token = pattern.exec(c.req.header('cookie') ?? '')?.[1];
    return token
      ? `${name}:${cookieName}:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
      : `${name}:ip:${clientIp(c)}`;
  };
const bySessionOrIp = byCookieOrIp('session_token');

/** A code is checked at sign-in (the two-factor cookie) or in settings (the session). */
const byTwoFactorChallenge = (name: string) => (c: Context<AppEnv>) =>
  /samverka\.two_factor=/.test(c.req.header('cookie') ?? '')
    ? byCookieOrIp('two_factor')(name)(c)
    : bySessionOrIp(name)(c);

/** Wrong second-factor codes: at most 5 per sign-in (or session) and 15 minutes, then a pause. */
export const TWO_FACTOR_CODE_LIMIT = { failures: 5, windowSeconds: 15 * 60 };

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
  // guessing the current password of an open session: failures count, like verify-password
  '/change-password': [
    {
      key: bySessionOrIp('change-password-fail'),
      limit: SIGN_IN_LOCKOUT.failures,
      windowSeconds: SIGN_IN_LOCKOUT.windowSeconds,
      message: TEXTS.errors.signInLocked,
      counts: signInFailure,
    },
  ],
  ...Object.fromEntries(
    TWO_FACTOR_CODE_PATHS.map((path) => [
      path,
      [
        {
          key: byTwoFactorChallenge('two-factor-code-fail'),
          limit: TWO_FACTOR_CODE_LIMIT.failures,
          windowSeconds: TWO_FACTOR_CODE_LIMIT.windowSeconds,
          message: TWO_FACTOR_TEXTS.errors.locked,
          counts: signInFailure,
        },
        // many sign-ins from one address trying codes
        { key: byIp('two-factor-code-fail:ip'), limit: 20, windowSeconds: 15 * 60, counts: signInFailure },
      ],
    ]),
  ),
  ...Object.fromEntries(
    TWO_FACTOR_PASSWORD_PATHS.map((path) => [
      path,
      [
        {
          key: bySessionOrIp('two-factor-password-fail'),
          limit: SIGN_IN_LOCKOUT.failures,
          windowSeconds: SIGN_IN_LOCKOUT.windowSeconds,
          message: TEXTS.errors.signInLocked,
          counts: signInFailure,
        },
      ],
    ]),
  ),
  // each request mails two addresses, one of them chosen by the caller
  '/change-email': [{ key: bySessionOrIp('change-email'), limit: 5, windowSeconds: 3600 }],
};
const authPathLimiters = new Map(
  Object.entries(AUTH_PATH_LIMITS).map(([path, list]) => [path, list.map((o) => rateLimit(o))]),
);

/** Applies AUTH_PATH_LIMITS in front of the catch-all (a middleware, so no better-auth route is shadowed). */
export const authPathLimit = createMiddleware<AppEnv>(async (c, next) => {
  const limiters = authPathLimiters.get(c.req.path.slice('/api/auth'.length)) ?? [];
  // each limiter counts before the next runs; the innermost calls the route
  const run = async (i: number): Promise<void> => {
    if (i < limiters.length) await limiters[i](c, () => run(i + 1));
    else await next();
  };
  await run(0);
});
