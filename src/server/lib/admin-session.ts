// Admin sessions opened with the admin password: a random token in an httpOnly cookie, its hash in the database.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client.js';
import { adminSessions } from '@server/db/schema.js';

export const ADMIN_COOKIE = 'samverka_admin';
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createAdminSession({ db }: Pick<Database, 'db'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(secs => ${ADMIN_SESSION_SECONDS})`,
  });
  return token;
}

export async function verifyAdminSession({ db }: Pick<Database, 'db'>, token: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), gt(adminSessions.expiresAt, sql`now()`)));
  return rows.length > 0;
}

export async function deleteAdminSession({ db }: Pick<Database, 'db'>, token: string): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(eq(adminSessions.tokenHash, hashToken(token)), lte(adminSessions.expiresAt, sql`now()`)));
}
