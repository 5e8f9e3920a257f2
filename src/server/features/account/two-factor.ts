// The second factor (better-auth's two-factor plugin, configured in src/server/auth.ts): its errors in
// Swedish and the routes that take the account's password.
import type { Auth } from '@server/auth.js';
import { TWO_FACTOR_TEXTS } from '@shared/account-texts.js';

const T = TWO_FACTOR_TEXTS.errors;

/** The plugin's error codes as the API answers them. */
export const TWO_FACTOR_MESSAGES: Record<string, { status: number; message: string }> = {
  INVALID_CODE: { status: 401, message: T.invalidCode },
  INVALID_BACKUP_CODE: { status: 401, message: T.invalidBackupCode },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, message: T.locked },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 429, message: T.tooManyAttempts },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: T.signInExpired },
  TOTP_ALREADY_ENABLED: { status: 400, message: T.alreadyOn },
  TOTP_NOT_ENABLED: { status: 400, message: T.notOn },
  TWO_FACTOR_NOT_ENABLED: { status: 400, message: T.notOn },
  BACKUP_CODES_NOT_ENABLED: { status: 400, message: T.notOn },
};

/** Routes that take the account's password (a wrong one is the caller's, not a failed sign-in). */
export const TWO_FACTOR_PASSWORD_PATHS = [
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
];

/** Routes that check a code. */
export const TWO_FACTOR_CODE_PATHS = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'];

/**
 * Whether `code` is the signed-in caller's current code from the app, or one of their backup codes (the
 * session in `headers` says whose); used where an action asks for the code instead of the password.
 */
export async function isOwnTwoFactorCode(auth: Auth, headers: Headers, code: string): Promise<boolean> {
  const clean = code.trim();
  return auth.api.verifyTOTP({ body: { code: clean }, headers }).then(
    () => true,
    () =>
      auth.api.verifyBackupCode({ body: { code: clean }, headers }).then(
        () => true,
        () => false,
      ),
  );
}
