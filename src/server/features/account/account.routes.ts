import { Hono } from 'hono';
import type { AppEnv, Deps, SessionUser } from '@server/context.js';
import { isAdmin } from '@server/middleware/session.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import type { TMe } from '@shared/schemas/account.response.js';
import { getOwnProfile } from './account.service.js';
import { describe } from '@server/middleware/describe.js';
import { ZMe } from '@shared/schemas/account.response.js';

async function me(db: Deps['db'], user: SessionUser, admin: boolean): Promise<TMe> {
  const profile = await getOwnProfile({ db, user });
  return {
    user: {
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      two_factor_enabled: user.twoFactorEnabled === true,
      created_at: user.createdAt.toISOString(),
    },
    profile,
    is_admin: admin,
  };
}

export const accountRoutes = new Hono<AppEnv>()
  .get(
    '/me',
    describe({
      summary: 'Den inloggade användaren, profilen och om hen är admin',
      tags: ['Konto'],
      answers: { 200: { schema: ZMe, description: 'Användare och profil' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TMe>(await me(c.var.deps.db, c.var.user, await isAdmin(c))),
  )
  // the browser's session probe (issue 22): a visitor is no error, so it gets 200 with null, not 401
  .get(
    '/session',
    describe({
      summary: 'Sessionen: samma svar som /api/me för en inloggad, null för en besökare',
      tags: ['Konto'],
      answers: { 200: { schema: ZMe.nullable(), description: 'Användare och profil, eller null utan session' } },
    }),
    noStore,
    async (c) => c.json<TMe | null>(c.var.user ? await me(c.var.deps.db, c.var.user, await isAdmin(c)) : null),
  );
