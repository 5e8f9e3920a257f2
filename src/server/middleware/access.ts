// Access checks used in route chains: `requireUser()`, `requireAdmin()`, and `noStore` for personal answers.
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '@server/context.js';
import { forbidden, unauthenticated } from '@server/lib/errors.js';
import { isAdmin } from './session.js';
import { ACCESS, documented } from './describe.js';

/** After this middleware the handler's `c.var.user` is the signed-in caller (never null). */
type SignedInEnv = { Variables: { user: SessionUser } };

/** 401 (with the route's own message, if it has one) unless a session is open. */
export const requireUser = (message?: string) =>
  documented(
    createMiddleware<AppEnv & SignedInEnv>(async (c, next) => {
      if (!c.var.user) throw unauthenticated(message);
      await next();
    }),
    { access: ACCESS.user, security: [{ session: [] }], errors: { 401: ['UNAUTHENTICATED'] } },
  );

/** Admin by role or by the admin password's session: 401 for a caller without any session, 403 for a user. */
export const requireAdmin = () =>
  documented(
    createMiddleware<AppEnv>(async (c, next) => {
      if (!(await isAdmin(c))) throw c.var.user ? forbidden() : unauthenticated();
      await next();
    }),
    {
      access: ACCESS.admin,
      security: [{ session: [] }, { adminSession: [] }],
      errors: { 401: ['UNAUTHENTICATED'], 403: ['FORBIDDEN'] },
    },
  );

/**
 * A public answer that differs for a signed-in caller (contact details, 'watched'): revalidated every time,
 * never kept in a shared cache for a signed-in caller, and keyed by the cookie.
 */
export const perCaller = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', c.var.user ? 'private, no-cache' : 'no-cache');
  c.res.headers.set('Vary', 'Cookie');
});

/** Personal answers are never stored by a browser or a shared cache (errors included). */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});
