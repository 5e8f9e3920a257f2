// Admin sessions opened with the admin password: a random token in an httpOnly cookie, its hash in the database.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@server/db/client.js';

export const ADMIN_COOKIE = 'samverka_admin';
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createAdminSession(database: Database): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.query(
    `INSERT INTO admin_sessions (token_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2))`,
    [hashToken(token), ADMIN_SESSION_SECONDS],
  );
  return token;
}

export async function verifyAdminSession(database: Database, token: string): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM admin_sessions WHERE token_hash = $1 AND expires_at > now()', [
    hashToken(token),
  ]);
  return rows.length > 0;
}

export async function deleteAdminSession(database: Database, token: string): Promise<void> {
  await database.query('DELETE FROM admin_sessions WHERE token_hash = $1 OR expires_at <= now()', [hashToken(token)]);
}
