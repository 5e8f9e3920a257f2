// better-auth for Samverka: e-mail + password, database sessions, httpOnly SameSite=Lax cookies.
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { verifyPassword as verifyDefaultHash } from 'better-auth/crypto';
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { LIMITS, isUserType } from '@shared/constants.js';
import type { Database } from './db/client.js';
import { profiles, accounts, sessions, twoFactors, users, verifications } from './db/schema.js';
import type { Env } from './env.js';
import type { Mail } from './infra/mail/mail.js';
import { quietAuthAsyncStorage } from './lib/quiet-async-storage.js';

// better-auth's request context switches Node's async hook on only while one of its calls runs
await quietAuthAsyncStorage();

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt with OWASP's parameters (N=2^17, r=8, p=1); the cost is stored in the hash so it can be raised later. */
export function createPasswordHasher(logN: number) {
  const r = 8;
  const p = 1;
  const maxmem = 256 * 1024 * 1024;
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await scrypt(password.normalize('NFKC'), salt, 64, { N: 2 ** logN, r, p, maxmem });
      return `scrypt$${logN}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const parts = hash.split('$');
      if (parts[0] !== 'scrypt' || parts.length !== 6) {
        // a hash written by better-auth's default scheme stays verifiable
        return verifyDefaultHash({ hash, password });
      }
      const [, n, rr, pp, salt, key] = parts;
      const expected = Buffer.from(key, 'base64url');
      const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
        N: 2 ** Number(n),
        r: Number(rr),
        p: Number(pp),
        maxmem,
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** One hour, once: the reset link's lifetime (better-auth consumes the token in the password's transaction). */
export const RESET_TOKEN_SECONDS = 60 * 60;

/** The verification link's lifetime (a signed token, not stored: see docs/decisions/061-account-recovery-and-verification.md). */
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60;
/** Where GET /api/auth/verify-email sends the browser (with ?error=… when the link is bad). */
export const EMAIL_VERIFIED_PATH = '/email-verified';

/** Sign-in with a second factor: at most this many wrong codes per account, then a pause (issue 15 §7). */
export const TWO_FACTOR_LOCKOUT = { failures: 5, seconds: 15 * 60 };

/** the account mails: a greeting by name and one link */
type LinkMail = 'verify-email' | 'reset-password' | 'password-changed' | 'password-updated' | 'confirm-new-email';

/** The payload of a verification token better-auth just signed (read only, to tell a change of address). */
const tokenPayload = (token: string): { email?: string; updateTo?: string; requestType?: string } => {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as object;
  } catch {
    return {};
  }
};

/**
 * better-auth routes no one reaches from outside: the account changes we do ourselves, and every route that
 * answers with session tokens in JSON or acts on them (sessions are listed and ended by /api/me/sessions).
 */
export const DISABLED_AUTH_PATHS = [
  '/update-user',
  '/delete-user',
  '/link-social',
  '/unlink-account',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/update-session',
  '/get-access-token',
  '/refresh-token',
];

/** how long a session lives, and how old it must be before a request extends it (better-auth's updateAge) */
export const SESSION_SECONDS = { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 };

/** the session cookie's name: with the __Secure- prefix when the site is served over https */
export const sessionCookieName = (env: Env) =>
  `${env.PUBLIC_URL.startsWith('https://') ? '__Secure-' : ''}samverka.session_token`;

export function createAuth(env: Env, database: Database, mail: Mail) {
  const secure = env.PUBLIC_URL.startsWith('https://');
  const link = (path: string) => new URL(path, env.PUBLIC_URL).href;
  const verifyPath = (token: string) =>
    `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_PATH)}`;
  // every account mail goes through the outbox: the request is answered even while SMTP is down
  const send = (template: LinkMail, user: { email: string; name: string }, path: string) =>
    mail.sendMail({ to: user.email, template, data: { name: user.name, link: link(path) } });
  return betterAuth({
    appName: 'Samverka',
    secret: env.AUTH_SECRET,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    plugins: [
      // TOTP (30 s, 6 digits) confirmed with a code before it is on; 10 backup codes, stored encrypted
      twoFactor({
        issuer: 'Samverka',
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { maxFailedAttempts: TWO_FACTOR_LOCKOUT.failures, durationSeconds: TWO_FACTOR_LOCKOUT.seconds },
        // no 'trust this device': every sign-in of an account with the factor on asks for a code
        trustDeviceMaxAge: 1,
      }),
    ],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: createPasswordHasher(env.PASSWORD_HASH_LOG_N),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await send('reset-password', user, `/reset-password?token=${encodeURIComponent(token)}`);
      },
      onPasswordReset: async ({ user }) => {
        await send('password-changed', user, '/forgot-password');
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_SECONDS,
      // the link goes through better-auth's GET /api/auth/verify-email, which redirects to the page
      sendVerificationEmail: async ({ user, token }) => {
        const payload = tokenPayload(token);
        if (payload.requestType !== 'change-email-verification' || !payload.email) {
          await send('verify-email', user, verifyPath(token));
          return;
        }
        // a change of address: the link goes to the new address (user.email here), a notice to the old one
        await send('confirm-new-email', user, verifyPath(token));
        await mail.sendMail({
          to: payload.email,
          template: 'email-change-notice',
          data: { name: user.name, newEmail: user.email, link: link('/forgot-password') },
        });
      },
    },
    // single-use tokens (password reset) are stored as their SHA-256, never as the token itself
    verification: { storeIdentifier: 'hashed' },
    user: {
      // confirmed through a link to the new address (no sendChangeEmailConfirmation: the old one gets a notice)
      changeEmail: { enabled: true },
      additionalFields: {
        username: { type: 'string', required: true, input: true },
        userType: { type: 'string', required: true, input: true },
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
      },
    },
    session: {
      ...SESSION_SECONDS,
      // no cookie cache: a revoked session is refused at once
      cookieCache: { enabled: false },
    },
    // our own limiter (rate_limits table) covers sign-in and sign-up in every mode
    rateLimit: { enabled: false },
    disabledPaths: DISABLED_AUTH_PATHS,
    advanced: {
      cookiePrefix: 'samverka',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      database: { generateId: () => randomBytes(16).toString('hex') },
    },
    telemetry: { enabled: false },
    // failed sign-ins are expected traffic; our request log already records them
    logger: { level: 'error', disabled: env.NODE_ENV === 'test' },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const record = user as typeof user & { username?: string; userType?: string };
            if (!record.username || !isUserType(record.userType)) return;
            await database.db
              .insert(profiles)
              .values({ id: user.id, username: record.username, userType: record.userType })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
