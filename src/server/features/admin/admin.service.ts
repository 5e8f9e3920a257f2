// Moderation: the admin's offer lists, approve, remove (with an optional reason for the owner),
// and the contact-form inbox.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import { contactMessages, offers, profiles } from '@server/db/schema.js';
import { ID_TEXT, ISO_MICROS, cutPage, decodeCursor, encodeCursor, isoMicros, olderThan } from '@server/db/cursor.js';
import { badRequest, notFound } from '@server/lib/errors.js';
import { ADMIN_TEXTS } from '@shared/moderation-texts.js';
import { ADMIN_DESCRIPTION_PREVIEW, type TAdminOffersQuery } from '@shared/schemas/moderation.js';
import { createRejectionNotice } from '@server/features/profiles/notices.service.js';
import { deleteOfferById } from '@server/features/offers/offers.service.js';
import { indexWrittenOffers } from '@server/search/indexer.js';
import { notify } from '@server/features/notifications/notify.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import type { TAdminOffer, TAdminOfferPage, TContactMessageItem } from '@shared/schemas/moderation.response.js';

const parseId = (id: string, message: string): number => {
  if (!/^\d{1,18}$/.test(id)) throw notFound(message);
  return Number(id);
};

/** Cuts on code points so an emoji is never split in half. */
const preview = (text: string) => Array.from(text).slice(0, ADMIN_DESCRIPTION_PREVIEW).join('');

/** The cursor of the admin lists: [created_at to the microsecond, id] of the page's last offer. */
function readCursor(cursor: string | undefined): string[] | null {
  if (!cursor) return null;
  const parts = decodeCursor(cursor, [ISO_MICROS, ID_TEXT]);
  if (!parts) throw badRequest('Ogiltig sidmarkör.');
  return parts;
}

export async function findAdminOffers({
  deps,
  query,
}: {
  deps: Pick<Deps, 'db'>;
  query: TAdminOffersQuery;
}): Promise<TAdminOfferPage> {
  const approved = query.state === 'approved';
  const after = readCursor(query.cursor);
  const stateFilter = eq(offers.isApproved, approved);
  const where = after ? and(stateFilter, olderThan(offers.createdAt, offers.id, after)) : stateFilter;
  const [rows, counted] = await Promise.all([
    deps.db
      .select({
        id: offers.id,
        type: offers.type,
        title: offers.title,
        organization: offers.organization,
        userId: offers.userId,
        username: profiles.username,
        createdAt: offers.createdAt,
        description: sql<string>`left(${offers.description}, ${ADMIN_DESCRIPTION_PREVIEW})`,
        isApproved: offers.isApproved,
        cursorAt: isoMicros(offers.createdAt),
      })
      .from(offers)
      .leftJoin(profiles, eq(profiles.id, offers.userId))
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(query.limit + 1),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(stateFilter),
  ]);
  const page = cutPage(rows, query.limit);
  return {
    items: page.items.map((r): TAdminOffer => ({
      id: String(r.id),
      type: r.type,
      title: r.title,
      organization: r.organization,
      user_id: r.userId,
      username: r.username,
      created_at: r.createdAt.toISOString(),
      description: preview(r.description),
      is_approved: r.isApproved,
    })),
    next_cursor: page.last ? encodeCursor([page.last.cursorAt, String(page.last.id)]) : null,
    total: Number(counted[0]?.n ?? 0),
  };
}

/**
 * Makes the offer public at once; the offers trigger tells every open browser through the hub. The first
 * approval tells the owner and enqueues the match against the saved searches, in the same transaction.
 */
export async function approveOffer({
  deps,
  id,
}: {
  deps: Pick<Deps, 'db' | 'jobs'>;
  id: string;
}): Promise<{ id: string }> {
  const offerId = parseId(id, ADMIN_TEXTS.offerNotFound);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isApproved: offers.isApproved, userId: offers.userId, title: offers.title })
      .from(offers)
      .where(eq(offers.id, offerId))
      .for('update');
    if (!before) throw notFound(ADMIN_TEXTS.offerNotFound);
    await tx.update(offers).set({ isApproved: true, updatedAt: new Date() }).where(eq(offers.id, offerId));
    if (before.isApproved) return;
    if (before.userId) {
      await notify(tx, {
        userId: before.userId,
        kind: 'offer_approved',
        title: NOTIFICATION_TEXTS.offerApproved(before.title),
        link: `/sponsorship/${offerId}`,
        subjectKey: `offer:${offerId}`,
      });
    }
    await deps.jobs.enqueue('saved-searches.match', { offerId }, { tx });
  });
  await indexWrittenOffers(deps.db);
  return { id: String(offerId) };
}

/**
 * Removes an offer (spec: reject = delete) through the offers feature, which also removes its stored
 * image; favourites go with the row (ON DELETE CASCADE). A reason becomes a notice for the owner.
 */
export async function deleteOfferAsAdmin({
  deps,
  id,
  reason,
}: {
  deps: Deps;
  id: string;
  reason?: string;
}): Promise<void> {
  const offerId = parseId(id, ADMIN_TEXTS.offerNotFound);
  const [current] = await deps.db
    .select({ userId: offers.userId, title: offers.title })
    .from(offers)
    .where(eq(offers.id, offerId));
  // only the call that really deleted the row leaves a notice (two admins may click at once)
  if (!current || !(await deleteOfferById({ deps, id: offerId }))) throw notFound(ADMIN_TEXTS.offerNotFound);
  if (reason && current.userId) {
    await createRejectionNotice({ db: deps.db, userId: current.userId, offerId, offerTitle: current.title, reason });
  }
}

const CONTACT_MESSAGES_MAX = 200;

const toContactMessageItem = (r: typeof contactMessages.$inferSelect): TContactMessageItem => ({
  id: String(r.id),
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  handled_at: r.handledAt ? r.handledAt.toISOString() : null,
});

/** The contact-form inbox, newest first. */
export async function findContactMessages({ deps }: { deps: Pick<Deps, 'db'> }): Promise<TContactMessageItem[]> {
  const rows = await deps.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_MESSAGES_MAX);
  return rows.map(toContactMessageItem);
}

/** Marks a message handled; a second call keeps the first time. */
export async function markContactMessageHandled({
  deps,
  id,
}: {
  deps: Pick<Deps, 'db'>;
  id: string;
}): Promise<TContactMessageItem> {
  const messageId = parseId(id, ADMIN_TEXTS.messageNotFound);
  const [row] = await deps.db
    .update(contactMessages)
    .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
    .where(eq(contactMessages.id, messageId))
    .returning();
  if (!row) throw notFound(ADMIN_TEXTS.messageNotFound);
  return toContactMessageItem(row);
}
