// Who may call what: one row (or more, one per case) for every route the app registers.
// permissions.test.ts fails when a registered route has no row here, and exercises every row
// with real sessions against a real database. Statuses follow /work/shared/API.md: no session
// 401, a session without the right 403, a resource the caller may not see 404.
//
// Roles: anonymous (no cookie); other (a signed-in user who does not own the resource);
// owner (the signed-in owner; for routes about "me" simply the caller); admin (role admin,
// not the owner). Each role's request is built afresh, so a DELETE meets its own resource.
import { PREMIUM_PRICE_ID } from '@shared/plans.js';
import { TEST_CARD_OK } from '@server/features/billing/billing.service.js';
import { createUnsubscribeToken } from '@server/features/notifications/unsubscribe.js';
import { ADMIN_PASSWORD, PASSWORD, type Req, type Role, type World } from './permissions.world.js';
import { DEAL_PERMISSIONS } from './permissions.deals.js';
import { GRANT_PERMISSIONS } from './permissions.grants.js';
import { TALENT_PERMISSIONS } from './permissions.talent.js';

export interface PermissionRow {
  /** as Hono registers it (app.routes): method and path pattern */
  method: string;
  path: string;
  /** what this case proves, when a route has several */
  case?: string;
  expect: Record<Role, number>;
  /** 'spa': sent to the app as `npm start` builds it, serving a built client */
  app?: 'spa';
  /** builds the request the role sends (fresh resources where the call changes them) */
  request: (w: World, role: Role) => Promise<Req> | Req;
}

const all = (status: number): Record<Role, number> => ({
  anonymous: status,
  other: status,
  owner: status,
  admin: status,
});
const user = (status: number): Record<Role, number> => ({
  anonymous: 401,
  other: status,
  owner: status,
  admin: status,
});
const adminOnly = (status: number): Record<Role, number> => ({ anonymous: 401, other: 403, owner: 403, admin: status });
/** per-object: only the owner (404 hides the object from everybody else) */
const ownerOnly = (status: number): Record<Role, number> => ({ anonymous: 401, other: 404, owner: status, admin: 404 });

/** A block of someone the chat rows never write to; first the opposite call, so each role meets a fresh state. */
async function blockRequest(w: World, role: Role, method: 'PUT' | 'DELETE'): Promise<Req> {
  const target = role === 'other' ? w.users.owner : w.users.other;
  const actor = w.actor(role);
  const opposite = method === 'PUT' ? 'DELETE' : 'PUT';
  if (actor) await w.t.request(`/api/me/blocks/${target.id}`, { method: opposite, cookie: actor.cookie });
  return { path: `/api/me/blocks/${target.id}`, method };
}

/** A new business account for a call that uses one up (the sign-up limit of the test's one address is reset). */
async function throwawayUser(w: World) {
  await w.t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return w.t.signUp('business', { password: PASSWORD });
}

export const PERMISSIONS: PermissionRow[] = [
  // --- middleware and fallbacks -----------------------------------------------------------
  {
    method: 'ALL',
    path: '/*',
    case: 'app-wide middleware (deps, security headers)',
    expect: all(200),
    request: () => ({ path: '/api/ping' }),
  },
  {
    method: 'ALL',
    path: '/api/*',
    case: 'API middleware and the unknown-route answer',
    expect: all(404),
    request: () => ({ path: '/api/finns-inte' }),
  },

  // --- health -----------------------------------------------------------------------------
  { method: 'GET', path: '/api/health', expect: all(200), request: () => ({ path: '/api/health' }) },
  { method: 'GET', path: '/api/ping', expect: all(200), request: () => ({ path: '/api/ping' }) },

  // --- the API contract: OpenAPI document and reference page (public) ----------------------
  { method: 'GET', path: '/api/openapi.json', expect: all(200), request: () => ({ path: '/api/openapi.json' }) },
  { method: 'GET', path: '/api/docs', expect: all(200), request: () => ({ path: '/api/docs' }) },
  { method: 'GET', path: '/api/docs.css', expect: all(200), request: () => ({ path: '/api/docs.css' }) },

  // --- auth -------------------------------------------------------------------------------
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    expect: all(200),
    request: (w) => {
      const u = w.unique();
      return {
        path: '/api/auth/sign-up/email',
        method: 'POST',
        json: { email: `ny${u}@exempel.se`, username: `ny${u}`, password: PASSWORD, userType: 'foundation' },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    case: 'right password',
    expect: all(200),
    request: (w) => ({
      path: '/api/auth/sign-in/email',
      method: 'POST',
      json: { email: w.users.peer.email, password: PASSWORD },
    }),
  },
  {
    method: 'GET',
    path: '/api/auth/*',
    case: 'get-session',
    expect: all(200),
    request: () => ({ path: '/api/auth/get-session' }),
  },
  {
    method: 'GET',
    path: '/api/auth/*',
    case: 'a disabled better-auth route is not reachable',
    expect: all(404),
    request: () => ({ path: '/api/auth/list-accounts-of-nobody' }),
  },
  {
    method: 'POST',
    path: '/api/auth/*',
    case: 'sign-out of a throwaway session',
    expect: all(200),
    request: async (w, role) => {
      const actor = w.actor(role);
      return {
        path: '/api/auth/sign-out',
        method: 'POST',
        json: {},
        cookie: actor ? await w.freshSession(actor) : undefined,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/*',
    case: 'disabled: delete-user',
    expect: all(404),
    request: () => ({ path: '/api/auth/delete-user', method: 'POST', json: {} }),
  },
  { method: 'GET', path: '/api/me', expect: user(200), request: () => ({ path: '/api/me' }) },
  // the session probe: a visitor gets 200 with null
  { method: 'GET', path: '/api/session', expect: all(200), request: () => ({ path: '/api/session' }) },

  // --- contact, realtime ------------------------------------------------------------------
  {
    method: 'POST',
    path: '/api/contact',
    expect: all(201),
    request: () => ({
      path: '/api/contact',
      method: 'POST',
      json: { name: 'Anna', email: 'anna@exempel.se', subject: 'Fråga', message: 'Hej, en fråga om sponsring.' },
    }),
  },
  { method: 'GET', path: '/api/events', expect: user(200), request: () => ({ path: '/api/events' }) },

  // --- offers -----------------------------------------------------------------------------
  {
    method: 'GET',
    path: '/api/offers',
    expect: all(200),
    request: () => ({ path: '/api/offers?type=business&q=sponsor' }),
  },
  {
    method: 'GET',
    path: '/api/offers',
    case: 'the budget filter needs a premium caller',
    expect: { anonymous: 403, other: 403, owner: 200, admin: 403 },
    request: async (w, role) => {
      if (role === 'owner') await w.subscribe(w.users.owner);
      return { path: '/api/offers?type=business&budget_min=1000' };
    },
  },
  {
    method: 'GET',
    path: '/api/offers',
    case: 'the place filter is open to everyone',
    expect: all(200),
    request: () => ({ path: '/api/offers?type=business&location=Malm%C3%B6' }),
  },
  {
    method: 'GET',
    path: '/api/offers/tags',
    expect: all(200),
    request: () => ({ path: '/api/offers/tags?type=business' }),
  },
  {
    method: 'POST',
    path: '/api/offers/samples',
    case: 'table not empty: nothing loaded',
    expect: all(200),
    request: async (w) => {
      await w.offer({ approved: true });
      return { path: '/api/offers/samples', method: 'POST', json: {} };
    },
  },
  {
    method: 'GET',
    path: '/api/offers/:id',
    case: 'pending offer',
    expect: { anonymous: 404, other: 404, owner: 200, admin: 200 },
    request: async (w) => ({ path: `/api/offers/${await w.offer()}` }),
  },
  {
    method: 'GET',
    path: '/api/offers/:id',
    case: 'approved offer',
    expect: all(200),
    request: async (w) => ({ path: `/api/offers/${await w.offer({ approved: true })}` }),
  },
  {
    method: 'POST',
    path: '/api/offers',
    case: "of the caller's own type",
    expect: user(201),
    request: (w, role) => ({
      path: '/api/offers',
      method: 'POST',
      json: w.offerBody(w.actor(role)?.userType ?? 'business'),
    }),
  },
  {
    method: 'POST',
    path: '/api/offers',
    case: "of another user type than the caller's",
    expect: user(403),
    request: (w, role) => ({
      path: '/api/offers',
      method: 'POST',
      json: w.offerBody(w.actor(role)?.userType === 'foundation' ? 'business' : 'foundation'),
    }),
  },
  {
    method: 'PATCH',
    path: '/api/offers/:id',
    case: 'pending offer',
    expect: ownerOnly(200),
    request: async (w) => ({
      path: `/api/offers/${await w.offer()}`,
      method: 'PATCH',
      json: { title: 'Ny titel på erbjudandet' },
    }),
  },
  {
    method: 'PATCH',
    path: '/api/offers/:id',
    case: 'approved offer: visible but not editable',
    expect: { anonymous: 401, other: 403, owner: 200, admin: 403 },
    request: async (w) => ({
      path: `/api/offers/${await w.offer({ approved: true })}`,
      method: 'PATCH',
      json: { title: 'Ny titel på erbjudandet' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/offers/:id',
    case: 'pending offer',
    expect: { anonymous: 401, other: 404, owner: 204, admin: 204 },
    request: async (w) => ({ path: `/api/offers/${await w.offer()}`, method: 'DELETE' }),
  },
  {
    method: 'DELETE',
    path: '/api/offers/:id',
    case: 'approved offer',
    expect: { anonymous: 401, other: 403, owner: 204, admin: 204 },
    request: async (w) => ({ path: `/api/offers/${await w.offer({ approved: true })}`, method: 'DELETE' }),
  },
  { method: 'GET', path: '/api/me/offers', expect: user(200), request: () => ({ path: '/api/me/offers' }) },
  { method: 'GET', path: '/api/me/favorites', expect: user(200), request: () => ({ path: '/api/me/favorites' }) },
  {
    method: 'PUT',
    path: '/api/me/favorites/:offerId',
    case: "someone's pending offer",
    expect: { anonymous: 401, other: 404, owner: 204, admin: 204 },
    request: async (w) => ({ path: `/api/me/favorites/${await w.offer()}`, method: 'PUT' }),
  },
  {
    method: 'PUT',
    path: '/api/me/favorites/:offerId',
    case: 'approved offer',
    expect: user(204),
    request: async (w) => ({ path: `/api/me/favorites/${await w.offer({ approved: true })}`, method: 'PUT' }),
  },
  {
    method: 'DELETE',
    path: '/api/me/favorites/:offerId',
    expect: user(204),
    request: async (w) => ({ path: `/api/me/favorites/${await w.offer({ approved: true })}`, method: 'DELETE' }),
  },

  // --- uploads ----------------------------------------------------------------------------
  {
    method: 'POST',
    path: '/api/uploads',
    expect: user(201),
    request: async (w) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await w.png())], { type: 'image/png' }), 'logga.png');
      return { path: '/api/uploads', method: 'POST', body: form };
    },
  },
  {
    method: 'GET',
    path: '/uploads/*',
    expect: all(200),
    request: async (w) => ({ path: `/uploads/${await w.uploadKey()}` }),
  },

  // --- discovery outside /api (issue 16) ----------------------------------------------------
  {
    method: 'GET',
    path: '/sitemap.xml',
    expect: all(200),
    request: () => ({ path: '/sitemap.xml' }),
  },
  {
    method: 'GET',
    path: '/robots.txt',
    expect: all(200),
    request: () => ({ path: '/robots.txt' }),
  },

  // --- profiles and notices ---------------------------------------------------------------
  {
    method: 'GET',
    path: '/api/profiles/:id',
    expect: all(200),
    request: (w) => ({ path: `/api/profiles/${w.users.owner.id}` }),
  },
  {
    method: 'GET',
    path: '/api/profiles/:id/offers',
    expect: all(200),
    request: (w) => ({ path: `/api/profiles/${w.users.owner.id}/offers` }),
  },
  {
    method: 'PATCH',
    path: '/api/me/profile',
    expect: user(200),
    request: () => ({
      path: '/api/me/profile',
      method: 'PATCH',
      json: { description: 'Vi gillar lokalt föreningsliv.' },
    }),
  },
  { method: 'GET', path: '/api/me/notices', expect: user(200), request: () => ({ path: '/api/me/notices' }) },
  {
    method: 'DELETE',
    path: '/api/me/notices/:id',
    expect: ownerOnly(204),
    request: async (w) => ({ path: `/api/me/notices/${await w.notice()}`, method: 'DELETE' }),
  },

  // --- admin ------------------------------------------------------------------------------
  {
    method: 'POST',
    path: '/api/admin/login',
    case: 'right admin password',
    expect: all(200),
    request: () => ({ path: '/api/admin/login', method: 'POST', json: { password: ADMIN_PASSWORD } }),
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    case: 'wrong admin password',
    expect: all(401),
    request: () => ({ path: '/api/admin/login', method: 'POST', json: { password: 'fel-lösenord-123' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/logout',
    expect: all(204),
    request: () => ({ path: '/api/admin/logout', method: 'POST' }),
  },
  { method: 'GET', path: '/api/admin/session', expect: all(200), request: () => ({ path: '/api/admin/session' }) },
  {
    method: 'GET',
    path: '/api/admin/offers',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/offers?state=pending' }),
  },
  {
    method: 'POST',
    path: '/api/admin/offers/:id/approve',
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/offers/${await w.offer()}/approve`, method: 'POST' }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/offers/:id',
    expect: adminOnly(204),
    request: async (w) => ({
      path: `/api/admin/offers/${await w.offer()}`,
      method: 'DELETE',
      json: { reason: 'Saknar kontaktuppgifter' },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/offer-edits',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/offer-edits' }),
  },
  {
    method: 'POST',
    path: '/api/admin/offer-edits/:id/approve',
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/offer-edits/${await w.offerEdit()}/approve`, method: 'POST' }),
  },
  {
    method: 'POST',
    path: '/api/admin/offer-edits/:id/reject',
    expect: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/offer-edits/${await w.offerEdit()}/reject`,
      method: 'POST',
      json: { reason: 'Vilseledande titel' },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/contact-messages',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/contact-messages' }),
  },
  {
    method: 'POST',
    path: '/api/admin/contact-messages/:id/handled',
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/contact-messages/${await w.contactMessage()}/handled`, method: 'POST' }),
  },

  // --- chat -------------------------------------------------------------------------------
  { method: 'GET', path: '/api/me/contacts', expect: user(200), request: () => ({ path: '/api/me/contacts' }) },
  {
    method: 'PUT',
    path: '/api/me/contacts/:userId',
    expect: user(201),
    request: async (w, role) => {
      // a fresh peer per call so the contact is new (201, not 200)
      const actor = w.actor(role);
      if (actor) await w.t.request(`/api/me/contacts/${w.users.peer.id}`, { method: 'DELETE', cookie: actor.cookie });
      return { path: `/api/me/contacts/${w.users.peer.id}`, method: 'PUT' };
    },
  },
  {
    method: 'DELETE',
    path: '/api/me/contacts/:userId',
    expect: user(204),
    request: async (w, role) => {
      const actor = w.actor(role);
      if (actor) await w.t.request(`/api/me/contacts/${w.users.peer.id}`, { method: 'PUT', cookie: actor.cookie });
      return { path: `/api/me/contacts/${w.users.peer.id}`, method: 'DELETE' };
    },
  },
  {
    method: 'GET',
    path: '/api/users/search',
    expect: user(200),
    request: () => ({ path: '/api/users/search?q=user' }),
  },
  { method: 'GET', path: '/api/me/unread', expect: user(200), request: () => ({ path: '/api/me/unread' }) },
  {
    method: 'GET',
    path: '/api/messages/:userId',
    expect: user(200),
    request: (w) => ({ path: `/api/messages/${w.users.peer.id}` }),
  },
  {
    method: 'POST',
    path: '/api/messages/:userId',
    expect: user(201),
    request: (w) => ({
      path: `/api/messages/${w.users.peer.id}`,
      method: 'POST',
      json: { text: 'Hej! Intresserad av ett samarbete?' },
    }),
  },
  {
    method: 'POST',
    path: '/api/messages/:userId/read',
    expect: user(200),
    request: (w) => ({ path: `/api/messages/${w.users.peer.id}/read`, method: 'POST' }),
  },

  // --- trust and safety: blocks (the peer stays unblocked: the chat rows write to them) ----
  { method: 'GET', path: '/api/me/blocks', expect: user(200), request: () => ({ path: '/api/me/blocks' }) },
  {
    method: 'PUT',
    path: '/api/me/blocks/:userId',
    expect: user(201),
    request: (w, role) => blockRequest(w, role, 'PUT'),
  },
  {
    method: 'DELETE',
    path: '/api/me/blocks/:userId',
    expect: user(204),
    request: (w, role) => blockRequest(w, role, 'DELETE'),
  },

  // --- accounts: sessions, export, deletion, organisation verification (issue 15) ----------
  { method: 'GET', path: '/api/me/sessions', expect: user(200), request: () => ({ path: '/api/me/sessions' }) },
  {
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    expect: ownerOnly(204),
    request: async (w) => {
      await w.freshSession(w.users.owner);
      const [row] = await w.t.deps.database.query<{ id: string }>(
        'SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
        [w.users.owner.id],
      );
      return { path: `/api/me/sessions/${row.id}`, method: 'DELETE' };
    },
  },
  {
    method: 'DELETE',
    path: '/api/me/sessions',
    expect: user(200),
    request: () => ({ path: '/api/me/sessions?keepCurrent=true', method: 'DELETE' }),
  },
  { method: 'GET', path: '/api/me/export', expect: user(200), request: () => ({ path: '/api/me/export' }) },
  {
    method: 'DELETE',
    path: '/api/me',
    case: 'each signed-in role erases a throwaway account of its own',
    expect: user(204),
    request: async (w, role) => {
      const json = { password: PASSWORD, confirmation: 'RADERA' };
      if (role === 'anonymous') return { path: '/api/me', method: 'DELETE', json };
      const throwaway = await throwawayUser(w);
      return { path: '/api/me', method: 'DELETE', json, cookie: throwaway.cookie };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/verifications',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/verifications' }),
  },
  ...(['approve', 'reject'] as const).map((action): PermissionRow => ({
    method: 'POST',
    path: `/api/admin/verifications/:userId/${action}`,
    expect: adminOnly(204),
    request: async (w) => {
      const org = await throwawayUser(w);
      await w.t.deps.database.query(
        `UPDATE profiles SET org_number = '556036-0793', org_verification = 'pending' WHERE id = $1`,
        [org.id],
      );
      const json = action === 'reject' ? { reason: 'Numret stämmer inte.' } : undefined;
      return { path: `/api/admin/verifications/${org.id}/${action}`, method: 'POST', json };
    },
  })),

  // --- trust and safety: reports ---------------------------------------------------------
  {
    method: 'POST',
    path: '/api/reports',
    expect: user(201),
    request: async (w) => ({
      path: '/api/reports',
      method: 'POST',
      json: {
        targetType: 'offer',
        targetId: await w.offer({ approved: true, owner: w.users.peer }),
        reason: 'Spam',
        details: 'Samma erbjudande om och om igen.',
      },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/reports',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/reports?state=open' }),
  },
  {
    method: 'POST',
    path: '/api/admin/reports/:id/resolve',
    expect: adminOnly(200),
    request: async (w) => {
      const [row] = await w.t.deps.database.query<{ id: string }>(
        `INSERT INTO reports (reporter_id, target_type, target_id, reason) VALUES ($1, 'user', $2, 'spam')
         RETURNING id::text AS id`,
        [w.users.peer.id, `borttagen-${w.unique()}`],
      );
      return { path: `/api/admin/reports/${row.id}/resolve`, method: 'POST', json: { action: 'dismiss' } };
    },
  },

  // --- notifications (issue 19) -----------------------------------------------------------
  {
    method: 'GET',
    path: '/api/me/notifications',
    expect: user(200),
    request: () => ({ path: '/api/me/notifications' }),
  },
  {
    method: 'POST',
    path: '/api/me/notifications/read',
    expect: user(200),
    request: () => ({ path: '/api/me/notifications/read', method: 'POST', json: { all: true } }),
  },
  {
    method: 'GET',
    path: '/api/me/notification-settings',
    expect: user(200),
    request: () => ({ path: '/api/me/notification-settings' }),
  },
  {
    method: 'PUT',
    path: '/api/me/notification-settings',
    expect: user(200),
    request: () => ({
      path: '/api/me/notification-settings',
      method: 'PUT',
      json: { settings: [{ kind: 'saved_search', inApp: true, email: 'daily' }] },
    }),
  },
  {
    method: 'GET',
    path: '/api/me/saved-searches',
    expect: user(200),
    request: () => ({ path: '/api/me/saved-searches' }),
  },
  {
    method: 'POST',
    path: '/api/me/saved-searches',
    expect: user(201),
    request: (w) => ({
      path: '/api/me/saved-searches',
      method: 'POST',
      json: { type: 'association', q: `fotboll ${w.unique()}` },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/me/saved-searches/:id',
    expect: ownerOnly(204),
    request: async (w) => {
      const [row] = await w.t.deps.database.query<{ id: string }>(
        `INSERT INTO saved_searches (user_id, type, q) VALUES ($1, 'business', $2) RETURNING id::text AS id`,
        [w.users.owner.id, w.unique()],
      );
      return { path: `/api/me/saved-searches/${row.id}`, method: 'DELETE' };
    },
  },
  {
    method: 'GET',
    path: '/api/unsubscribe',
    expect: all(200),
    request: (w) => ({
      path: `/api/unsubscribe?token=${createUnsubscribeToken(w.t.env.AUTH_SECRET, w.users.peer.id, 'saved_search')}`,
    }),
  },
  {
    method: 'POST',
    path: '/api/unsubscribe',
    case: 'the signed token is the only proof: no cookie, no Origin, a form body',
    expect: all(200),
    request: (w) => ({
      path: `/api/unsubscribe?token=${createUnsubscribeToken(w.t.env.AUTH_SECRET, w.users.peer.id, 'saved_search')}`,
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },

  // --- billing ----------------------------------------------------------------------------
  { method: 'GET', path: '/api/billing/plans', expect: all(200), request: () => ({ path: '/api/billing/plans' }) },
  {
    method: 'GET',
    path: '/api/billing/offer-quota',
    expect: user(200),
    request: () => ({ path: '/api/billing/offer-quota' }),
  },
  {
    method: 'GET',
    path: '/api/billing/subscription',
    expect: user(200),
    request: () => ({ path: '/api/billing/subscription' }),
  },
  {
    method: 'POST',
    path: '/api/billing/customer',
    expect: user(200),
    request: () => ({ path: '/api/billing/customer', method: 'POST' }),
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    expect: user(200),
    request: async (w, role) => {
      const actor = w.actor(role);
      if (actor) await w.t.deps.database.query(`DELETE FROM subscriptions WHERE user_id = $1`, [actor.id]);
      return { path: '/api/billing/checkout', method: 'POST', json: { priceId: PREMIUM_PRICE_ID } };
    },
  },
  {
    method: 'GET',
    path: '/api/billing/checkout/:id',
    expect: ownerOnly(200),
    request: async (w) => ({ path: `/api/billing/checkout/${await w.checkout()}` }),
  },
  {
    method: 'POST',
    path: '/api/billing/checkout/:id/pay',
    expect: ownerOnly(200),
    request: async (w) => ({
      path: `/api/billing/checkout/${await w.checkout()}/pay`,
      method: 'POST',
      json: { cardNumber: TEST_CARD_OK },
    }),
  },
  {
    method: 'POST',
    path: '/api/billing/checkout/:id/cancel',
    expect: ownerOnly(200),
    request: async (w) => ({ path: `/api/billing/checkout/${await w.checkout()}/cancel`, method: 'POST' }),
  },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    case: 'cancels only the caller’s own subscription',
    expect: { anonymous: 401, other: 404, owner: 200, admin: 404 },
    request: async (w, role) => {
      if (role === 'owner') await w.subscribe(w.users.owner);
      return { path: '/api/billing/cancel', method: 'POST' };
    },
  },
  {
    method: 'POST',
    path: '/api/billing/webhook',
    case: 'local billing: no webhook endpoint',
    expect: all(404),
    request: () => ({
      path: '/api/billing/webhook',
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    }),
  },

  // --- AI ---------------------------------------------------------------------------------
  {
    method: 'POST',
    path: '/api/ai/chat',
    expect: all(200),
    request: () => ({
      path: '/api/ai/chat',
      method: 'POST',
      json: { message: 'Vi söker en sponsor till vår fotbollsklubb i Malmö' },
    }),
  },

  ...DEAL_PERMISSIONS,
  // --- insights (issue 20) -----------------------------------------------------------------
  {
    method: 'POST',
    path: '/api/offers/:id/view',
    expect: all(204),
    request: async (w) => ({ path: `/api/offers/${await w.offer({ approved: true })}/view`, method: 'POST' }),
  },
  {
    method: 'GET',
    path: '/api/offers/:id/stats',
    case: 'approved offer',
    expect: { anonymous: 401, other: 403, owner: 200, admin: 200 },
    request: async (w) => ({ path: `/api/offers/${await w.offer({ approved: true })}/stats` }),
  },
  {
    method: 'GET',
    path: '/api/offers/:id/stats',
    case: 'pending offer',
    expect: { anonymous: 401, other: 404, owner: 200, admin: 200 },
    request: async (w) => ({ path: `/api/offers/${await w.offer()}/stats` }),
  },
  { method: 'GET', path: '/api/me/offers/stats', expect: user(200), request: () => ({ path: '/api/me/offers/stats' }) },
  {
    method: 'GET',
    path: '/api/profiles/:id/audience',
    expect: all(200),
    request: (w) => ({ path: `/api/profiles/${w.users.owner.id}/audience` }),
  },
  {
    method: 'PUT',
    path: '/api/me/audience',
    case: 'other is an association, owner and admin are businesses',
    expect: { anonymous: 401, other: 200, owner: 403, admin: 403 },
    request: () => ({
      path: '/api/me/audience',
      method: 'PUT',
      json: { channels: [{ channel: 'medlemmar', count: 250 }], ageBands: { '18–24': 100 }, gender: {}, regions: {} },
    }),
  },
  ...GRANT_PERMISSIONS,
  ...TALENT_PERMISSIONS,

  // --- the built SPA (only registered when the app serves dist/client) ----------------------
  {
    method: 'ALL',
    path: '/assets/*',
    case: 'long cache for built assets',
    app: 'spa',
    expect: all(200),
    request: () => ({ path: '/assets/app.js' }),
  },
  {
    method: 'ALL',
    path: '/*',
    case: 'static files of the built client',
    app: 'spa',
    expect: all(200),
    request: () => ({ path: '/index.html' }),
  },
  {
    method: 'GET',
    path: '/*',
    case: 'SPA fallback',
    app: 'spa',
    expect: all(200),
    request: () => ({ path: '/explore/business' }),
  },
];
