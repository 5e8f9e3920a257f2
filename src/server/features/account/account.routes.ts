import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { isAdmin, requireUser } from '@server/middleware/session.js';
import { getOwnProfile } from './account.service.js';

export const accountRoutes = new Hono<AppEnv>().get('/me', async (c) => {
  const user = requireUser(c);
  const profile = await getOwnProfile({ db: c.var.deps.db, user });
  c.header('Cache-Control', 'no-store');
  return c.json({
    user: { id: user.id, email: user.email, created_at: user.createdAt.toISOString() },
    profile,
    is_admin: await isAdmin(c),
  });
});
