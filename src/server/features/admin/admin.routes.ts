import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '@server/context.js';
import { clientIp, isAdmin } from '@server/middleware/session.js';
import { AppError, forbidden, tooManyRequests, unauthenticated } from '@server/lib/errors.js';
import { parseOrThrow, readJson, readQuery } from '@server/lib/validate.js';
import {
  ADMIN_COOKIE,
  ADMIN_SESSION_SECONDS,
  createAdminSession,
  deleteAdminSession,
  verifyAdminSession,
} from '@server/lib/admin-session.js';
import { ADMIN_TEXTS } from '@shared/moderation-texts.js';
import { TEXTS } from '@shared/texts.js';
import { ZAdminLogin, ZAdminOffersQuery, ZRejectOffer, type TRejectOffer } from '@shared/schemas/moderation.js';
import { verifyAdminPassword } from './admin.password.js';
import {
  approveOffer,
  deleteOfferAsAdmin,
  findAdminOffers,
  findContactMessages,
  markContactMessageHandled,
} from './admin.service.js';

/** Wrong admin passwords allowed per IP and minute before 429 (issue 4). */
export const ADMIN_LOGIN_LIMIT = { failures: 5, windowSeconds: 60 };

/** 401 for a caller without any session, 403 for a signed-in user who is not an admin (API.md). */
async function requireAdmin(c: Context<AppEnv>): Promise<void> {
  if (await isAdmin(c)) return;
  if (!c.var.user) throw unauthenticated();
  throw forbidden();
}

/** How the caller is an admin: by role, by the admin password's session, or not at all. */
async function adminVia(c: Context<AppEnv>): Promise<'role' | 'password' | null> {
  if (c.var.user?.role === 'admin') return 'role';
  const token = getCookie(c, ADMIN_COOKIE);
  return token && (await verifyAdminSession(c.var.deps.database, token)) ? 'password' : null;
}

/** DELETE may carry {reason}; an empty body means "remove without a reason". */
async function readRejectBody(c: Context<AppEnv>): Promise<TRejectOffer> {
  const text = await c.req.text();
  if (!text.trim()) return { reason: undefined };
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, TEXTS.errors.unsupportedType);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 400, TEXTS.errors.badJson);
  }
  return parseOrThrow(ZRejectOffer, body);
}

// Routes of the admin feature, mounted under /api (see /work/shared/API.md).
export const adminRoutes = new Hono<AppEnv>()
  .post('/admin/login', async (c) => {
    const { password } = await readJson(c, ZAdminLogin);
    const { limiter, env, database } = c.var.deps;
    const key = `admin-login-fail:${clientIp(c)}`;
    const { failures, windowSeconds } = ADMIN_LOGIN_LIMIT;
    if ((await limiter.count(key, windowSeconds)) >= failures) throw tooManyRequests(ADMIN_TEXTS.locked);
    if (!(await verifyAdminPassword(c.var.deps, password))) {
      await limiter.hit(key, failures, windowSeconds);
      throw new AppError('WRONG_PASSWORD', 401, ADMIN_TEXTS.wrongPasswordText);
    }
    const token = await createAdminSession(database);
    setCookie(c, ADMIN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: env.PUBLIC_URL.startsWith('https://'),
      path: '/',
      maxAge: ADMIN_SESSION_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ admin: true as const, via: 'password' as const });
  })
  .post('/admin/logout', async (c) => {
    const token = getCookie(c, ADMIN_COOKIE);
    if (token) await deleteAdminSession(c.var.deps.database, token);
    deleteCookie(c, ADMIN_COOKIE, {
      path: '/',
      sameSite: 'Strict',
      secure: c.var.deps.env.PUBLIC_URL.startsWith('https://'),
    });
    return c.body(null, 204);
  })
  .get('/admin/session', async (c) => {
    const via = await adminVia(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ admin: via !== null, via });
  })
  .get('/admin/offers', async (c) => {
    await requireAdmin(c);
    const query = readQuery(c, ZAdminOffersQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await findAdminOffers({ deps: c.var.deps, query }));
  })
  .post('/admin/offers/:id/approve', async (c) => {
    await requireAdmin(c);
    const offer = await approveOffer({ deps: c.var.deps, id: c.req.param('id') });
    c.var.deps.log.info({ offerId: offer.id, admin: c.var.user?.id ?? 'password' }, 'offer approved');
    return c.json({ id: offer.id, is_approved: true as const });
  })
  .delete('/admin/offers/:id', async (c) => {
    await requireAdmin(c);
    const { reason } = await readRejectBody(c);
    const id = c.req.param('id');
    await deleteOfferAsAdmin({ deps: c.var.deps, id, reason });
    c.var.deps.log.info(
      { offerId: id, admin: c.var.user?.id ?? 'password', withReason: Boolean(reason) },
      'offer removed',
    );
    return c.body(null, 204);
  })
  .get('/admin/contact-messages', async (c) => {
    await requireAdmin(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await findContactMessages({ deps: c.var.deps }) });
  })
  .post('/admin/contact-messages/:id/handled', async (c) => {
    await requireAdmin(c);
    return c.json(await markContactMessageHandled({ deps: c.var.deps, id: c.req.param('id') }));
  });
