// Answers of insights (API.md "Insights"): an offer's statistics and a declared audience.
import { z } from 'zod';
import { AGE_BANDS, AUDIENCE_CHANNELS, COUNTIES, GENDERS } from '@shared/insights-texts.js';

export const ZStatsCounts = z.object({
  views: z.number(),
  /** per day the same as views (one view per viewer and day); over a window, signed-in viewers count once */
  uniqueViewers: z.number(),
  favorites: z.number(),
  contacts: z.number(),
});
export const ZStatsDay = ZStatsCounts.extend({ day: z.string() });
export const ZStatsShare = z.object({ key: z.string(), count: z.number() });

export const ZOfferStats = z.object({
  offerId: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(ZStatsDay),
  totals: ZStatsCounts,
  /** viewers by user type ('anonym' for visitors not signed in) and by county ('okänd' when unknown) */
  byUserType: z.array(ZStatsShare),
  byRegion: z.array(ZStatsShare),
});
export type TOfferStats = z.infer<typeof ZOfferStats>;
export type TStatsDay = z.infer<typeof ZStatsDay>;
export type TStatsShare = z.infer<typeof ZStatsShare>;

export const ZAudience = z.object({
  userId: z.string(),
  channels: z.array(z.object({ channel: z.enum(AUDIENCE_CHANNELS), count: z.number() })),
  ageBands: z.partialRecord(z.enum(AGE_BANDS), z.number()),
  gender: z.partialRecord(z.enum(GENDERS), z.number()),
  regions: z.partialRecord(z.enum(COUNTIES), z.number()),
  totalReach: z.number(),
  /** always 'Uppgivet av användaren': nobody checked these numbers */
  source: z.string(),
  declaredAt: z.string(),
});
export type TAudience = z.infer<typeof ZAudience>;
export const ZAudienceAnswer = z.object({ audience: ZAudience.nullable() });
export type TAudienceAnswer = z.infer<typeof ZAudienceAnswer>;

/** GET /api/me/offers/stats: the last 7 days of each of the caller's offers */
export const ZOwnOfferTotals = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(z.object({ offerId: z.string(), views: z.number(), favorites: z.number(), contacts: z.number() })),
});
export type TOwnOfferTotals = z.infer<typeof ZOwnOfferTotals>;
