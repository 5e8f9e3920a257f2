// Answers of the grants routes (Stiftelsesök, issue 24).
import { z } from 'zod';
import { APPLICATION_STATUSES, APPLY_MODES, DEADLINE_KINDS } from '@shared/grant-texts.js';

export const ZGrant = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  organization: z.string(),
  foundation_id: z.string().nullable(),
  name: z.string(),
  purpose: z.string(),
  criteria: z.array(z.string()),
  areas: z.array(z.string()),
  regions: z.array(z.string()),
  applicant_types: z.array(z.string()),
  amount_min: z.number().nullable(),
  amount_max: z.number().nullable(),
  deadline_kind: z.enum(DEADLINE_KINDS),
  deadline_date: z.string().nullable(),
  deadline_month: z.number().nullable(),
  deadline_day: z.number().nullable(),
  next_deadline: z.string().nullable().meta({ description: 'the next deadline (YYYY-MM-DD), null for löpande' }),
  is_open: z.boolean(),
  apply_mode: z.enum(APPLY_MODES),
  apply_url: z.string().nullable(),
  documents: z.array(z.string()),
  is_approved: z.boolean(),
  is_example: z.boolean().meta({ description: 'invented sample data (Exempeldata)' }),
  created_at: z.string(),
  watched: z.boolean().optional().meta({ description: 'signed in: the caller watches it' }),
});
export type TGrant = z.infer<typeof ZGrant>;
export const ZGrantList = z.object({
  items: z.array(ZGrant),
  next_cursor: z.string().nullable(),
  did_you_mean: z.string().nullable(),
});
export type TGrantList = z.infer<typeof ZGrantList>;
export const ZGrantItems = z.object({ items: z.array(ZGrant) });
export type TGrantItems = z.infer<typeof ZGrantItems>;

export const ZFoundation = z.object({
  id: z.string(),
  name: z.string(),
  org_number: z.string(),
  county: z.string(),
  purpose: z.string(),
  contact: z.string(),
  claimed: z.boolean(),
  claim_pending: z.boolean(),
  is_example: z.boolean(),
});
export type TFoundation = z.infer<typeof ZFoundation>;
export const ZFoundationList = z.object({ items: z.array(ZFoundation) });
export type TFoundationList = z.infer<typeof ZFoundationList>;

export const ZImportResult = z.object({
  imported: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZGrantDraft = z.object({
  text: z.string(),
  source: z.enum(['model', 'structured']),
  addressed: z.array(z.string()).meta({ description: "the programme's criteria the draft addresses" }),
  missing: z.array(z.string()).meta({ description: 'criteria it cannot address from the profile' }),
  notice: z.string().nullable(),
});
export type TGrantDraft = z.infer<typeof ZGrantDraft>;

export const ZApplication = z.object({
  id: z.string(),
  grant_id: z.string(),
  grant_name: z.string(),
  user_id: z.string(),
  applicant: z.string(),
  text: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  amount: z.number().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationList = z.object({ items: z.array(ZApplication) });
export type TApplicationList = z.infer<typeof ZApplicationList>;
