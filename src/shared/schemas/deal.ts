// Inputs of deals (issue 23): the terms of a version (the same schema drives the form), and the
// bodies of create, edit, sign, decline, milestones and reviews.
import { z } from 'zod';
import { DEAL_LIMITS, DEAL_TEMPLATES, DEAL_TEXTS } from '@shared/deal-texts.js';

export type { DealEventKind, DealStatus, DealTemplate, MilestoneState } from '@shared/deal-texts.js';

const E = DEAL_TEXTS.errors;
export const DEAL_PARTIES = ['a', 'b'] as const;
export type DealParty = (typeof DEAL_PARTIES)[number];

const text = (max: number) => z.string({ message: E.text }).trim().max(max, E.text);
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** a calendar day, YYYY-MM-DD */
export const ZDay = z
  .string({ message: E.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, E.date)
  .refine(isRealDate, E.date);
const ZParty = z.enum(DEAL_PARTIES, { message: E.party });

export const ZDealPartyInfo = z.object({
  name: text(200).default(''),
  orgNumber: text(20).default(''),
});

export const ZMilestoneTerm = z.object({
  title: z.string({ message: E.milestoneTitle }).trim().min(1, E.milestoneTitle).max(120, E.milestoneTitle),
  dueDate: ZDay,
  responsible: ZParty,
});
export type TMilestoneTerm = z.infer<typeof ZMilestoneTerm>;

export const ZDealTerms = z
  .object({
    title: z.string({ message: E.title }).trim().min(1, E.title).max(150, E.title),
    partyA: ZDealPartyInfo,
    partyB: ZDealPartyInfo,
    /** the party who gives money or goods */
    payer: ZParty.default('a'),
    amountSek: z
      .number({ message: E.amount })
      .int(E.amount)
      .min(0, E.amount)
      .max(DEAL_LIMITS.maxAmountSek, E.amount)
      .default(0),
    goodsAndServices: text(2000).default(''),
    deliverables: z
      .array(z.string({ message: E.text }).trim().min(1, E.text).max(300, E.text))
      .max(DEAL_LIMITS.maxDeliverables, E.tooManyDeliverables)
      .default([]),
    periodStart: ZDay.nullable().default(null),
    periodEnd: ZDay.nullable().default(null),
    paymentTerms: text(3000).default(''),
    cancellation: text(3000).default(''),
    marketingRights: text(3000).default(''),
    gdpr: text(3000).default(''),
    signatoryA: text(120).default(''),
    signatoryB: text(120).default(''),
    milestones: z.array(ZMilestoneTerm).max(DEAL_LIMITS.maxMilestones, E.tooManyMilestones).default([]),
  })
  .superRefine((t, ctx) => {
    if (t.periodStart && t.periodEnd && t.periodEnd < t.periodStart) {
      ctx.addIssue({ code: 'custom', message: E.datesOrder, path: ['periodEnd'] });
    }
    const start = t.periodStart;
    if (start && t.milestones.some((m) => m.dueDate < start)) {
      ctx.addIssue({ code: 'custom', message: E.milestoneDates, path: ['milestones'] });
    }
  });
export type TDealTerms = z.output<typeof ZDealTerms>;
export type TDealTermsInput = z.input<typeof ZDealTerms>;

export const ZCreateDeal = z.object({
  counterpartyId: z.string({ message: E.counterparty }).trim().min(1, E.counterparty).max(100, E.counterparty),
  offerId: z
    .union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,17}$/)], { message: E.offerNotFound })
    .transform(Number)
    .optional(),
  template: z.enum(DEAL_TEMPLATES, { message: E.template }),
});
export type TCreateDeal = z.input<typeof ZCreateDeal>;

export const ZUpdateDeal = z.object({
  terms: ZDealTerms,
  /** the version the editor started from: an edit over a newer version is refused (409) */
  baseVersion: z.number().int().positive().optional(),
});
export type TUpdateDeal = z.input<typeof ZUpdateDeal>;

export const ZSignDeal = z.object({
  versionHash: z
    .string({ message: E.hash })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, E.hash),
  name: z.string({ message: E.name }).trim().min(2, E.name).max(120, E.name),
  password: z.string().max(500).optional(),
  /** a two-factor code, for an account with two-factor on */
  code: z.string().trim().max(20).optional(),
});
export type TSignDeal = z.input<typeof ZSignDeal>;

export const ZDeclineDeal = z.object({
  reason: z.string({ message: E.reason }).trim().min(1, E.reason).max(1000, E.reason),
});
export type TDeclineDeal = z.input<typeof ZDeclineDeal>;

export const ZCompleteMilestone = z.object({
  proof: z.string({ message: E.proof }).trim().max(500, E.proof).default(''),
  /** the URL POST /api/uploads answered: an image the caller uploaded */
  image: z.string({ message: E.proofImage }).trim().max(500, E.proofImage).optional(),
});
export const ZConfirmMilestone = z
  .object({
    /** false disputes the milestone (with a comment): the responsible party does it again */
    accept: z.boolean().default(true),
    comment: z.string({ message: E.comment }).trim().max(1000, E.comment).default(''),
  })
  .refine((v) => v.accept || v.comment.length > 0, { message: E.disputeComment, path: ['comment'] });

export const ZCreateReview = z.object({
  rating: z.number({ message: E.rating }).int(E.rating).min(1, E.rating).max(5, E.rating),
  text: z
    .string({ message: E.reviewText })
    .trim()
    .min(DEAL_LIMITS.reviewMin, E.reviewText)
    .max(DEAL_LIMITS.reviewMax, E.reviewText),
});
export type TCreateReview = z.input<typeof ZCreateReview>;

export const ZMilestoneParam = z.object({ id: z.string().min(1), mid: z.string().min(1) });
export const ZCalendarTokenParam = z.object({ token: z.string().min(1).max(200) });
