// `requireVerifiedEmail()` after requireUser(): an account whose address is not confirmed may look around,
// favourite and edit its profile, but not reach out to others (offers, first messages, contact requests).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@server/context.js';
import { AppError } from '@server/lib/errors.js';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { documented } from './describe.js';

export const emailNotVerified = () => new AppError('EMAIL_NOT_VERIFIED', 403, ACCOUNT_TEXTS.verify.required);

export interface VerifiedEmailOptions {
  /** lets an unverified caller through in this case (e.g. a reply to someone who wrote first) */
  allowWhen?: (c: Context<AppEnv>) => Promise<boolean>;
}

export const requireVerifiedEmail = (options: VerifiedEmailOptions = {}) =>
  documented(
    createMiddleware<AppEnv>(async (c, next) => {
      const user = c.var.user;
      if (user && !user.emailVerified && !(await options.allowWhen?.(c))) throw emailNotVerified();
      await next();
    }),
    { errors: { 403: ['EMAIL_NOT_VERIFIED'] } },
  );
