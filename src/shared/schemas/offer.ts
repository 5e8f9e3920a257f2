// The offer schemas shared by the offer form (browser) and the offers API (server), spec §5.
import { z } from 'zod';
import { LIMITS, OFFER_TYPES, SORT_ORDERS } from '@shared/constants.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import { COUNTIES, INSIGHTS_TEXTS } from '@shared/insights-texts.js';

const M = OFFER_TEXTS.validation;
const OPTIONAL_TEXT_MAX = 200;

/** Optional free text: '' (or only spaces) counts as not given. */
const optionalText = (max = OPTIONAL_TEXT_MAX) => z.string().trim().max(max, M.tooLong(max)).optional();

/** A logo is an image this app stored: a local `/uploads/<name>` path or an http(s) URL (S3 bucket). */
export const isLogoUrl = (value: string): boolean => {
  if (/^\/uploads\/[A-Za-z0-9._-]+$/.test(value)) return !value.includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Trims the tags, drops blanks and duplicates (case-insensitive, the first spelling wins). */
export const normalizeTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase('sv-SE');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
};

const field = {
  type: z.enum(OFFER_TYPES, { message: M.typeRequired }),
  title: z
    .string({ message: M.titleMin })
    .trim()
    .min(LIMITS.titleMin, M.titleMin)
    .max(LIMITS.titleMax, M.tooLong(LIMITS.titleMax)),
  organization: z
    .string({ message: M.organizationMin })
    .trim()
    .min(LIMITS.organizationMin, M.organizationMin)
    .max(LIMITS.organizationMax, M.tooLong(LIMITS.organizationMax)),
  location: z
    .string()
    .trim()
    .max(OPTIONAL_TEXT_MAX, M.tooLong(OPTIONAL_TEXT_MAX))
    .refine((v) => v === '' || v.length >= LIMITS.locationMin, M.locationMin)
    .optional(),
  budget: optionalText(),
  timeframe: optionalText(),
  target_audience: optionalText(),
  expected_views: optionalText(),
  description: z
    .string({ message: M.descriptionMin })
    .trim()
    .min(LIMITS.descriptionMin, M.descriptionMin)
    .max(LIMITS.descriptionMax, M.tooLong(LIMITS.descriptionMax)),
  tags: z
    .array(z.string({ message: M.tagInvalid }).max(LIMITS.tagMax * 4, M.tagTooLong), { message: M.tagInvalid })
    .max(LIMITS.tagsMax * 4, M.tooManyTags)
    .transform(normalizeTags)
    .pipe(z.array(z.string().max(LIMITS.tagMax, M.tagTooLong)).max(LIMITS.tagsMax, M.tooManyTags)),
  phone: z.string({ message: M.phoneMin }).trim().min(LIMITS.phoneMin, M.phoneMin).max(40, M.tooLong(40)),
  contact_info: z.string({ message: M.email }).trim().max(254, M.tooLong(254)).pipe(z.email(M.email)),
  logo: z
    .string()
    .trim()
    .max(2048, M.tooLong(2048))
    .refine((v) => v === '' || isLogoUrl(v), M.logoInvalid)
    .optional()
    .nullable(),
};

type InfluencerFields = { type?: string; target_audience?: string | null; expected_views?: string | null };

/** Spec §5: an influencer offer needs a target audience and expected views (message on the type field). */
export const lacksInfluencerFields = (v: InfluencerFields): boolean =>
  v.type === 'influencer' && (!v.target_audience?.trim() || !v.expected_views?.trim());

const ZOfferFields = z.object({
  type: field.type,
  title: field.title,
  organization: field.organization,
  location: field.location,
  budget: field.budget,
  timeframe: field.timeframe,
  target_audience: field.target_audience,
  expected_views: field.expected_views,
  description: field.description,
  tags: field.tags.default([]),
  phone: field.phone,
  contact_info: field.contact_info,
  logo: field.logo,
});

const influencerRule = (v: InfluencerFields, ctx: z.RefinementCtx) => {
  if (lacksInfluencerFields(v)) ctx.addIssue({ code: 'custom', path: ['type'], message: M.influencerFields });
};

/** The offer form: every rule and Swedish message of spec §5 (also enforced by the server). */
export const ZOfferForm = ZOfferFields.superRefine(influencerRule);
export type TOfferForm = z.infer<typeof ZOfferForm>;
/** What the form holds before parsing (tags may be missing). Use with react-hook-form as the input type. */
export type TOfferFormInput = z.input<typeof ZOfferForm>;

/** POST /api/offers: the form plus `featured`, which the server honours only for admins. */
export const ZCreateOfferRequest = ZOfferFields.extend({ featured: z.boolean().optional() }).superRefine(
  influencerRule,
);
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

/**
 * PATCH /api/offers/:id: the editable fields of spec §7 (plus logo and the influencer fields), all optional.
 * The server checks the merged result against ZOfferForm, so the influencer rule holds after the edit too.
 */
export const ZUpdateOfferRequest = z
  .object({
    type: field.type,
    title: field.title,
    organization: field.organization,
    location: field.location.nullable(),
    budget: field.budget.nullable(),
    timeframe: field.timeframe.nullable(),
    target_audience: field.target_audience.nullable(),
    expected_views: field.expected_views.nullable(),
    description: field.description,
    tags: field.tags,
    phone: field.phone,
    contact_info: field.contact_info,
    logo: field.logo,
  })
  .partial();
export type TUpdateOfferRequest = z.infer<typeof ZUpdateOfferRequest>;

const optionalNumber = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number({ message }).int(message).min(0, message).max(1_000_000_000, message).optional(),
  );

/** GET /api/offers query. `places`, `budget_min` and `budget_max` are Premium filters; `location` is everyone's. */
export const ZListOffersQuery = z.object({
  type: z.enum(OFFER_TYPES, { message: M.listTypeInvalid }),
  // any search text is answered (issue 17): a longer one is cut, never refused
  q: z
    .string()
    .trim()
    .transform((v) => v.slice(0, 200))
    .optional(),
  tags: z
    .string()
    .max(LIMITS.tagsMax * (LIMITS.tagMax + 1), M.tooManyTags)
    .optional()
    .transform((v) => normalizeTags((v ?? '').split(',')))
    .pipe(z.array(z.string().max(LIMITS.tagMax, M.tagTooLong)).max(LIMITS.tagsMax, M.tooManyTags)),
  sort: z.enum(SORT_ORDERS, { message: M.sortInvalid }).default('newest'),
  limit: z.coerce
    .number({ message: M.limitInvalid })
    .int(M.limitInvalid)
    .min(1, M.limitInvalid)
    .max(LIMITS.offerListMax, M.limitInvalid)
    .default(LIMITS.offerListDefault),
  cursor: z.string().max(1000, M.cursorInvalid).optional(),
  location: z.string().trim().max(OPTIONAL_TEXT_MAX, M.tooLong(OPTIONAL_TEXT_MAX)).optional(),
  /** Premium: several places at once, comma-separated ('Malmö, Lund'); an offer in any of them matches */
  places: z
    .string()
    .max(600, M.placesInvalid)
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : [
            ...new Set(
              v
                .split(',')
                .map((p) => p.trim())
                .filter(Boolean),
            ),
          ],
    )
    .pipe(z.array(z.string().max(100, M.placesInvalid)).max(5, M.placesInvalid).optional()),
  budget_min: optionalNumber(M.budgetInvalid),
  budget_max: optionalNumber(M.budgetInvalid),
  // insights (issue 20): the owner's declared audience reaches at least this many, in this county
  min_reach: optionalNumber(INSIGHTS_TEXTS.errors.minReach),
  region: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(COUNTIES, { message: INSIGHTS_TEXTS.errors.region }).optional(),
  ),
});
export type TListOffersQuery = z.infer<typeof ZListOffersQuery>;

/** GET /api/offers/tags query */
export const ZTagsQuery = z.object({ type: ZListOffersQuery.shape.type });

/** The answers' types live with their schemas; re-exported for the offer form and list code. */
export type { TOffer, TOfferList, TTagCount } from './offer.response.js';
