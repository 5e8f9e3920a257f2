// The rules of sponsorship offers: who sees, creates, edits and deletes what (issue 3 §1).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { offers, profiles } from '@server/db/schema.js';
import { seedSampleOffers } from '@server/db/seed.js';
import { indexWrittenOffers } from '@server/search/indexer.js';
import { AppError, forbidden, notFound } from '@server/lib/errors.js';
import { parseOrThrow } from '@server/lib/validate.js';
import { assertCanCreateOffer } from '@server/features/billing/billing.service.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import {
  ZOfferForm,
  type TCreateOfferRequest,
  type TOfferForm,
  type TUpdateOfferRequest,
} from '@shared/schemas/offer.js';
import type { TOffer, TOfferFields, TSampleLoad } from '@shared/schemas/offer.response.js';
import { selectOffers, toOffer } from './offers.mapper.js';
import { checkLogo, claimUpload, emptyToNull, removeImageIfUnused } from './offer-images.js';
import {
  approveOfferEdit,
  offerFields,
  pendingEdits,
  proposeEdit,
  rejectOfferEdit,
  withPendingEdits,
} from './offer-revisions.service.js';

// offers.list.ts (the search) reads these from here
export { OFFER_COLUMNS, OFFER_FROM, toOffer, type OfferRow } from './offers.mapper.js';
export { pgCode, rows } from '@server/db/raw.js';

const E = OFFER_TEXTS.errors;

/** Ids stay text on the way in, so 18-digit ids are compared exactly. */
const offerIdIs = (id: string) => sql`${offers.id} = ${id}::bigint`;

/** Offer ids are positive bigints; anything else cannot name an offer (404 rather than 500). */
export function parseOfferId(raw: string): string {
  if (!/^[1-9][0-9]{0,17}$/.test(raw)) throw notFound(E.notFound);
  return raw;
}

// ---------------------------------------------------------------- one offer

async function loadOffer(db: Db, id: string): Promise<TOffer | null> {
  const [row] = await selectOffers(db).where(offerIdIs(id));
  return row ? toOffer(row) : null;
}

/** These offers, in any state (for the admin's review of edits). */
export async function findOffersByIds(db: Db, ids: string[]): Promise<TOffer[]> {
  if (ids.length === 0) return [];
  const list = await selectOffers(db).where(inArray(offers.id, ids.map(Number)));
  return list.map(toOffer);
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
  if (opts.userId && offer.user_id === opts.userId) return (await withPendingEdits(opts.db, [offer]))[0]!;
  if (offer.is_approved) return offer;
  if (await opts.isAdmin()) return offer;
  throw notFound(E.notFound);
}

/** The caller's offers in every state, newest first. */
export async function findOwnOffers(opts: { db: Db; userId: string }): Promise<TOffer[]> {
  const list = await selectOffers(opts.db)
    .where(eq(offers.userId, opts.userId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(1000);
  return withPendingEdits(opts.db, list.map(toOffer));
}

// ---------------------------------------------------------------- create, update, delete

type OptionalText = 'location' | 'budget' | 'timeframe' | 'target_audience' | 'expected_views';
type FormInput = Omit<TOfferForm, 'logo' | OptionalText> & Partial<Record<OptionalText, string | null>>;

/** The columns the offer form writes (empty optional texts stored as null). */
const formColumns = (form: FormInput) => ({
  type: form.type,
  title: form.title,
  organization: form.organization,
  location: emptyToNull(form.location),
  budget: emptyToNull(form.budget),
  timeframe: emptyToNull(form.timeframe),
  description: form.description,
  tags: form.tags,
  phone: form.phone,
  contactInfo: form.contact_info,
  targetAudience: emptyToNull(form.target_audience),
  expectedViews: emptyToNull(form.expected_views),
});

async function userTypeOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ userType: profiles.userType }).from(profiles).where(eq(profiles.id, userId));
  return row?.userType ?? null;
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
    const [row] = await db
      .insert(offers)
      .values({
        ...formColumns(input),
        logo,
        featured: opts.isAdmin && input.featured === true,
        userId,
        isApproved: false,
      })
      .returning({ id: sql<string>`${offers.id}::text` });
    await claimUpload(deps, db, logo);
    return row!.id;
  });
  await indexWrittenOffers(deps.db);
  return (await loadOffer(deps.db, id))!;
}

/** Owner only. The merged offer must still pass the form's rules (e.g. influencer fields). */
export async function updateOffer(opts: {
  deps: Deps;
  id: string;
  userId: string;
  input: TUpdateOfferRequest;
  isAdmin: () => Promise<boolean>;
}): Promise<TOffer> {
  const { deps, userId, input } = opts;
  const id = parseOfferId(opts.id);
  const current = await loadOffer(deps.db, id);
  if (!current || (!current.is_approved && current.user_id !== userId)) throw notFound(E.notFound);
  // a built-in sample offer has no owner: only an admin changes it, directly (the admin is the reviewer)
  const sample = current.user_id === null;
  if (sample ? !(await opts.isAdmin()) : current.user_id !== userId) throw forbidden(E.notOwner);
  if (
    !sample &&
    input.type !== undefined &&
    input.type !== current.type &&
    (await userTypeOf(deps.db, userId)) !== input.type
  ) {
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
  if (current.is_approved && !sample) {
    // the approved version stays public; the edit waits for an admin (issue 16 §3)
    const replaced = (await pendingEdits(deps.db, [id])).get(id)?.logo;
    const pending = await proposeEdit(deps.db, id, userId, {
      ...offerFields({ ...current, ...fieldsOf(merged) }),
      logo,
    });
    await claimUpload(deps, deps.db, logo);
    // the image of the edit this one replaces goes, unless the offer or this edit still shows it
    if (replaced) await removeImageIfUnused(deps, replaced);
    return { ...current, pending_edit: pending };
  }
  const updated = await deps.db
    .update(offers)
    .set({ ...formColumns(merged), logo, updatedAt: sql`now()` })
    .where(and(offerIdIs(id), sample ? isNull(offers.userId) : eq(offers.userId, userId)))
    .returning({ id: offers.id });
  if (updated.length === 0) throw notFound(E.notFound);
  if (logo !== current.logo) await claimUpload(deps, deps.db, logo);
  if (current.logo && current.logo !== logo) await removeImageIfUnused(deps, current.logo);
  await indexWrittenOffers(deps.db);
  return (await loadOffer(deps.db, id))!;
}

/** The form's fields as an offer answer names them (empty optional texts as null, like the columns). */
const fieldsOf = (form: FormInput): Omit<TOfferFields, 'logo'> => {
  const c = formColumns(form);
  return {
    type: c.type,
    title: c.title,
    organization: c.organization,
    location: c.location,
    budget: c.budget,
    timeframe: c.timeframe,
    description: c.description,
    tags: c.tags,
    phone: c.phone,
    contact_info: c.contactInfo,
    target_audience: c.targetAudience,
    expected_views: c.expectedViews,
  };
};

/** Admin: publishes the owner's waiting edit; the image it replaced goes when nothing else shows it. */
export async function approveEdit({ deps, offerId }: { deps: Deps; offerId: string }): Promise<void> {
  let replaced: string | null = null;
  await approveOfferEdit({
    deps,
    offerId,
    write: async (db, id, f) => {
      const [before] = await db.select({ logo: offers.logo }).from(offers).where(offerIdIs(id));
      replaced = before?.logo ?? null;
      await db
        .update(offers)
        .set({
          ...formColumns({ ...f, phone: f.phone ?? '', contact_info: f.contact_info ?? '' }),
          logo: f.logo,
          updatedAt: sql`now()`,
        })
        .where(offerIdIs(id));
    },
  });
  if (replaced) await removeImageIfUnused(deps, replaced);
}

/** Admin: drops the owner's waiting edit with a reason for them; its own new image goes too. */
export async function rejectEdit(opts: { deps: Deps; offerId: string; reason?: string }): Promise<void> {
  const image = await rejectOfferEdit(opts);
  if (image) await removeImageIfUnused(opts.deps, image);
}

/** Deletes an offer and its stored image. Returns false when no such offer exists. For owners and admins alike. */
export async function deleteOfferById(opts: { deps: Deps; id: string | number }): Promise<boolean> {
  const { deps } = opts;
  const id = parseOfferId(String(opts.id));
  const proposed = (await pendingEdits(deps.db, [id])).get(id)?.logo;
  // the waiting edit goes with the offer (ON DELETE CASCADE), and with it the image it proposed
  const [row] = await deps.db.delete(offers).where(offerIdIs(id)).returning({ logo: offers.logo });
  if (!row) return false;
  for (const logo of new Set([row.logo, proposed])) if (logo) await removeImageIfUnused(deps, logo);
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

export async function loadSampleOffers(opts: { db: Db }): Promise<TSampleLoad> {
  const inserted = await seedSampleOffers(opts.db);
  await indexWrittenOffers(opts.db);
  return { inserted };
}
