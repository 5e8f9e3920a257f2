// Requests of the grants routes (Stiftelsesök, issue 24), shared by the forms and the server.
import { z } from 'zod';
import {
  APPLY_MODES,
  DEADLINE_KINDS,
  GRANT_APPLICANTS,
  GRANT_AREAS,
  GRANT_REGIONS,
  GRANT_TEXTS,
} from '@shared/grant-texts.js';

const E = GRANT_TEXTS.errors;
const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} saknas.` })
    .trim()
    .min(min, `${label} måste vara minst ${min} tecken.`)
    .max(max, `${label} får vara högst ${max} tecken.`);
const list = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(z.enum(values, { message: `Okänt värde i ${label}.` }), { message: `Välj ${label}.` })
    .min(1, `Välj minst ett alternativ i ${label}.`)
    .transform((v) => [...new Set(v)]);
const lines = (label: string, max: number) =>
  z
    .array(text(label, 2, 300), { message: `${label}: ange en lista.` })
    .max(max, `Högst ${max} ${label.toLowerCase()}.`)
    .default([]);
const amount = z
  .number({ message: 'Beloppet måste vara ett heltal i kronor.' })
  .int('Beloppet måste vara ett heltal i kronor.')
  .min(0, 'Beloppet kan inte vara negativt.')
  .max(1_000_000_000, 'Beloppet är för stort.')
  .nullable()
  .default(null);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ange datum som ÅÅÅÅ-MM-DD.');

const ZGrantFieldsBase = z.object({
  organization: text('Stiftelsens namn', 2, 160),
  name: text('Namnet på utlysningen', 5, 160),
  purpose: text('Syftet', 20, 5000),
  criteria: lines('Kriterier', 15),
  areas: list(GRANT_AREAS, 'områden'),
  regions: list(GRANT_REGIONS, 'regioner'),
  applicant_types: list(GRANT_APPLICANTS, 'vem som får söka'),
  amount_min: amount,
  amount_max: amount,
  deadline_kind: z.enum(DEADLINE_KINDS, { message: 'Välj typ av sista ansökningsdag.' }),
  deadline_date: isoDate.nullable().default(null),
  deadline_month: z.number().int().min(1).max(12).nullable().default(null),
  deadline_day: z.number().int().min(1).max(31).nullable().default(null),
  apply_mode: z.enum(APPLY_MODES, { message: 'Välj hur man ansöker.' }),
  apply_url: z.string().trim().max(500).nullable().default(null),
  documents: lines('Dokument', 15),
});

const validDay = (m: number, d: number) => d <= [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

/** The rules across fields: amounts in order, the deadline of its kind, an external link when applying there. */
export const grantRules = (g: z.infer<typeof ZGrantFieldsBase>, ctx: z.RefinementCtx) => {
  if (g.amount_min !== null && g.amount_max !== null && g.amount_min > g.amount_max)
    ctx.addIssue({ code: 'custom', message: E.amountOrder, path: ['amount_min'] });
  if (g.deadline_kind === 'date' && (!g.deadline_date || Number.isNaN(Date.parse(g.deadline_date))))
    ctx.addIssue({ code: 'custom', message: E.deadlineDate, path: ['deadline_date'] });
  if (
    g.deadline_kind === 'yearly' &&
    (g.deadline_month === null || g.deadline_day === null || !validDay(g.deadline_month, g.deadline_day))
  )
    ctx.addIssue({ code: 'custom', message: E.deadlineYearly, path: ['deadline_day'] });
  if (g.apply_mode === 'external' && !/^https?:\/\/\S+\.\S+/.test(g.apply_url ?? ''))
    ctx.addIssue({ code: 'custom', message: E.applyUrl, path: ['apply_url'] });
};

export const ZGrantFields = ZGrantFieldsBase.superRefine(grantRules);
export type TGrantFields = z.infer<typeof ZGrantFields>;
export const ZCreateGrantRequest = ZGrantFields;
export type TCreateGrantRequest = z.infer<typeof ZCreateGrantRequest>;
/** an edit sends the whole form again (the rules hold across fields) */
export const ZUpdateGrantRequest = ZGrantFields;

const csvList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(values, { message: 'Okänt filter.' })));

export const GRANT_SORTS = ['deadline', 'newest', 'relevance'] as const;
export const ZListGrantsQuery = z.object({
  q: z.string().max(200).optional(),
  area: csvList(GRANT_AREAS),
  region: z.enum(GRANT_REGIONS, { message: 'Okänd region.' }).optional(),
  applicant: z.enum(GRANT_APPLICANTS, { message: 'Okänd sökandetyp.' }).optional(),
  /** an amount the caller seeks: programmes whose range holds it */
  amount: z.coerce.number({ message: 'Beloppet måste vara ett tal.' }).int().min(0).optional(),
  open: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  deadlineBefore: isoDate.optional(),
  sort: z.enum(GRANT_SORTS, { message: 'Okänd sortering.' }).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'Ogiltig sidmarkör.')
    .optional(),
});
export type TListGrantsQuery = z.infer<typeof ZListGrantsQuery>;

export const ZAdminGrantsQuery = z.object({ state: z.enum(['pending', 'approved', 'all']).default('pending') });
export const ZFoundationsQuery = z.object({
  q: z.string().max(200).optional(),
  region: z.enum(GRANT_REGIONS, { message: 'Okänd region.' }).optional(),
});

export const ZGrantIdParam = z.object({ grantId: z.string().min(1, 'Ogiltigt id.') });

export const ZCreateApplicationRequest = z.object({
  text: text('Ansökan', 50, 20_000),
});
export const ZUpdateApplicationRequest = z
  .object({
    status: z.enum(['received', 'granted', 'rejected'], { message: 'Okänd status.' }),
    amount: z.number().int().min(1, 'Beloppet måste vara minst 1 kr.').max(1_000_000_000).optional(),
    message: z.string().trim().max(2000, 'Meddelandet får vara högst 2000 tecken.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'granted' && v.amount === undefined)
      ctx.addIssue({ code: 'custom', message: E.amountRequired, path: ['amount'] });
  });
export type TUpdateApplicationRequest = z.infer<typeof ZUpdateApplicationRequest>;
