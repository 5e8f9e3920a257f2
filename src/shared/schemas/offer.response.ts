// Answers of the offers routes (API.md). TOffer, TOfferList and TTagCount are inferred here; offer.ts re-exports them.
import { z } from 'zod';
import { OFFER_TYPES } from '@shared/constants.js';

/** The fields of an offer its owner writes, as they are (or would be) published. */
export const ZOfferFields = z.object({
  type: z.enum(OFFER_TYPES),
  title: z.string(),
  organization: z.string(),
  location: z.string().nullable(),
  budget: z.string().nullable(),
  timeframe: z.string().nullable(),
  description: z.string(),
  tags: z.array(z.string()),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  contact_info: z.string().nullable(),
  target_audience: z.string().nullable(),
  expected_views: z.string().nullable(),
});
export type TOfferFields = z.infer<typeof ZOfferFields>;
/** The owner's proposed version of an approved offer, waiting for review. */
export const ZOfferEdit = ZOfferFields.extend({ submitted_at: z.string() });
export type TOfferEdit = z.infer<typeof ZOfferEdit>;

/** One offer as the API answers it: its written fields and what the server keeps about it. */
export const ZOffer = z.object({
  id: z.string(),
  ...ZOfferFields.shape,
  featured: z.boolean(),
  created_at: z.string(),
  user_id: z.string().nullable(),
  is_approved: z.boolean(),
  owner: z
    .object({
      username: z.string(),
      user_type: z.string(),
      /** the owner's organisationsnummer is checked by an admin ('Verifierad organisation', issue 15) */
      verified: z.boolean(),
    })
    .nullable(),
  pending_edit: ZOfferEdit.nullable()
    .optional()
    .meta({ description: "only to the owner: the edit of an approved offer that waits for an admin's review" }),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferList = z.object({
  items: z.array(ZOffer),
  next_cursor: z.string().nullable(),
  did_you_mean: z
    .string()
    .optional()
    .meta({ description: 'the search text with a misspelt word corrected, when the search corrected one' }),
  some_words_from: z.number().int().nonnegative().optional().meta({
    description:
      'a search of several words ranked by relevance lists the offers with every word first, then those with some of them: the index on this page where the latter begin',
  }),
});
export type TOfferList = z.infer<typeof ZOfferList>;

export const ZOfferItems = z.object({ items: z.array(ZOffer) });
export type TOfferItems = z.infer<typeof ZOfferItems>;

export const ZTagCount = z.object({ tag: z.string(), count: z.number() });
export type TTagCount = z.infer<typeof ZTagCount>;
export const ZTagList = z.object({ items: z.array(ZTagCount) });
export type TTagList = z.infer<typeof ZTagList>;

export const ZSampleLoad = z.object({ inserted: z.number() });
export type TSampleLoad = z.infer<typeof ZSampleLoad>;
