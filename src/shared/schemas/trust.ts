// Inputs of trust and safety (issue 14): a report, and the admin's report list and resolve.
import { z } from 'zod';
import {
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_TYPES,
  TRUST_TEXTS,
  type ReportReason,
} from '@shared/trust-texts.js';

const E = TRUST_TEXTS.errors;
export const REPORT_DETAILS_MAX = 2000;

/** The code, or its Swedish label as the form shows it ('Bedrägeri' → fraud). */
const byLabel = new Map<string, ReportReason>(REPORT_REASONS.map((r) => [REPORT_REASON_LABELS[r], r]));
export const ZReportReason = z.preprocess(
  (v) => (typeof v === 'string' ? (byLabel.get(v) ?? v) : v),
  z.enum(REPORT_REASONS, { message: E.reportReason }),
);

export const ZCreateReport = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { message: E.reportTargetType }),
    targetId: z.string({ message: E.reportTargetId }).trim().min(1, E.reportTargetId).max(100, E.reportTargetId),
    reason: ZReportReason,
    details: z.string().trim().max(REPORT_DETAILS_MAX, E.reportDetailsTooLong).optional().default(''),
  })
  .refine((v) => v.reason !== 'other' || v.details.length > 0, {
    message: E.reportDetailsRequired,
    path: ['details'],
  });
export type TCreateReport = z.infer<typeof ZCreateReport>;

export const ZAdminReportsQuery = z.object({
  state: z.enum(['open', 'closed'], { message: E.reportState }).default('open'),
  /** the next page: `next_cursor` of the page before */
  cursor: z.string().max(200, E.reportCursor).optional(),
});
export type TAdminReportsQuery = z.infer<typeof ZAdminReportsQuery>;

export const ZResolveReport = z.object({ action: z.enum(REPORT_ACTIONS, { message: E.reportAction }) });
export type TResolveReport = z.infer<typeof ZResolveReport>;
