import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { isAdmin } from '@server/middleware/session.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import type { TMe } from '@shared/schemas/account.response.js';
import { getOwnProfile } from './account.service.js';
import { describe } from '@server/middleware/describe.js';
import { ZMe } from '@shared/schemas/account.response.js';

export const accountRoutes = new Hono<AppEnv>().get(
  '/me',
  describe({
    summary: 'Den inloggade användaren, profilen och om hen är admin',
    tags: ['Konto'],
    answers: { 200: { schema: ZMe, description: 'Användare och profil' } },
  }),
  noStore,
  requireUser(),
  async (c) => {
    const user = c.var.user;
    const profile = await getOwnProfile({ db: c.var.deps.db, user });
    return c.json<TMe>({
      user: {
        id: user.id,
        email: user.email,
        email_verified: user.emailVerified,
        two_factor_enabled: user.twoFactorEnabled === true,
        created_at: user.createdAt.toISOString(),
      },
      profile,
      is_admin: await isAdmin(c),
    });
  },
);
