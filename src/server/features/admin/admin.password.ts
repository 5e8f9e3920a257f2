// The admin password: ADMIN_PASSWORD from the environment, or a generated one whose scrypt hash
// is kept in app_settings. Every comparison takes the same time whatever the input.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import { createPasswordHasher } from '@server/auth.js';
import { appSettings } from '@server/db/schema.js';

export const ADMIN_PASSWORD_SETTING = 'admin_password_hash';

/** A keyed digest makes both sides the same length, so timingSafeEqual can compare them. */
const digestKey = randomBytes(32);
const digest = (value: string) => createHmac('sha256', digestKey).update(value.normalize('NFKC')).digest();

export function equalsConstantTime(input: string, expected: string): boolean {
  return timingSafeEqual(digest(input), digest(expected));
}

export async function readStoredAdminHash(deps: Pick<Deps, 'db'>): Promise<string | null> {
  const rows = await deps.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, ADMIN_PASSWORD_SETTING));
  return rows[0]?.value ?? null;
}

/** Stores the hash unless another process got there first; true when this call stored it. */
export async function storeAdminHashOnce(deps: Pick<Deps, 'db'>, hash: string): Promise<boolean> {
  const rows = await deps.db
    .insert(appSettings)
    .values({ key: ADMIN_PASSWORD_SETTING, value: hash })
    .onConflictDoNothing({ target: appSettings.key })
    .returning({ key: appSettings.key });
  return rows.length > 0;
}

/** A readable random password: 20 characters from an alphabet without look-alikes (~115 bits). */
export function generateAdminPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(40);
  let out = '';
  for (const b of bytes) {
    // 56 symbols: reject the top of the byte range so every symbol is equally likely
    if (b >= 224) continue;
    out += alphabet[b % alphabet.length];
    if (out.length === 20) break;
  }
  return out.length === 20 ? out : generateAdminPassword();
}

export async function verifyAdminPassword(deps: Pick<Deps, 'env' | 'db'>, password: string): Promise<boolean> {
  if (deps.env.ADMIN_PASSWORD) return equalsConstantTime(password, deps.env.ADMIN_PASSWORD);
  const hash = await readStoredAdminHash(deps);
  const hasher = createPasswordHasher(deps.env.PASSWORD_HASH_LOG_N);
  if (!hash) {
    // no password prepared (should not happen after start): spend the same work, then refuse
    await hasher.hash(password);
    return false;
  }
  return hasher.verify({ hash, password });
}
