import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { requireUser } from '@server/middleware/session.js';
import { readJson } from '@server/lib/validate.js';
import { ZUpdateProfile } from '@shared/schemas/moderation.js';
import { findProfileOffers, getPublicProfile, updateOwnProfile } from './profiles.service.js';
import { deleteNotice, findNotices } from './notices.service.js';

// Public profiles and the owner's own profile edit and notices, mounted under /api (see /work/shared/API.md).
export const profilesRoutes = new Hono<AppEnv>()
  .get('/profiles/:id', async (c) => {
    const profile = await getPublicProfile({ db: c.var.deps.db, id: c.req.param('id') });
    return c.json(profile);
  })
  .get('/profiles/:id/offers', async (c) => {
    const caller = c.var.user;
    const offers = await findProfileOffers({ db: c.var.deps.db, userId: c.req.param('id'), caller });
    // the owner's answer includes pending offers: never cache it in a shared cache
    c.header('Cache-Control', caller ? 'private, no-store' : 'no-cache');
    return c.json({ items: offers });
  })
  .patch('/me/profile', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, ZUpdateProfile);
    const profile = await updateOwnProfile({ db: c.var.deps.db, user, input });
    return c.json(profile);
  })
  .get('/me/notices', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await findNotices({ db: c.var.deps.db, userId: user.id }) });
  })
  .delete('/me/notices/:id', async (c) => {
    const user = requireUser(c);
    await deleteNotice({ db: c.var.deps.db, userId: user.id, id: c.req.param('id') });
    return c.body(null, 204);
  });
