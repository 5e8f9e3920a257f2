// A signed-in request costs one query: the session cookie's signature is checked here (HMAC-SHA256 with
// AUTH_SECRET, as better-auth signs it) and the session is read together with its user. Whatever is not
// the plain case — an expired session (better-auth deletes it) or one due for its daily extension — is left
// to better-auth's getSession, which stays the authority; revoking a session deletes its row, so a revoked
// session is refused by the very next request.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '@server/db/client.js';
import { SESSION_SECONDS } from '@server/auth.js';
import type { SessionUser } from '@server/context.js';

/** the token of a cookie value `token.signature` whose signature is the secret's, else null */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = value.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  user: Omit<SessionUser, 'sessionId'>;
}

/**
 * Session and user by token. A fixed text rather than Drizzle's builder: it is sent on every signed-in
 * request, and building the statement each time cost a tenth of such a request's CPU.
 */
const SESSION_WITH_USER = `SELECT s.id AS session_id, s.expires_at, s.last_seen_at,
       u.id, u.email, u.email_verified, u.created_at, u.role, u.username, u.user_type, u.two_factor_enabled
  FROM sessions s JOIN users u ON u.id = s.user_id
 WHERE s.token = $1
 LIMIT 1`;

interface SessionWithUserRow {
  session_id: string;
  expires_at: Date;
  last_seen_at: Date;
  id: string;
  email: string;
  email_verified: boolean;
  created_at: Date;
  role: string;
  username: string | null;
  user_type: string | null;
  two_factor_enabled: boolean;
}

/** The session of `token` with its user, in one query; null when there is none. */
export async function findSessionWithUser(database: Database, token: string): Promise<SessionRow | null> {
  const [row] = await database.query<SessionWithUserRow>(SESSION_WITH_USER, [token]);
  if (!row) return null;
  return {
    sessionId: row.session_id,
    expiresAt: new Date(row.expires_at),
    lastSeenAt: new Date(row.last_seen_at),
    user: {
      id: row.id,
      email: row.email,
      emailVerified: row.email_verified,
      createdAt: new Date(row.created_at),
      role: row.role,
      username: row.username,
      userType: row.user_type,
      twoFactorEnabled: row.two_factor_enabled,
    },
  };
}

/** better-auth must see this session: it has expired, or it is due for its extension (once a day) */
export function needsBetterAuth(row: SessionRow, now = Date.now()): boolean {
  const { expiresIn, updateAge } = SESSION_SECONDS;
  return row.expiresAt.getTime() <= now || row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
}
