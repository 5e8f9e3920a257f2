// Notices on Mina sidor until the user dismisses them: an admin removed the owner's offer with a reason
// (kind offer_removed), an admin handled the user's report (kind report_handled, issue 14), or an admin did
// not publish an edit of the owner's approved offer (kind edit_rejected, issue 16).
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { notify } from '@server/features/notifications/notify.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { TRUST_TEXTS } from '@shared/trust-texts.js';
import { offerRejections } from '@server/db/schema.js';
import { notFound } from '@server/lib/errors.js';
import { PROFILE_TEXTS } from '@shared/moderation-texts.js';
import type { TNotice } from '@shared/schemas/profile.response.js';

/** Notices older than this many are dropped from the answer; an owner rarely has more than a few. */
const NOTICES_MAX = 50;

type Executor = Db | Tx;

export async function createRejectionNotice({
  db,
  userId,
  offerId,
  offerTitle,
  reason,
}: {
  db: Executor;
  userId: string;
  offerId: number;
  offerTitle: string;
  reason: string;
}): Promise<void> {
  await db.insert(offerRejections).values({ userId, offerId, offerTitle, reason });
  await notify(db, {
    userId,
    kind: 'offer_rejected',
    title: NOTIFICATION_TEXTS.offerRemoved(offerTitle),
    body: reason,
    link: '/my-pages',
  });
}

/** Tells a reporter that an admin handled their report; `title` names what was reported. */
export async function createReportNotice({
  db,
  userId,
  offerId,
  title,
  text,
}: {
  db: Executor;
  userId: string;
  offerId: number | null;
  title: string;
  text: string;
}): Promise<void> {
  await db.insert(offerRejections).values({ userId, offerId, offerTitle: title, reason: text, kind: 'report_handled' });
  await notify(db, {
    userId,
    kind: 'report_handled',
    title: `${TRUST_TEXTS.notice.title} (${title})`,
    body: text,
    link: '/my-pages',
  });
}

export async function findNotices({ db, userId }: { db: Db; userId: string }): Promise<TNotice[]> {
  const rows = await db
    .select()
    .from(offerRejections)
    .where(eq(offerRejections.userId, userId))
    .orderBy(desc(offerRejections.createdAt), desc(offerRejections.id))
    .limit(NOTICES_MAX);
  return rows.map((r): TNotice => ({
    id: String(r.id),
    kind: r.kind,
    offer_id: r.offerId === null ? null : String(r.offerId),
    offer_title: r.offerTitle,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  }));
}

/** Only the owner's own notice can be dismissed; anything else is "not found". */
export async function deleteNotice({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  if (!/^\d{1,18}$/.test(id)) throw notFound(PROFILE_TEXTS.noticeNotFound);
  const deleted = await db
    .delete(offerRejections)
    .where(and(eq(offerRejections.id, Number(id)), eq(offerRejections.userId, userId)))
    .returning({ id: offerRejections.id });
  if (deleted.length === 0) throw notFound(PROFILE_TEXTS.noticeNotFound);
}
