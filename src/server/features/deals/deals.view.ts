// A deal as its party sees it (TDeal): versions with their hashes, signatures, milestones (from the
// latest terms until signed, then the tracked ones), the audit trail and the reviews.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  dealEvents,
  dealMilestones,
  dealReviews,
  dealSignatures,
  dealVersions,
  dealViews,
  users,
} from '@server/db/schema.js';
import { DEAL_EVENT_LABELS, DEAL_LIMITS, DEAL_TEXTS } from '@shared/deal-texts.js';
import type { DealParty } from '@shared/schemas/deal.js';
import type { TDeal, TDealMilestone } from '@shared/schemas/deal.response.js';
import type { Conn, DealRow } from './deals.store.js';

/** The gated address of a milestone's image proof (the storage's own address is never shown). */
export const proofImageHref = (dealId: number, mid: number, admin: boolean) =>
  `/api/${admin ? 'admin/' : ''}deals/${dealId}/milestones/${mid}/proof-image`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY = 24 * 60 * 60 * 1000;

export async function partyUsers(db: Conn, deal: DealRow) {
  const ids = [deal.partyA, deal.partyB].filter((x): x is string => !!x);
  const rows = ids.length
    ? await db
        .select({ id: users.id, username: users.username, userType: users.userType })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const of = (id: string | null) => {
    const u = rows.find((r) => r.id === id);
    return u
      ? { id: u.id, username: u.username ?? '', user_type: u.userType }
      : { id: null, username: DEAL_TEXTS.deletedAccount, user_type: null };
  };
  return { a: of(deal.partyA), b: of(deal.partyB) };
}

export const isOpen = (deal: DealRow) => deal.status === 'draft' || deal.status === 'awaiting_signature';
export const isTracked = (deal: DealRow) =>
  deal.status === 'signed' || deal.status === 'active' || deal.status === 'completed';

export function reviewWindowOpen(deal: DealRow, now = new Date()): boolean {
  return (
    deal.status === 'completed' &&
    !!deal.completedAt &&
    now.getTime() - deal.completedAt.getTime() <= DEAL_LIMITS.reviewWindowDays * DAY
  );
}

/** The whole deal for one party; lastSeen is the version the caller had seen before this answer. */
/** `me` null: the admin reading a reported deal (nothing can be done through this view). */
export async function dealView(db: Conn, deal: DealRow, me: DealParty | null, lastSeen: number | null): Promise<TDeal> {
  const [versions, signatures, tracked, events, reviews, parties] = await Promise.all([
    db.select().from(dealVersions).where(eq(dealVersions.dealId, deal.id)).orderBy(asc(dealVersions.version)),
    db.select().from(dealSignatures).where(eq(dealSignatures.dealId, deal.id)).orderBy(asc(dealSignatures.id)),
    db.select().from(dealMilestones).where(eq(dealMilestones.dealId, deal.id)).orderBy(asc(dealMilestones.position)),
    db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id)).orderBy(asc(dealEvents.id)),
    db.select().from(dealReviews).where(eq(dealReviews.dealId, deal.id)).orderBy(asc(dealReviews.id)),
    partyUsers(db, deal),
  ]);
  const latest = versions[versions.length - 1]!;
  const sideOf = (userId: string | null): DealParty | null =>
    userId === null ? null : userId === deal.partyA ? 'a' : userId === deal.partyB ? 'b' : null;
  const milestones: TDealMilestone[] =
    tracked.length > 0 || isTracked(deal)
      ? tracked.map((m) => ({
          id: String(m.id),
          title: m.title,
          due_date: m.dueDate,
          responsible: m.responsible,
          state: m.state,
          proof: m.proof,
          proof_image: m.proofImage ? proofImageHref(deal.id, m.id, me === null) : null,
          comment: m.comment,
          done_at: iso(m.doneAt),
          confirmed_at: iso(m.confirmedAt),
        }))
      : latest.terms.milestones.map((m) => ({
          id: null,
          title: m.title,
          due_date: m.dueDate,
          responsible: m.responsible,
          state: 'open' as const,
          proof: '',
          proof_image: null,
          comment: '',
          done_at: null,
          confirmed_at: null,
        }));
  const standing = signatures.filter((s) => !s.voidedAt);
  const reviewed = reviews.some((r) => r.reviewerParty === me);
  return {
    id: String(deal.id),
    status: deal.status,
    template: deal.template,
    offer_id: deal.offerId === null ? null : String(deal.offerId),
    me,
    parties,
    version: deal.version,
    hash: latest.hash,
    last_seen_version: lastSeen,
    versions: versions.map((v) => ({
      version: v.version,
      hash: v.hash,
      author: sideOf(v.authorId),
      created_at: v.createdAt.toISOString(),
      terms: v.terms,
    })),
    signatures: signatures.map((s) => ({
      party: s.party,
      name: s.name,
      version: s.version,
      hash: s.hash,
      signed_at: s.signedAt.toISOString(),
      voided: s.voidedAt !== null,
    })),
    milestones,
    events: events.map((e) => ({
      kind: e.kind,
      label: DEAL_EVENT_LABELS[e.kind],
      actor: sideOf(e.actorId),
      created_at: e.createdAt.toISOString(),
      data: e.data,
    })),
    reviews: reviews.map((r) => ({
      party: r.reviewerParty,
      rating: r.rating,
      text: r.text,
      created_at: r.createdAt.toISOString(),
    })),
    decline_reason: deal.declineReason,
    signed_at: iso(deal.signedAt),
    completed_at: iso(deal.completedAt),
    created_at: deal.createdAt.toISOString(),
    updated_at: deal.updatedAt.toISOString(),
    can: me
      ? {
          edit: isOpen(deal),
          sign: isOpen(deal) && !standing.some((s) => s.party === me),
          decline: isOpen(deal),
          review: reviewWindowOpen(deal) && !reviewed && !!(me === 'a' ? deal.partyB : deal.partyA),
        }
      : { edit: false, sign: false, decline: false, review: false },
  };
}

/** Records that the caller has seen the deal's current version; answers the version seen before. */
export async function markSeen(db: Conn, deal: DealRow, userId: string): Promise<number | null> {
  const [before] = await db
    .select({ version: dealViews.version })
    .from(dealViews)
    .where(and(eq(dealViews.dealId, deal.id), eq(dealViews.userId, userId)));
  await db
    .insert(dealViews)
    .values({ dealId: deal.id, userId, version: deal.version })
    .onConflictDoUpdate({ target: [dealViews.dealId, dealViews.userId], set: { version: deal.version } });
  return before?.version ?? null;
}
