import type { Deps } from '@server/context.js';
import { createPasswordHasher } from '@server/auth.js';
import { generateAdminPassword, readStoredAdminHash, storeAdminHashOnce } from './admin.password.js';

export interface AdminCredentials {
  password: string;
  hash: string;
}

/** A new admin password and its scrypt hash. */
export async function generateAdminCredentials(logN: number): Promise<AdminCredentials> {
  const password = generateAdminPassword();
  return { password, hash: await createPasswordHasher(logN).hash(password) };
}

/**
 * Runs once at start, before the server listens. With ADMIN_PASSWORD set nothing is stored.
 * Without it, the first start generates a password, logs it once and keeps only its scrypt hash
 * in app_settings; later starts (and other processes on the same database) find the hash and stay quiet.
 * `generated`: credentials the caller began making early (a new database surely needs them).
 * Returns the generated password when this call created it (for tests), else null.
 */
export async function prepareAdmin(deps: Deps, generated?: Promise<AdminCredentials>): Promise<string | null> {
  if (deps.env.ADMIN_PASSWORD) return null;
  if (await readStoredAdminHash(deps)) return null;
  const { password, hash } = await (generated ?? generateAdminCredentials(deps.env.PASSWORD_HASH_LOG_N));
  if (!(await storeAdminHashOnce(deps, hash))) return null;
  deps.log.warn(
    { adminPassword: password },
    'ADMIN_PASSWORD is not set: generated an admin password for /admin. It is shown only this once; ' +
      'only its hash is stored. Set ADMIN_PASSWORD to choose your own.',
  );
  return password;
}
