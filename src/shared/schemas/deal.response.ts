// Answers of the deal routes (API.md "Deals"): the list, one deal with versions, signatures,
// milestones and audit trail, reviews on a profile, the calendar feed's address.
import { z } from 'zod';
import { DEAL_EVENT_KINDS, DEAL_STATUSES, DEAL_TEMPLATES, MILESTONE_STATES } from '@shared/deal-texts.js';
import { DEAL_PARTIES, ZDealTerms } from './deal.js';

const ZPartyRef = z.enum(DEAL_PARTIES);
export const ZDealPartyUser = z.object({
  /** null once the account is deleted */
  id: z.string().nullable(),
  username: z.string(),
  user_type: z.string().nullable(),
});

export const ZDealVersion = z.object({
  version: z.number(),
  hash: z.string(),
  author: ZPartyRef.nullable(),
  created_at: z.string(),
  terms: ZDealTerms,
});
export type TDealVersion = z.infer<typeof ZDealVersion>;

export const ZDealSignature = z.object({
  party: ZPartyRef,
  name: z.string(),
  version: z.number(),
  hash: z.string(),
  signed_at: z.string(),
  voided: z.boolean(),
});
export type TDealSignature = z.infer<typeof ZDealSignature>;

export const ZDealMilestone = z.object({
  /** null while the deal is not signed (the milestone is still part of the draft's terms) */
  id: z.string().nullable(),
  title: z.string(),
  due_date: z.string(),
  responsible: ZPartyRef,
  state: z.enum(MILESTONE_STATES),
  proof: z.string(),
  /** where the parties (or the admin of a reported deal) load the image proof; null: none */
  proof_image: z.string().nullable(),
  comment: z.string(),
  done_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type TDealMilestone = z.infer<typeof ZDealMilestone>;

export const ZDealEvent = z.object({
  kind: z.enum(DEAL_EVENT_KINDS),
  label: z.string(),
  actor: ZPartyRef.nullable(),
  created_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TDealEvent = z.infer<typeof ZDealEvent>;

export const ZDealReview = z.object({
  party: ZPartyRef,
  rating: z.number(),
  text: z.string(),
  created_at: z.string(),
});

export const ZDeal = z.object({
  id: z.string(),
  status: z.enum(DEAL_STATUSES),
  template: z.enum(DEAL_TEMPLATES),
  offer_id: z.string().nullable(),
  /** the caller's side; null for the admin reading a reported deal */
  me: ZPartyRef.nullable(),
  parties: z.object({ a: ZDealPartyUser, b: ZDealPartyUser }),
  version: z.number(),
  hash: z.string(),
  /** the latest version the caller had seen before this answer (null: never opened it) */
  last_seen_version: z.number().nullable(),
  versions: z.array(ZDealVersion),
  signatures: z.array(ZDealSignature),
  milestones: z.array(ZDealMilestone),
  events: z.array(ZDealEvent),
  reviews: z.array(ZDealReview),
  decline_reason: z.string().nullable(),
  signed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: z.object({ edit: z.boolean(), sign: z.boolean(), decline: z.boolean(), review: z.boolean() }),
});
export type TDeal = z.infer<typeof ZDeal>;

export const ZDealSummary = z.object({
  id: z.string(),
  status: z.enum(DEAL_STATUSES),
  title: z.string(),
  counterparty: ZDealPartyUser,
  version: z.number(),
  /** a version the caller has not looked at yet */
  unseen: z.boolean(),
  updated_at: z.string(),
});
export type TDealSummary = z.infer<typeof ZDealSummary>;
export const ZDealList = z.object({ deals: z.array(ZDealSummary) });
export type TDealList = z.infer<typeof ZDealList>;

export const ZProfileReview = z.object({
  id: z.string(),
  rating: z.number(),
  text: z.string(),
  reviewer: z.object({ id: z.string().nullable(), username: z.string() }),
  created_at: z.string(),
});
export const ZProfileReviews = z.object({
  average: z.number().nullable(),
  count: z.number(),
  reviews: z.array(ZProfileReview),
});
export type TProfileReviews = z.infer<typeof ZProfileReviews>;

export const ZCalendarUrl = z.object({ url: z.string().nullable() });
export type TCalendarUrl = z.infer<typeof ZCalendarUrl>;
