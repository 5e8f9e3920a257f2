import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '@server/context.js';
import { noStore, requireAdmin } from '@server/middleware/access.js';
import { byIp, rateLimit } from '@server/middleware/rate-limit.js';
import { AppError } from '@server/lib/errors.js';
import { validate } from '@server/lib/validate.js';
import {
  ADMIN_COOKIE,
  ADMIN_SESSION_SECONDS,
  createAdminSession,
  deleteAdminSession,
  verifyAdminSession,
} from '@server/lib/admin-session.js';
import { ADMIN_TEXTS } from '@shared/moderation-texts.js';
import { ZAdminLogin, ZAdminOffersQuery, ZRejectOffer } from '@shared/schemas/moderation.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { verifyAdminPassword } from './admin.password.js';
import {
  approveOffer,
  deleteOfferAsAdmin,
  findAdminOffers,
  findContactMessages,
  markContactMessageHandled,
} from './admin.service.js';
import { describe } from '@server/middleware/describe.js';
import {
  ZAdminLoggedIn,
  ZAdminOfferPage,
  ZAdminSession,
  ZContactMessageItem,
  ZContactMessageList,
  ZOfferApproved,
  type TAdminLoggedIn,
  type TAdminOfferPage,
  type TAdminSession,
  type TContactMessageItem,
  type TContactMessageList,
  type TOfferApproved,
} from '@shared/schemas/moderation.response.js';

/** Wrong admin passwords allowed per IP and minute before 429 (issue 4). */
export const ADMIN_LOGIN_LIMIT = { failures: 5, windowSeconds: 60 };

/** How the caller is an admin: by role, by the admin password's session, or not at all. */
async function adminVia(c: Context<AppEnv>): Promise<'role' | 'password' | null> {
  if (c.var.user?.role === 'admin') return 'role';
  const token = getCookie(c, ADMIN_COOKIE);
  return token && (await verifyAdminSession(c.var.deps.database, token)) ? 'password' : null;
}

// Routes of the admin feature, mounted under /api (see /work/shared/API.md).
export const adminRoutes = new Hono<AppEnv>()
  .post(
    '/admin/login',
    describe({
      summary: 'Öppna en adminsession med adminlösenordet',
      tags: ['Admin'],
      description: 'Högst 5 felaktiga lösenord per adress och minut.',
      answers: { 200: { schema: ZAdminLoggedIn, description: 'Adminsessionens kaka är satt' } },
      errors: { 401: ['WRONG_PASSWORD'] },
    }),
    noStore,
    validate('json', ZAdminLogin),
    // only wrong passwords count; each attempt is counted before the check, so parallel guesses cannot pass
    rateLimit({
      key: byIp('admin-login-fail'),
      limit: ADMIN_LOGIN_LIMIT.failures,
      windowSeconds: ADMIN_LOGIN_LIMIT.windowSeconds,
      message: ADMIN_TEXTS.locked,
      counts: (status) => status === 401,
    }),
    async (c) => {
      const { password } = c.req.valid('json');
      const { env, database } = c.var.deps;
      if (!(await verifyAdminPassword(c.var.deps, password))) {
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
      return c.json<TAdminLoggedIn>({ admin: true, via: 'password' });
    },
  )
  .post(
    '/admin/logout',
    describe({ summary: 'Stäng adminsessionen', tags: ['Admin'], answers: { 204: 'Stängd' } }),
    noStore,
    async (c) => {
      const token = getCookie(c, ADMIN_COOKIE);
      if (token) await deleteAdminSession(c.var.deps.database, token);
      deleteCookie(c, ADMIN_COOKIE, {
        path: '/',
        sameSite: 'Strict',
        secure: c.var.deps.env.PUBLIC_URL.startsWith('https://'),
      });
      return c.body(null, 204);
    },
  )
  .get(
    '/admin/session',
    describe({
      summary: 'Är anroparen admin, och hur',
      tags: ['Admin'],
      answers: { 200: { schema: ZAdminSession, description: 'admin och via (role, password eller null)' } },
    }),
    noStore,
    async (c) => {
      const via = await adminVia(c);
      return c.json<TAdminSession>({ admin: via !== null, via });
    },
  )
  .get(
    '/admin/offers',
    describe({
      summary: 'Erbjudanden att granska (väntande eller godkända), sida för sida',
      tags: ['Admin'],
      answers: { 200: { schema: ZAdminOfferPage, description: 'En sida' } },
    }),
    noStore,
    requireAdmin(),
    validate('query', ZAdminOffersQuery),
    async (c) => {
      return c.json<TAdminOfferPage>(await findAdminOffers({ deps: c.var.deps, query: c.req.valid('query') }));
    },
  )
  .post(
    '/admin/offers/:id/approve',
    describe({
      summary: 'Godkänn ett erbjudande',
      tags: ['Admin'],
      answers: { 200: { schema: ZOfferApproved, description: 'Godkänt' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    async (c) => {
      const offer = await approveOffer({ deps: c.var.deps, id: c.req.valid('param').id });
      c.var.deps.log.info({ offerId: offer.id, admin: c.var.user?.id ?? 'password' }, 'offer approved');
      return c.json<TOfferApproved>({ id: offer.id, is_approved: true });
    },
  )
  .delete(
    '/admin/offers/:id',
    describe({
      summary: 'Ta bort ett erbjudande, med ett skäl till ägaren om det ges',
      tags: ['Admin'],
      answers: { 204: 'Borttaget' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    // DELETE may carry {reason}; an empty body means "remove without a reason"
    validate('json', ZRejectOffer, { optionalBody: true }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const { id } = c.req.valid('param');
      await deleteOfferAsAdmin({ deps: c.var.deps, id, reason });
      c.var.deps.log.info(
        { offerId: id, admin: c.var.user?.id ?? 'password', withReason: Boolean(reason) },
        'offer removed',
      );
      return c.body(null, 204);
    },
  )
  .get(
    '/admin/contact-messages',
    describe({
      summary: 'Meddelanden från kontaktformuläret, nyast först',
      tags: ['Admin'],
      answers: { 200: { schema: ZContactMessageList, description: 'Meddelandena' } },
    }),
    noStore,
    requireAdmin(),
    async (c) => {
      return c.json<TContactMessageList>({ items: await findContactMessages({ deps: c.var.deps }) });
    },
  )
  .post(
    '/admin/contact-messages/:id/handled',
    describe({
      summary: 'Markera ett kontaktmeddelande som hanterat',
      tags: ['Admin'],
      answers: { 200: { schema: ZContactMessageItem, description: 'Meddelandet' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    async (c) => {
      return c.json<TContactMessageItem>(
        await markContactMessageHandled({ deps: c.var.deps, id: c.req.valid('param').id }),
      );
    },
  );
