// Loads the caller's session (only when a session cookie is present) and offers the access checks.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '@server/context.js';
import { verifyAdminSession, ADMIN_COOKIE } from '@server/lib/admin-session.js';
import { getCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import { requestHeader } from './security.js';
import { BlockList, isIP } from 'node:net';
import { sessionCookieName } from '@server/auth.js';
import { findSessionWithUser, needsBetterAuth, verifySignedToken } from '@server/features/account/session-lookup.js';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?samverka\.session_token=/;

/** 'Senast aktiv' of a session is kept to this precision (one write per session and interval at most). */
export const LAST_SEEN_PRECISION_SECONDS = 5 * 60;

async function touchSession(c: Context<AppEnv>, sessionId: string) {
  await c.get('deps').database.query(
    `UPDATE sessions SET last_seen_at = now()
      WHERE id = $1 AND last_seen_at < now() - make_interval(secs => $2)`,
    [sessionId, LAST_SEEN_PRECISION_SECONDS],
  );
}

export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const cookie = requestHeader(c, 'cookie');
  if (hasSessionCookie(cookie)) await loadSession(c, cookie);
  await next();
});

/** true when the request carries a session cookie (then `loadSession` is worth a query) */
export const hasSessionCookie = (cookie: string | undefined): cookie is string =>
  !!cookie && SESSION_COOKIE.test(cookie);

/** The plain case in one query (session-lookup.ts); an expired session or one due for extension through better-auth. */
export async function loadSession(c: Context<AppEnv>, cookie: string) {
  const { env, database } = c.get('deps');
  const name = sessionCookieName(env);
  const value = parseCookies(cookie, name)[name];
  // better-auth refuses these too: no cookie of the configured name, or a signature not made with our secret
  const token = value ? verifySignedToken(value, env.AUTH_SECRET) : null;
  if (!token) return;
  const row = await findSessionWithUser(database, token);
  if (!row) return;
  if (needsBetterAuth(row)) return loadThroughBetterAuth(c);
  c.set('user', { ...row.user, sessionId: row.sessionId });
  if (row.lastSeenAt.getTime() <= Date.now() - LAST_SEEN_PRECISION_SECONDS * 1000) await touchSession(c, row.sessionId);
}

async function loadThroughBetterAuth(c: Context<AppEnv>) {
  const session = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return;
  const u = session.user as typeof session.user & {
    role?: string;
    username?: string;
    userType?: string;
    twoFactorEnabled?: boolean | null;
  };
  c.set('user', {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    createdAt: new Date(u.createdAt),
    role: u.role ?? 'user',
    username: u.username ?? null,
    userType: u.userType ?? null,
    twoFactorEnabled: u.twoFactorEnabled === true,
    sessionId: session.session.id,
  });
  await touchSession(c, session.session.id);
}

/** Admin by role, or by an admin session opened with the admin password. */
export async function isAdmin<E extends AppEnv>(c: Context<E>): Promise<boolean> {
  const { user, deps } = c.var as AppEnv['Variables'];
  if (user?.role === 'admin') return true;
  const token = getCookie(c, ADMIN_COOKIE);
  return token ? verifyAdminSession(deps.database, token) : false;
}

/** Strips an IPv4-mapped IPv6 prefix, so '::ffff:10.0.0.1' matches the proxy list entry '10.0.0.1'. */
const plainAddress = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address);

const proxyLists = new Map<string, BlockList>();
function proxyList(entries: string[]): BlockList {
  const key = entries.join(',');
  let list = proxyLists.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address, prefix] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    proxyLists.set(key, list);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address as the trusted proxies saw it. X-Forwarded-For is read from the right: each
 * proxy appends the address that connected to it, so only the entries our own proxies wrote count;
 * whatever a client puts at the left cannot change the answer.
 * - `trust` a number of hops: the entry that many places from the right (the socket address when 0);
 * - `trust` a list of proxy addresses: walk left past every trusted address, starting at the socket.
 */
export function resolveClientIp(trust: number | string[], remote: string, forwardedFor: string | undefined): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    remote,
  ];
  if (typeof trust === 'number') {
    if (trust <= 0) return remote;
    return chain[Math.max(0, chain.length - 1 - trust)];
  }
  const list = proxyList(trust);
  let i = chain.length - 1;
  while (i > 0 && isTrusted(list, chain[i])) i--;
  return chain[i];
}

export function clientIp(c: Context<AppEnv>): string {
  let remote: string;
  try {
    remote = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    remote = 'local';
  }
  const trust = c.var.deps.env.TRUST_PROXY;
  if (trust === 0 || (Array.isArray(trust) && trust.length === 0)) return remote;
  return resolveClientIp(trust, remote, c.req.header('x-forwarded-for'));
}
