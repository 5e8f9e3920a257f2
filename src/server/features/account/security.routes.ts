// The caller's sessions, data export and account deletion (issue 15 §3, §6), mounted under /api.
import { Hono } from 'hono';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppEnv, Deps, SessionUser } from '@server/context.js';
import { sessions } from '@server/db/schema.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { byUser, rateLimit } from '@server/middleware/rate-limit.js';
import { validate } from '@server/lib/validate.js';
import { badRequest, notFound } from '@server/lib/errors.js';
import { deviceName } from '@shared/device.js';
import { DELETE_ACCOUNT_TEXTS } from '@shared/account-texts.js';
import {
  ZDeleteAccount,
  ZEndSessionsQuery,
  ZSessionIdParam,
  ZSessionList,
  ZSessionsEnded,
  type TSessionList,
  type TSessionsEnded,
} from '@shared/schemas/account-security.js';
import { SIGN_IN_LOCKOUT, signInFailure } from './auth.limits.js';
import { isOwnTwoFactorCode } from './two-factor.js';
import { assertConfirmation, eraseAccount, exportUserData } from './account-data.service.js';

const SESSION_COOKIE_NAMES = ['samverka.session_token', '__Secure-samverka.session_token'];

/** The password, or (with the second factor on) a code from the app or a backup code, of the signed-in caller. */
async function checkCredentials(deps: Deps, headers: Headers, user: SessionUser, password?: string, code?: string) {
  const { auth } = deps;
  if (password) {
    const ok = await auth.api.verifyPassword({ body: { password }, headers }).then(
      () => true,
      () => false,
    );
    if (ok) return;
  } else if (code && user.twoFactorEnabled) {
    if (await isOwnTwoFactorCode(auth, headers, code)) return;
  } else {
    throw badRequest(DELETE_ACCOUNT_TEXTS.credentialsRequired, 'CREDENTIALS_REQUIRED');
  }
  throw badRequest(DELETE_ACCOUNT_TEXTS.wrongCredentials, 'INVALID_PASSWORD');
}

export const securityRoutes = new Hono<AppEnv>()
  .get(
    '/me/sessions',
    describe({
      summary: 'Mina inloggningar (enhet, IP, senast aktiv), aldrig sessionsnycklar',
      tags: ['Konto'],
      answers: { 200: { schema: ZSessionList, description: 'Sessionerna, den senast aktiva först' } },
    }),
    noStore,
    requireUser(),
    async (c) => {
      const rows = await c.var.deps.db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
          ip: sessions.ipAddress,
        })
        .from(sessions)
        .where(eq(sessions.userId, c.var.user.id))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      return c.json<TSessionList>({
        sessions: rows.map((r) => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          userAgent: r.userAgent,
          device: deviceName(r.userAgent),
          ip: r.ip,
          current: r.id === c.var.user.sessionId,
        })),
      });
    },
  )
  .delete(
    '/me/sessions/:id',
    describe({
      summary: 'Logga ut en av mina sessioner',
      tags: ['Konto'],
      answers: { 204: 'Utloggad' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZSessionIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const ended = await c.var.deps.db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, c.var.user.id)))
        .returning({ id: sessions.id });
      if (ended.length === 0) throw notFound('Sessionen finns inte.');
      return c.body(null, 204);
    },
  )
  .delete(
    '/me/sessions',
    describe({
      summary: 'Logga ut överallt',
      tags: ['Konto'],
      description: 'Avslutar alla mina sessioner; med ?keepCurrent=true alla utom den här.',
      answers: { 200: { schema: ZSessionsEnded, description: 'Hur många som avslutades' } },
    }),
    noStore,
    requireUser(),
    validate('query', ZEndSessionsQuery),
    async (c) => {
      const keep = c.req.valid('query').keepCurrent === 'true' && c.var.user.sessionId;
      const mine = eq(sessions.userId, c.var.user.id);
      const ended = await c.var.deps.db
        .delete(sessions)
        .where(keep ? and(mine, ne(sessions.id, keep)) : mine)
        .returning({ id: sessions.id });
      if (!keep)
        for (const name of SESSION_COOKIE_NAMES)
          c.header('Set-Cookie', `${name}=; Max-Age=0; Path=/`, { append: true });
      return c.json<TSessionsEnded>({ ended: ended.length });
    },
  )
  .get(
    '/me/export',
    describe({
      summary: 'Ladda ner mina uppgifter (JSON, GDPR art. 15 och 20)',
      tags: ['Konto'],
      answers: { 200: 'En JSON-fil med varje tabell som har uppgifter om mig' },
    }),
    noStore,
    requireUser(),
    rateLimit({ key: byUser('export'), limit: 10, windowSeconds: 3600 }),
    async (c) => {
      const data = await exportUserData(c.var.deps, c.var.user.id);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="samverka-mina-uppgifter-${day}.json"`);
      return c.json(data);
    },
  )
  .delete(
    '/me',
    describe({
      summary: 'Radera mitt konto (GDPR art. 17)',
      tags: ['Konto'],
      description:
        'Kräver lösenordet (eller en kod när tvåstegsverifiering är på) och confirmation "RADERA". Ett Premium-abonnemang sägs upp hos betalleverantören först. Skickade meddelanden finns kvar hos mottagarna från "Borttagen användare".',
      answers: { 204: 'Raderat' },
      errors: { 400: ['CONFIRMATION_REQUIRED', 'CREDENTIALS_REQUIRED', 'INVALID_PASSWORD'], 502: ['CANCEL_FAILED'] },
    }),
    noStore,
    requireUser(),
    validate('json', ZDeleteAccount),
    rateLimit({
      key: byUser('delete-account-fail'),
      limit: SIGN_IN_LOCKOUT.failures,
      windowSeconds: SIGN_IN_LOCKOUT.windowSeconds,
      counts: signInFailure,
    }),
    async (c) => {
      const user = c.var.user;
      const input = c.req.valid('json');
      assertConfirmation(input.confirmation);
      await checkCredentials(c.var.deps, c.req.raw.headers, user, input.password, input.code);
      await eraseAccount(c.var.deps, user);
      for (const name of SESSION_COOKIE_NAMES) c.header('Set-Cookie', `${name}=; Max-Age=0; Path=/`, { append: true });
      return c.body(null, 204);
    },
  );
