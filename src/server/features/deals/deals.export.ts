// The caller's deal data for the GDPR export (issue 23 §5): every deal they are a party of, with its
// versions, their own signatures (with IP and user agent), milestones, events and reviews given and received.
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { dealEvents, dealMilestones, dealReviews, dealSignatures, dealVersions, deals } from '@server/db/schema.js';

export async function dealsOfUser(db: Db, userId: string) {
  const mine = await db
    .select()
    .from(deals)
    .where(or(eq(deals.partyA, userId), eq(deals.partyB, userId)));
  const ids = mine.map((d) => d.id);
  if (ids.length === 0) return { deals: [], reviewsReceived: await receivedReviews(db, userId) };
  const [versions, signatures, milestones, events, reviews] = await Promise.all([
    db.select().from(dealVersions).where(inArray(dealVersions.dealId, ids)),
    db.select().from(dealSignatures).where(inArray(dealSignatures.dealId, ids)),
    db.select().from(dealMilestones).where(inArray(dealMilestones.dealId, ids)),
    db.select().from(dealEvents).where(inArray(dealEvents.dealId, ids)),
    db.select().from(dealReviews).where(inArray(dealReviews.dealId, ids)),
  ]);
  return {
    deals: mine.map((d) => ({
      ...d,
      party: d.partyA === userId ? 'a' : 'b',
      versions: versions.filter((v) => v.dealId === d.id),
      // the other party's IP and user agent are theirs, not the caller's
      signatures: signatures
        .filter((s) => s.dealId === d.id)
        .map((s) => (s.signerId === userId ? s : { ...s, ip: undefined, userAgent: undefined })),
      milestones: milestones.filter((m) => m.dealId === d.id),
      events: events.filter((e) => e.dealId === d.id),
      reviews: reviews.filter((r) => r.dealId === d.id),
    })),
    reviewsReceived: await receivedReviews(db, userId),
  };
}

const receivedReviews = (db: Db, userId: string) =>
  db.select().from(dealReviews).where(eq(dealReviews.revieweeId, userId));
