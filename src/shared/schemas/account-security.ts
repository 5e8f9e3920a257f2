// Inputs and answers of the account's sessions, export, deletion and organisation verification (API.md Accounts).
import { z } from 'zod';
import { normaliseOrgNumber, ORG_TEXTS } from '../org-number.js';

export const ZSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** the raw user agent */
  userAgent: z.string().nullable(),
  /** 'Chrome på Windows' */
  device: z.string(),
  ip: z.string().nullable(),
  /** the session of this request ('Den här enheten') */
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZSessionList = z.object({ sessions: z.array(ZSession) });
export type TSessionList = z.infer<typeof ZSessionList>;
export const ZSessionIdParam = z.object({ id: z.string().min(1).max(100) });
export const ZEndSessionsQuery = z.object({ keepCurrent: z.enum(['true', 'false']).optional() });
export const ZSessionsEnded = z.object({ ended: z.number() });
export type TSessionsEnded = z.infer<typeof ZSessionsEnded>;

export const ZDeleteAccount = z.object({
  password: z.string().max(200).optional(),
  code: z.string().max(40).optional(),
  confirmation: z.string().max(40),
});
export type TDeleteAccount = z.infer<typeof ZDeleteAccount>;

export const ZVerification = z.object({
  user_id: z.string(),
  username: z.string(),
  user_type: z.string(),
  org_number: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  updated_at: z.string(),
});
export type TVerification = z.infer<typeof ZVerification>;
export const ZVerificationList = z.object({ items: z.array(ZVerification) });
export type TVerificationList = z.infer<typeof ZVerificationList>;
export const ZRejectVerification = z.object({ reason: z.string().trim().min(3, 'Ange ett skäl').max(500) });

/** The shape alone (the type's fit is checked where the type is known); '' or null clears the number. */
export const ZOrgNumber = z
  .string()
  .trim()
  .max(20, ORG_TEXTS.format)
  .refine((v) => v === '' || normaliseOrgNumber(v) !== null, ORG_TEXTS.format)
  .nullable();
