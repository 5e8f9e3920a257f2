// Answers of the offers routes (API.md). TOffer itself is declared in offer.ts; ZOffer is checked against it.
import { z } from 'zod';
import { OFFER_TYPES } from '@shared/constants.js';
import type { TOffer, TOfferList, TTagCount } from './offer.js';

export const ZOffer = z.object({
  id: z.string(),
  type: z.enum(OFFER_TYPES),
  title: z.string(),
  organization: z.string(),
  location: z.string().nullable(),
  budget: z.string().nullable(),
  timeframe: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  logo: z.string().nullable(),
  featured: z.boolean(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  phone: z.string().nullable(),
  contact_info: z.string().nullable(),
  is_approved: z.boolean(),
  target_audience: z.string().nullable(),
  expected_views: z.string().nullable(),
  owner: z.object({ username: z.string(), user_type: z.string() }).nullable(),
}) satisfies z.ZodType<TOffer>;

export const ZOfferList = z.object({
  items: z.array(ZOffer),
  next_cursor: z.string().nullable(),
}) satisfies z.ZodType<TOfferList>;

export const ZOfferItems = z.object({ items: z.array(ZOffer) });
export type TOfferItems = z.infer<typeof ZOfferItems>;

export const ZTagList = z.object({
  items: z.array(z.object({ tag: z.string(), count: z.number() }) satisfies z.ZodType<TTagCount>),
});
export type TTagList = z.infer<typeof ZTagList>;

export const ZSampleLoad = z.object({ inserted: z.number() });
