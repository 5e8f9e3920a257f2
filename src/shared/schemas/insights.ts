// Requests of insights (API.md "Insights"): the statistics window and the declared audience.
import { z } from 'zod';
import {
  AGE_BANDS,
  AUDIENCE_CHANNELS,
  COUNTIES,
  GENDERS,
  INSIGHTS_TEXTS,
  STATS_MAX_DAYS,
  percentSum,
} from '@shared/insights-texts.js';

const E = INSIGHTS_TEXTS.errors;
const DAY_MS = 86_400_000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, E.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), E.date);

/** GET /api/offers/:id/stats?from=&to= (both optional: the last 30 days up to today) */
export const ZStatsQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, E.range)
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < STATS_MAX_DAYS, E.rangeTooLong);
export type TStatsQuery = z.infer<typeof ZStatsQuery>;

const percent = z.number({ message: E.percent }).int(E.percent).min(0, E.percent).max(100, E.percent);
const percentGroup = <K extends readonly [string, ...string[]]>(keys: K, group: string) =>
  z
    .partialRecord(z.enum(keys), percent)
    .default({})
    .superRefine((values, ctx) => {
      const total = percentSum(values);
      // an empty group is 'not given'; a given one is a whole
      if (Object.keys(values).length > 0 && total !== 100)
        ctx.addIssue({ code: 'custom', message: E.sum(group, total) });
    });

/** PUT /api/me/audience */
export const ZAudienceRequest = z.object({
  channels: z
    .array(
      z.object({
        channel: z.enum(AUDIENCE_CHANNELS),
        count: z.number({ message: E.count }).int(E.count).min(0, E.count).max(1_000_000_000, E.count),
      }),
    )
    .max(AUDIENCE_CHANNELS.length)
    .refine((list) => new Set(list.map((c) => c.channel)).size === list.length, E.duplicateChannel),
  ageBands: percentGroup(AGE_BANDS, INSIGHTS_TEXTS.groups.ageBands),
  gender: percentGroup(GENDERS, INSIGHTS_TEXTS.groups.gender),
  regions: percentGroup(COUNTIES, INSIGHTS_TEXTS.groups.regions),
});
export type TAudienceRequest = z.input<typeof ZAudienceRequest>;

/** PUT /api/me/contacts/:userId?offerId=: the offer whose 'Kontakta' was pressed, counted as a contact start */
export const ZContactStartQuery = z.object({
  offerId: z
    .string()
    .regex(/^\d{1,18}$/, 'Ogiltigt id.')
    .optional(),
});
