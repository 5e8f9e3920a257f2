// The rules of sponsorship offers: who sees, creates, edits and deletes what (issue 3 §1).
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { seedSampleOffers } from '@server/db/seed.js';
import { AppError, badRequest, forbidden, notFound } from '@server/lib/errors.js';
import { parseOrThrow } from '@server/lib/validate.js';
import { getStorage } from '@server/adapters/storage/storage.js';
import { assertCanCreateOffer } from '@server/features/billing/billing.service.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import { ZOfferForm, type TCreateOfferRequest, type TOffer, type TUpdateOfferRequest } from '@shared/schemas/offer.js';

const E = OFFER_TEXTS.errors;

export interface OfferRow {
  id: string;
  type: TOffer['type'];
  title: string;
  organization: string;
  location: string | null;
  budget: string | null;
  timeframe: string | null;
  description: string;
  tags: string[] | null;
  logo: string | null;
  featured: boolean;
  created_at: string;
  user_id: string | null;
  phone: string | null;
  contact_info: string | null;
  is_approved: boolean;
  target_audience: string | null;
  expected_views: string | null;
  owner_username: string | null;
  owner_user_type: string | null;
  has_owner: boolean;
  [key: string]: unknown;
}

/** Columns of one offer as the API shows it; created_at with microseconds (exact keyset cursors). */
export const OFFER_COLUMNS =
  sql.raw(`o.id::text AS id, o.type, o.title, o.organization, o.location, o.budget, o.timeframe,
  o.description, o.tags, o.logo, o.featured,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at,
  o.user_id, o.phone, o.contact_info, o.is_approved, o.target_audience, o.expected_views,
  p.username AS owner_username, p.user_type AS owner_user_type, (p.id IS NOT NULL) AS has_owner`);
export const OFFER_FROM = sql.raw('offers o LEFT JOIN profiles p ON p.id = o.user_id');

export function toOffer(row: OfferRow): TOffer {
  return {
    id: row.id,
    type: row.type,
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
    owner: row.has_owner ? { username: row.owner_username ?? '', user_type: row.owner_user_type ?? '' } : null,
  };
}

export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  return result.rows as T[];
}

/** Offer ids are positive bigints; anything else cannot name an offer (404 rather than 500). */
export function parseOfferId(raw: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(raw)) throw notFound(E.notFound);
  return raw;
}

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export const pgCode = (error: unknown): string => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return String(e?.code ?? e?.cause?.code ?? '');
};

const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

// ---------------------------------------------------------------- one offer

async function loadOffer(db: Db, id: string): Promise<TOffer | null> {
  const [row] = await rows<OfferRow>(db, sql`SELECT ${OFFER_COLUMNS} FROM ${OFFER_FROM} WHERE o.id = ${id}::bigint`);
  return row ? toOffer(row) : null;
}

/** Approved, the caller's own, or any for an admin; otherwise 404 (its existence stays hidden). */
export async function getOffer(opts: {
  db: Db;
  id: string;
  userId: string | null;
  isAdmin: () => Promise<boolean>;
}): Promise<TOffer> {
  const offer = await loadOffer(opts.db, parseOfferId(opts.id));
  if (!offer) throw notFound(E.notFound);
  if (offer.is_approved || (opts.userId && offer.user_id === opts.userId)) return offer;
  if (await opts.isAdmin()) return offer;
  throw notFound(E.notFound);
}

/** The caller's offers in every state, newest first. */
export async function findOwnOffers(opts: { db: Db; userId: string }): Promise<TOffer[]> {
  const list = await rows<OfferRow>(
    opts.db,
    sql`SELECT ${OFFER_COLUMNS} FROM ${OFFER_FROM} WHERE o.user_id = ${opts.userId}
        ORDER BY o.created_at DESC, o.id DESC LIMIT 1000`,
  );
  return list.map(toOffer);
}

// ---------------------------------------------------------------- create, update, delete

async function userTypeOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await rows<{ user_type: string }>(db, sql`SELECT user_type FROM profiles WHERE id = ${userId}`);
  return row?.user_type ?? null;
}

/** An offer now shows this stored image: it is no longer an upload waiting to be swept. */
async function claimUpload(deps: Deps, db: Db, logo: string | null): Promise<void> {
  const key = logo ? getStorage(deps.env).keyFromUrl(logo) : null;
  if (key) await db.execute(sql`DELETE FROM uploads WHERE key = ${key}`);
}

/** Only images this app stored may become a logo; '' or null means no logo. */
function checkLogo(deps: Deps, logo: string | null | undefined): string | null {
  const value = emptyToNull(logo);
  if (value === null) return null;
  if (!getStorage(deps.env).keyFromUrl(value)) throw badRequest(OFFER_TEXTS.validation.logoInvalid, 'VALIDATION_ERROR');
  return value;
}

export async function createOffer(opts: {
  deps: Deps;
  userId: string;
  isAdmin: boolean;
  input: TCreateOfferRequest;
}): Promise<TOffer> {
  const { deps, userId, input } = opts;
  const logo = checkLogo(deps, input.logo);
  const id = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // one create at a time per user, so the plan's offer limit cannot be raced past
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`samverka:create-offer:${userId}`}))`);
    if ((await userTypeOf(db, userId)) !== input.type) throw new AppError('WRONG_USER_TYPE', 403, E.wrongType);
    await assertCanCreateOffer({ db, env: deps.env, userId });
    const [row] = await rows<{ id: string }>(
      db,
      sql`INSERT INTO offers (type, title, organization, location, budget, timeframe, description, tags, logo, featured,
            user_id, phone, contact_info, is_approved, target_audience, expected_views)
          VALUES (${input.type}, ${input.title}, ${input.organization}, ${emptyToNull(input.location)},
            ${emptyToNull(input.budget)}, ${emptyToNull(input.timeframe)}, ${input.description},
            ${tagsArray(input.tags)}, ${logo}, ${opts.isAdmin && input.featured === true},
            ${userId}, ${input.phone}, ${input.contact_info}, false,
            ${emptyToNull(input.target_audience)}, ${emptyToNull(input.expected_views)})
          RETURNING id::text AS id`,
    );
    await claimUpload(deps, db, logo);
    return row!.id;
  });
  return (await loadOffer(deps.db, id))!;
}

const tagsArray = (tags: string[]) =>
  tags.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`;

/** Owner only. The merged offer must still pass the form's rules (e.g. influencer fields). */
export async function updateOffer(opts: {
  deps: Deps;
  id: string;
  userId: string;
  input: TUpdateOfferRequest;
}): Promise<TOffer> {
  const { deps, userId, input } = opts;
  const id = parseOfferId(opts.id);
  const current = await loadOffer(deps.db, id);
  if (!current || (!current.is_approved && current.user_id !== userId)) throw notFound(E.notFound);
  if (current.user_id !== userId) throw forbidden(E.notOwner);
  if (input.type !== undefined && input.type !== current.type && (await userTypeOf(deps.db, userId)) !== input.type) {
    throw new AppError('WRONG_USER_TYPE', 403, E.wrongType);
  }
  const pick = <K extends keyof TUpdateOfferRequest & keyof TOffer>(key: K) =>
    (input[key] !== undefined ? input[key] : current[key]) ?? undefined;
  const merged = parseOrThrow(ZOfferForm, {
    type: pick('type'),
    title: pick('title'),
    organization: pick('organization'),
    location: pick('location'),
    budget: pick('budget'),
    timeframe: pick('timeframe'),
    target_audience: pick('target_audience'),
    expected_views: pick('expected_views'),
    description: pick('description'),
    tags: pick('tags'),
    phone: pick('phone'),
    contact_info: pick('contact_info'),
    logo: pick('logo'),
  });
  const logo = input.logo !== undefined ? checkLogo(deps, input.logo) : current.logo;
  const updated = await rows<{ id: string }>(
    deps.db,
    sql`UPDATE offers SET type = ${merged.type}, title = ${merged.title}, organization = ${merged.organization},
          location = ${emptyToNull(merged.location)}, budget = ${emptyToNull(merged.budget)},
          timeframe = ${emptyToNull(merged.timeframe)}, description = ${merged.description},
          tags = ${tagsArray(merged.tags)}, phone = ${merged.phone}, contact_info = ${merged.contact_info},
          logo = ${logo}, target_audience = ${emptyToNull(merged.target_audience)},
          expected_views = ${emptyToNull(merged.expected_views)}, updated_at = now()
        WHERE id = ${id}::bigint AND user_id = ${userId} RETURNING id::text AS id`,
  );
  if (updated.length === 0) throw notFound(E.notFound);
  if (logo !== current.logo) await claimUpload(deps, deps.db, logo);
  if (current.logo && current.logo !== logo) await removeImageIfUnused(deps, current.logo);
  return (await loadOffer(deps.db, id))!;
}

/** Removes a stored image unless another offer still shows it; foreign URLs are left alone. */
async function removeImageIfUnused(deps: Deps, logo: string): Promise<void> {
  const storage = getStorage(deps.env);
  const key = storage.keyFromUrl(logo);
  if (!key) return;
  const [still] = await rows<{ one: number }>(deps.db, sql`SELECT 1 AS one FROM offers WHERE logo = ${logo} LIMIT 1`);
  if (still) return;
  try {
    await storage.delete(key);
  } catch (error) {
    // the offer is gone either way; an orphaned image is harmless and logged for cleanup
    deps.log.warn({ err: error, key }, 'could not delete offer image');
  }
}

/** Deletes an offer and its stored image. Returns false when no such offer exists. For owners and admins alike. */
export async function deleteOfferById(opts: { deps: Deps; id: string | number }): Promise<boolean> {
  const { deps } = opts;
  const id = parseOfferId(String(opts.id));
  const [row] = await rows<{ logo: string | null }>(
    deps.db,
    sql`DELETE FROM offers WHERE id = ${id}::bigint RETURNING logo`,
  );
  if (!row) return false;
  if (row.logo) await removeImageIfUnused(deps, row.logo);
  return true;
}

/** Owner or admin; anyone else gets 404 for an offer they cannot see and 403 for one they can. */
export async function deleteOffer(opts: {
  deps: Deps;
  id: string;
  userId: string;
  isAdmin: () => Promise<boolean>;
}): Promise<void> {
  const { deps, userId } = opts;
  const current = await loadOffer(deps.db, parseOfferId(opts.id));
  if (!current) throw notFound(E.notFound);
  if (current.user_id !== userId && !(await opts.isAdmin())) {
    if (!current.is_approved) throw notFound(E.notFound);
    throw forbidden(E.notOwner);
  }
  await deleteOfferById({ deps, id: current.id });
}

// ---------------------------------------------------------------- samples and favourites

export async function loadSampleOffers(opts: { db: Db }): Promise<{ inserted: number }> {
  return { inserted: await seedSampleOffers(opts.db) };
}

/** The caller's favourites they may still see (approved or their own), most recently added first. */
export async function findFavorites(opts: { db: Db; userId: string }): Promise<TOffer[]> {
  const list = await rows<OfferRow>(
    opts.db,
    sql`SELECT ${OFFER_COLUMNS} FROM favorites f JOIN ${OFFER_FROM} ON o.id = f.offer_id
        WHERE f.user_id = ${opts.userId} AND (o.is_approved OR o.user_id = ${opts.userId})
        ORDER BY f.created_at DESC, o.id DESC LIMIT 1000`,
  );
  return list.map(toOffer);
}

export async function addFavorite(opts: { db: Db; userId: string; offerId: string; isAdmin: () => Promise<boolean> }) {
  const offer = await getOffer({ db: opts.db, id: opts.offerId, userId: opts.userId, isAdmin: opts.isAdmin });
  await opts.db.execute(
    sql`INSERT INTO favorites (user_id, offer_id) VALUES (${opts.userId}, ${offer.id}::bigint) ON CONFLICT DO NOTHING`,
  );
}

export async function removeFavorite(opts: { db: Db; userId: string; offerId: string }) {
  const id = parseOfferId(opts.offerId);
  await opts.db.execute(sql`DELETE FROM favorites WHERE user_id = ${opts.userId} AND offer_id = ${id}::bigint`);
}
