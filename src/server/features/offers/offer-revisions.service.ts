// Edits of an approved offer wait for review (issue 16 §3): the approved version stays public while the
// owner's proposal waits in offer_revisions (one per offer, the latest edit wins); an admin applies it or
// rejects it with a reason, which becomes a notice for the owner. Edits of an offer not yet approved go
// straight into the offer, which is still waiting for its first review anyway.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { offerRejections, offerRevisions, offers, profiles } from '@server/db/schema.js';
import { notify } from '@server/features/notifications/notify.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { notFound } from '@server/lib/errors.js';
import { indexWrittenOffers } from '@server/search/indexer.js';
import { ADMIN_TEXTS } from '@shared/moderation-texts.js';
import type { TAdminOfferEdit } from '@shared/schemas/moderation.response.js';
import { ZOfferFields, type TOffer, type TOfferEdit, type TOfferFields } from '@shared/schemas/offer.response.js';

/** The owner-written fields of an offer answer (the schema drops every other key). */
export const offerFields = (o: TOffer): TOfferFields => ZOfferFields.parse(o);

/** Stores (or replaces) the owner's proposal for an approved offer; the proposal as the owner now sees it. */
export async function proposeEdit(
  db: Db,
  offerId: string,
  userId: string,
  proposed: TOfferFields,
): Promise<TOfferEdit> {
  const [row] = await db
    .insert(offerRevisions)
    .values({ offerId: Number(offerId), userId, proposed })
    .onConflictDoUpdate({ target: offerRevisions.offerId, set: { proposed, updatedAt: sql`now()` } })
    .returning({ updatedAt: offerRevisions.updatedAt });
  return { ...proposed, submitted_at: row!.updatedAt.toISOString() };
}

/** The waiting proposals of these offers, by offer id. */
export async function pendingEdits(db: Db, offerIds: string[]): Promise<Map<string, TOfferEdit>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(offerRevisions)
    .where(inArray(offerRevisions.offerId, offerIds.map(Number)));
  return new Map(
    rows.map((r) => [String(r.offerId), { ...r.proposed, submitted_at: r.updatedAt.toISOString() }] as const),
  );
}

/** The owner's view of their offers: each with its waiting edit (or null). */
export async function withPendingEdits(db: Db, list: TOffer[]): Promise<TOffer[]> {
  const edits = await pendingEdits(
    db,
    list.filter((o) => o.is_approved).map((o) => o.id),
  );
  return list.map((o) => ({ ...o, pending_edit: edits.get(o.id) ?? null }));
}

/** Every waiting edit, newest first, with what is public now beside it. */
export async function findOfferEdits({
  deps,
  load,
}: {
  deps: Pick<Deps, 'db'>;
  load: (ids: string[]) => Promise<TOffer[]>;
}): Promise<TAdminOfferEdit[]> {
  const rows = await deps.db
    .select({ revision: offerRevisions, username: profiles.username })
    .from(offerRevisions)
    .leftJoin(profiles, eq(profiles.id, offerRevisions.userId))
    .orderBy(desc(offerRevisions.updatedAt), desc(offerRevisions.offerId))
    .limit(200);
  const current = new Map((await load(rows.map((r) => String(r.revision.offerId)))).map((o) => [o.id, o]));
  return rows.flatMap(({ revision, username }) => {
    const offer = current.get(String(revision.offerId));
    if (!offer) return [];
    return [
      {
        offer_id: offer.id,
        user_id: revision.userId,
        username,
        submitted_at: revision.updatedAt.toISOString(),
        current: offerFields(offer),
        proposed: revision.proposed,
      },
    ];
  });
}

/** Takes the waiting proposal out; 404 when there is none (another admin may have decided it). */
async function takeRevision(db: Db, offerId: string) {
  if (!/^[1-9][0-9]{0,17}$/.test(offerId)) throw notFound(ADMIN_TEXTS.editNotFound);
  const [row] = await db
    .delete(offerRevisions)
    .where(eq(offerRevisions.offerId, Number(offerId)))
    .returning();
  if (!row) throw notFound(ADMIN_TEXTS.editNotFound);
  return row;
}

/**
 * Publishes the proposal: `write` turns the fields into offer columns (the offers service owns that),
 * and the replaced image is removed by `afterWrite` when nothing shows it any more.
 */
export async function approveOfferEdit({
  deps,
  offerId,
  write,
}: {
  deps: Pick<Deps, 'db'>;
  offerId: string;
  write: (db: Db, id: string, fields: TOfferFields) => Promise<void>;
}): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revision = await takeRevision(tx as unknown as Db, offerId);
    await write(tx as unknown as Db, offerId, revision.proposed);
    await notify(tx, {
      userId: revision.userId,
      kind: 'edit_approved',
      title: NOTIFICATION_TEXTS.editApproved(revision.proposed.title),
      link: `/sponsorship/${revision.offerId}`,
      subjectKey: `offer-edit:${revision.offerId}`,
    });
  });
  await indexWrittenOffers(deps.db);
}

/** Drops the proposal; the owner is told why. Returns the proposal's image, which may now be unused. */
export async function rejectOfferEdit({
  deps,
  offerId,
  reason,
}: {
  deps: Pick<Deps, 'db'>;
  offerId: string;
  reason?: string;
}): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const revision = await takeRevision(tx as unknown as Db, offerId);
    const [offer] = await tx.select({ title: offers.title }).from(offers).where(eq(offers.id, revision.offerId));
    await tx.insert(offerRejections).values({
      userId: revision.userId,
      offerId: revision.offerId,
      offerTitle: offer?.title ?? revision.proposed.title,
      reason: reason ?? ADMIN_TEXTS.editRejectedNoReason,
      kind: 'edit_rejected',
    });
    await notify(tx, {
      userId: revision.userId,
      kind: 'edit_rejected',
      title: NOTIFICATION_TEXTS.editRejected(offer?.title ?? revision.proposed.title),
      body: reason ?? ADMIN_TEXTS.editRejectedNoReason,
      link: '/my-pages',
      subjectKey: `offer-edit:${revision.offerId}`,
    });
    return revision.proposed.logo;
  });
}
