// A signed-in request costs one query: the session cookie's signature is checked here (HMAC-SHA256 with
// AUTH_SECRET, as better-auth signs it) and the session is read together with its user. Whatever is not
// the plain case — an expired session (better-auth deletes it) or one due for its daily extension — is left
// to better-auth's getSession, which stays the authority; revoking a session deletes its row, so a revoked
// session is refused by the very next request.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { sessions, users } from '@server/db/schema.js';
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

/** The session of `token` with its user, in one query; null when there is none. */
export async function findSessionWithUser(db: Db, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        role: users.role,
        username: users.username,
        userType: users.userType,
        twoFactorEnabled: users.twoFactorEnabled,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  return row ?? null;
}

/** better-auth must see this session: it has expired, or it is due for its extension (once a day) */
export function needsBetterAuth(row: SessionRow, now = Date.now()): boolean {
  const { expiresIn, updateAge } = SESSION_SECONDS;
  return row.expiresAt.getTime() <= now || row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
}
