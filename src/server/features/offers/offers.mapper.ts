// One offer from its row to the API's shape. Every query that answers offers selects the same columns:
// Drizzle reads select `offerColumns(offers, profiles)`, the raw search SQL selects `OFFER_COLUMNS` (the
// same list, written for the aliases `o` and `p`), and both rows go through `toOffer`.
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import { offers, profiles } from '@server/db/schema.js';
import { isoMicros } from '@server/db/cursor.js';
import type { TOffer } from '@shared/schemas/offer.response.js';

/** The columns of an offer answer from `o` (offers, or an alias of it) left-joined with its owner's profile `p`. */
export function offerColumns(o: typeof offers, p: typeof profiles) {
  return {
    id: sql<string>`${o.id}::text`,
    type: o.type,
    title: o.title,
    organization: o.organization,
    location: o.location,
    budget: o.budget,
    timeframe: o.timeframe,
    description: o.description,
    tags: o.tags,
    logo: o.logo,
    featured: o.featured,
    created_at: isoMicros(o.createdAt),
    user_id: o.userId,
    phone: o.phone,
    contact_info: o.contactInfo,
    is_approved: o.isApproved,
    target_audience: o.targetAudience,
    expected_views: o.expectedViews,
    owner_username: p.username,
    owner_user_type: p.userType,
    owner_verified: sql<boolean>`(${p.orgVerification} = 'approved')`,
    has_owner: sql<boolean>`(${p.id} IS NOT NULL)`,
  };
}

/** Offers with their owner's profile, selecting `offerColumns`; add where/order/limit. */
export const selectOffers = (db: Db) =>
  db.select(offerColumns(offers, profiles)).from(offers).leftJoin(profiles, eq(profiles.id, offers.userId));

/** An offer with its owner's public profile, as both kinds of query return it. */
export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

/** For raw SQL: the same columns, named, for `FROM ${OFFER_FROM}`. */
// (an alias has the table's columns under another name; only the rendered names differ)
const aliased = offerColumns(
  alias(offers, 'o') as unknown as typeof offers,
  alias(profiles, 'p') as unknown as typeof profiles,
);
export const OFFER_COLUMNS: SQL = sql.join(
  Object.entries(aliased).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
  sql`, `,
);
export const OFFER_FROM = sql.raw('offers o LEFT JOIN profiles p ON p.id = o.user_id');

export function toOffer(row: OfferRow): TOffer {
  return {
    id: row.id,
    type: row.type as TOffer['type'],
    title: row.title,
    organization: row.organization,
    location: row.location,
    budget: row.budget,
    timeframe: row.timeframe,
    description: row.description,
    tags: row.tags ?? [],
    logo: row.logo,
    featured: row.featured,
    created_at: row.created_at,
    user_id: row.user_id,
    phone: row.phone,
    contact_info: row.contact_info,
    is_approved: row.is_approved,
    target_audience: row.target_audience,
    expected_views: row.expected_views,
    owner: row.has_owner
      ? {
          username: row.owner_username ?? '',
          user_type: row.owner_user_type ?? '',
          verified: row.owner_verified === true,
        }
      : null,
  };
}

/** Contact phone and e-mail go only to a signed-in caller (issue 16): a scraper gets no address list. */
export const forCaller = (offer: TOffer, signedIn: boolean): TOffer =>
  signedIn ? offer : { ...offer, phone: null, contact_info: null };
