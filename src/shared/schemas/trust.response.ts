// Answers of trust and safety (API.md "Trust and safety"): blocks, reports, the admin's reports.
import { z } from 'zod';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_TARGET_TYPES } from '@shared/trust-texts.js';

export const ZBlockedUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  user_type: z.string().nullable(),
  blocked_at: z.string(),
});
export type TBlockedUser = z.infer<typeof ZBlockedUser>;
export const ZBlockList = z.object({ blocks: z.array(ZBlockedUser) });
export type TBlockList = z.infer<typeof ZBlockList>;
export const ZBlockAdded = z.object({ block: ZBlockedUser, created: z.boolean() });
export type TBlockAdded = z.infer<typeof ZBlockAdded>;

export const ZReportCreated = z.object({ id: z.string(), created: z.boolean() });
export type TReportCreated = z.infer<typeof ZReportCreated>;

export const ZAdminReport = z.object({
  id: z.string(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.string(),
  /** offer title, username or message text; null when the target no longer exists */
  target_label: z.string().nullable(),
  /** the user a message was sent by, so the admin can open their profile */
  target_user_id: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  reason_label: z.string(),
  details: z.string(),
  reporter_id: z.string(),
  reporter_username: z.string().nullable(),
  state: z.enum(['open', 'closed']),
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;
export const ZAdminReportList = z.object({
  items: z.array(ZAdminReport),
  /** every report in this state, on all pages */
  total: z.number(),
  /** null on the last page */
  next_cursor: z.string().nullable(),
});
export type TAdminReportList = z.infer<typeof ZAdminReportList>;
export const ZReportResolved = z.object({ report: ZAdminReport, closed: z.number() });
export type TReportResolved = z.infer<typeof ZReportResolved>;
