// Public profiles (never the e-mail), the owner's description edit and a user's offers.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { offers, profiles } from '@server/db/schema.js';
import type { SessionUser } from '@server/context.js';
import { badRequest, notFound } from '@server/lib/errors.js';
import type { Deps } from '@server/context.js';
import { checkLogo, claimUpload } from '@server/features/offers/offer-images.js';
import { normaliseOrgNumber, orgNumberProblem } from '@shared/org-number.js';
import { getOwnProfile, toProfileDto } from '@server/features/account/account.service.js';
import type { TUpdateProfile } from '@shared/schemas/moderation.js';
import type { TOffer } from '@shared/schemas/offer.response.js';
import type { TProfile } from '@shared/schemas/account.response.js';
import type { TPublicProfile } from '@shared/schemas/profile.response.js';
import { PROFILE_TEXTS } from '@shared/moderation-texts.js';
import { forCaller, offerColumns, toOffer } from '@server/features/offers/offers.mapper.js';

/** A user's offers are few (Basic allows 3); the cap only guards the answer's size. */
export const PROFILE_OFFERS_MAX = 200;

const ID_MAX = 100;

/**
 * A profile page is public, except a Privatperson's (issue 25): a person is found only through the skills
 * profile, which organisations see while it is visible; the page itself exists for its owner alone.
 */
/** a Privatperson's profile (and what hangs on it) is its owner's alone; every other profile is public */
const isProfileVisible = (userType: string | null, id: string, viewerId: string | null) =>
  userType !== 'individual' || id === viewerId;

/**
 * Throws 404 unless the profile exists and the viewer may see it (the same rule as the profile page);
 * answers whether it is private, so the caller keeps it out of shared caches.
 */
export async function assertProfileVisible({
  db,
  id,
  viewerId,
}: {
  db: Db;
  id: string;
  viewerId: string | null;
}): Promise<{ private: boolean }> {
  if (id.length > ID_MAX) throw notFound(PROFILE_TEXTS.notFound);
  const [row] = await db.select({ userType: profiles.userType }).from(profiles).where(eq(profiles.id, id));
  if (!row || !isProfileVisible(row.userType, id, viewerId)) throw notFound(PROFILE_TEXTS.notFound);
  return { private: row.userType === 'individual' };
}

export async function getPublicProfile({
  db,
  id,
  viewerId = null,
}: {
  db: Db;
  id: string;
  viewerId?: string | null;
}): Promise<TPublicProfile> {
  if (id.length > ID_MAX) throw notFound(PROFILE_TEXTS.notFound);
  const [row] = await db
    .select({
      id: profiles.id,
      userType: profiles.userType,
      username: profiles.username,
      description: profiles.description,
      location: profiles.location,
      website: profiles.website,
      logoUrl: profiles.logoUrl,
      orgVerification: profiles.orgVerification,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  if (!row || !isProfileVisible(row.userType, row.id, viewerId)) throw notFound(PROFILE_TEXTS.notFound);
  return {
    id: row.id,
    user_type: row.userType,
    username: row.username,
    description: row.description,
    location: row.location,
    website: row.website,
    logo_url: row.logoUrl,
    verified: row.orgVerification === 'approved',
    created_at: row.createdAt.toISOString(),
  };
}

/** Edits only the caller's own profile: the id comes from the session, never from the request. */
export async function updateOwnProfile({
  deps,
  user,
  input,
}: {
  deps: Deps;
  user: SessionUser;
  input: TUpdateProfile;
}): Promise<TProfile> {
  const { db } = deps;
  // a profile lost by an old bug is recreated from the sign-up data first
  const current = await getOwnProfile({ db, user });
  if (!current) throw notFound(PROFILE_TEXTS.notFound);
  const set: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
  const orEmpty = (v: string | null) => (v ? v : null);
  if (input.description !== undefined) set.description = orEmpty(input.description);
  if (input.full_name !== undefined) set.fullName = orEmpty(input.full_name);
  if (input.location !== undefined) set.location = orEmpty(input.location);
  if (input.website !== undefined) set.website = orEmpty(input.website);
  if (input.logo_url !== undefined) {
    set.logoUrl = checkLogo(deps, input.logo_url);
    // a logo shown on the profile is no longer an upload waiting to be swept
    await claimUpload(deps, db, set.logoUrl);
  }
  if (input.org_number !== undefined) Object.assign(set, orgNumberChange(current, input.org_number));
  const [row] = await db.update(profiles).set(set).where(eq(profiles.id, user.id)).returning();
  return toProfileDto(row);
}

/** A new organisation number waits for the admin (the badge goes); the same one changes nothing; '' clears it. */
function orgNumberChange(current: TProfile, raw: string | null): Partial<typeof profiles.$inferInsert> {
  if (!raw) return { orgNumber: null, orgVerification: 'none', orgRejectionReason: null, orgVerifiedAt: null };
  const problem = orgNumberProblem(raw, current.user_type);
  if (problem) throw badRequest(problem, 'ORG_NUMBER_INVALID');
  const normal = normaliseOrgNumber(raw)!;
  if (normal === current.org_number) return {};
  return { orgNumber: normal, orgVerification: 'pending', orgRejectionReason: null, orgVerifiedAt: null };
}

/**
 * The offers on a profile: the approved ones for everyone, every state for the owner
 * (spec: the owner's pending tab). An unknown user simply has none.
 */
export async function findProfileOffers({
  db,
  userId,
  caller,
}: {
  db: Db;
  userId: string;
  caller: SessionUser | null;
}): Promise<TOffer[]> {
  if (userId.length > ID_MAX) return [];
  const isOwner = caller?.id === userId;
  const rows = await db
    .select(offerColumns(offers, profiles))
    .from(offers)
    .leftJoin(profiles, eq(profiles.id, offers.userId))
    .where(isOwner ? eq(offers.userId, userId) : and(eq(offers.userId, userId), eq(offers.isApproved, true)))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(PROFILE_OFFERS_MAX);
  return rows.map((row) => forCaller(toOffer(row), caller !== null));
}
