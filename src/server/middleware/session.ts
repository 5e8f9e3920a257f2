// Loads the caller's session (only when a session cookie is present) and offers the access checks.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '@server/context.js';
import { verifyAdminSession, ADMIN_COOKIE } from '@server/lib/admin-session.js';
import { getCookie } from 'hono/cookie';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?samverka\.session_token=/;

export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const cookie = c.req.header('cookie');
  if (cookie && SESSION_COOKIE.test(cookie)) {
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (session) {
      const u = session.user as typeof session.user & { role?: string; username?: string; userType?: string };
      c.set('user', {
        id: u.id,
        email: u.email,
        createdAt: new Date(u.createdAt),
        role: u.role ?? 'user',
        username: u.username ?? null,
        userType: u.userType ?? null,
      });
    }
  }
  await next();
});

/** Admin by role, or by an admin session opened with the admin password. */
export async function isAdmin<E extends AppEnv>(c: Context<E>): Promise<boolean> {
  const { user, deps } = c.var as AppEnv['Variables'];
  if (user?.role === 'admin') return true;
  const token = getCookie(c, ADMIN_COOKIE);
  return token ? verifyAdminSession(deps.database, token) : false;
}

export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
