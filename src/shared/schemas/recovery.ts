// Forms of account recovery and settings; the server's own rules are better-auth's plus ours in auth.routes.
import { z } from 'zod';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { ZEmail, ZNewPassword } from './auth.js';

export const ZForgotPassword = z.object({ email: ZEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

const ZTypedTwice = z.object({
  newPassword: ZNewPassword,
  confirmPassword: z.string().min(1, 'Upprepa lösenordet'),
});
/** the new password typed twice must match */
const sameTwice = {
  check: (v: z.infer<typeof ZTypedTwice>) => v.newPassword === v.confirmPassword,
  message: ACCOUNT_TEXTS.reset.mismatch,
  path: ['confirmPassword'],
};

export const ZResetPasswordForm = ZTypedTwice.refine(sameTwice.check, sameTwice);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZChangePasswordForm = ZTypedTwice.extend({
  currentPassword: z.string().min(1, 'Ange ditt nuvarande lösenord'),
  revokeOtherSessions: z.boolean(),
}).refine(sameTwice.check, sameTwice);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZChangeEmailForm = z.object({ newEmail: ZEmail });
export type TChangeEmailForm = z.infer<typeof ZChangeEmailForm>;
