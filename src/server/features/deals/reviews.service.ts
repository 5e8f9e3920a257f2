// Reviews (issue 23): each party of a completed deal may review the other once, within 30 days of
// completion, and change it for 14 days after writing it. Profiles show the average and the count.
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { dealReviews, users } from '@server/db/schema.js';
import { AppError, conflict } from '@server/lib/errors.js';
import { DEAL_LIMITS, DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TCreateReview } from '@shared/schemas/deal.js';
import type { TProfileReviews } from '@shared/schemas/deal.response.js';
import { addEvent, loadDeal, other, partyId, tellParty } from './deals.store.js';
import { dealView, reviewWindowOpen } from './deals.view.js';

const E = DEAL_TEXTS.errors;
const DAY = 24 * 60 * 60 * 1000;

/** 201 with a new review, 200 when the caller's own review (younger than 14 days) was changed. */
export async function reviewDeal({ db, me, id, input }: { db: Db; me: string; id: string; input: TCreateReview }) {
  return db.transaction(async (tx) => {
    const { deal, party } = await loadDeal(tx, id, me, { lock: true });
    if (deal.status !== 'completed') throw conflict(E.reviewNotCompleted, 'NOT_COMPLETED');
    const reviewee = partyId(deal, other(party));
    if (!reviewee) throw conflict(E.reviewDeleted, 'PARTY_DELETED');
    const [mine] = await tx
      .select()
      .from(dealReviews)
      .where(and(eq(dealReviews.dealId, deal.id), eq(dealReviews.reviewerParty, party)));
    const now = new Date();
    let created = false;
    if (mine) {
      if (now.getTime() - mine.createdAt.getTime() > DEAL_LIMITS.reviewEditDays * DAY) {
        throw conflict(E.reviewLocked, 'REVIEW_LOCKED');
      }
      await tx
        .update(dealReviews)
        .set({ rating: input.rating, text: input.text, updatedAt: now })
        .where(eq(dealReviews.id, mine.id));
    } else {
      if (!reviewWindowOpen(deal, now)) throw new AppError('REVIEW_WINDOW', 409, E.reviewWindow);
      await tx.insert(dealReviews).values({
        dealId: deal.id,
        reviewerId: me,
        revieweeId: reviewee,
        reviewerParty: party,
        rating: input.rating,
        text: input.text,
      });
      await addEvent(tx, deal.id, me, 'reviewed', { rating: input.rating });
      await tellParty(
        tx,
        deal,
        other(party),
        'review_received',
        'Du har fått ett omdöme',
        `${input.rating} av 5 stjärnor.`,
      );
      created = true;
    }
    return { created, deal: await dealView(tx, deal, party, deal.version) };
  });
}

/** The reviews a user has received, newest first, with the average rating (one decimal) and the count. */
export async function findProfileReviews({ db, userId }: { db: Db; userId: string }): Promise<TProfileReviews> {
  const [stats] = await db
    .select({ average: avg(dealReviews.rating), count: count() })
    .from(dealReviews)
    .where(eq(dealReviews.revieweeId, userId));
  const rows = await db
    .select({ review: dealReviews, username: users.username })
    .from(dealReviews)
    .leftJoin(users, eq(users.id, dealReviews.reviewerId))
    .where(eq(dealReviews.revieweeId, userId))
    .orderBy(desc(dealReviews.createdAt))
    .limit(100);
  return {
    average:
      stats?.average === null || stats?.average === undefined ? null : Math.round(Number(stats.average) * 10) / 10,
    count: Number(stats?.count ?? 0),
    reviews: rows.map(({ review, username }) => ({
      id: String(review.id),
      rating: review.rating,
      text: review.text,
      reviewer: { id: review.reviewerId, username: username ?? DEAL_TEXTS.deletedAccount },
      created_at: review.createdAt.toISOString(),
    })),
  };
}
