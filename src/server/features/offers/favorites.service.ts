// Favourites ('Lägg till i favoriter'): a user's starred offers, those they may still see.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { favorites, offers, profiles } from '@server/db/schema.js';
import type { TOffer } from '@shared/schemas/offer.response.js';
import { offerColumns, toOffer } from './offers.mapper.js';
import { withPendingEdits } from './offer-revisions.service.js';
import { getOffer, parseOfferId } from './offers.service.js';

/** The caller's favourites they may still see (approved or their own), most recently added first. */
export async function findFavorites(opts: { db: Db; userId: string }): Promise<TOffer[]> {
  const list = await opts.db
    .select(offerColumns(offers, profiles))
    .from(favorites)
    .innerJoin(offers, eq(offers.id, favorites.offerId))
    .leftJoin(profiles, eq(profiles.id, offers.userId))
    .where(and(eq(favorites.userId, opts.userId), or(eq(offers.isApproved, true), eq(offers.userId, opts.userId))))
    .orderBy(desc(favorites.createdAt), desc(offers.id))
    .limit(1000);
  return withPendingEdits(opts.db, list.map(toOffer));
}

/**
 * Stars an offer the caller may see. The usual case, an approved offer (or the caller's own) not yet
 * starred, is one statement; when it stores nothing (starred already, an admin starring a pending offer, or
 * an offer the caller may not see) getOffer decides as before: 404, or the plain insert.
 */
export async function addFavorite(opts: { db: Db; userId: string; offerId: string; isAdmin: () => Promise<boolean> }) {
  const id = parseOfferId(opts.offerId);
  const stored = await opts.db.execute(
    sql`INSERT INTO ${favorites} (user_id, offer_id)
        SELECT ${opts.userId}, ${offers.id} FROM ${offers}
        WHERE ${offers.id} = ${id}::bigint AND (${offers.isApproved} OR ${offers.userId} = ${opts.userId})
        ON CONFLICT DO NOTHING RETURNING offer_id`,
  );
  if (stored.rows.length > 0) return;
  const offer = await getOffer({ db: opts.db, id, userId: opts.userId, isAdmin: opts.isAdmin });
  await opts.db
    .insert(favorites)
    .values({ userId: opts.userId, offerId: sql`${offer.id}::bigint` })
    .onConflictDoNothing();
}

export async function removeFavorite(opts: { db: Db; userId: string; offerId: string }) {
  const id = parseOfferId(opts.offerId);
  await opts.db
    .delete(favorites)
    .where(and(eq(favorites.userId, opts.userId), sql`${favorites.offerId} = ${id}::bigint`));
}
