// Public profiles (never the e-mail), the owner's description edit and a user's offers.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { offers, profiles } from '@server/db/schema.js';
import type { SessionUser } from '@server/context.js';
import { notFound } from '@server/lib/errors.js';
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

export async function getPublicProfile({ db, id }: { db: Db; id: string }): Promise<TPublicProfile> {
  if (id.length > ID_MAX) throw notFound(PROFILE_TEXTS.notFound);
  const [row] = await db
    .select({
      id: profiles.id,
      userType: profiles.userType,
      username: profiles.username,
      description: profiles.description,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  if (!row) throw notFound(PROFILE_TEXTS.notFound);
  return {
    id: row.id,
    user_type: row.userType,
    username: row.username,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/** Edits only the caller's own profile: the id comes from the session, never from the request. */
export async function updateOwnProfile({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: TUpdateProfile;
}): Promise<TProfile> {
  // a profile lost by an old bug is recreated from the sign-up data first
  if (!(await getOwnProfile({ db, user }))) throw notFound(PROFILE_TEXTS.notFound);
  const set: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
  if (input.description !== undefined) set.description = input.description ? input.description : null;
  if (input.full_name !== undefined) set.fullName = input.full_name ? input.full_name : null;
  const [row] = await db.update(profiles).set(set).where(eq(profiles.id, user.id)).returning();
  return toProfileDto(row);
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
