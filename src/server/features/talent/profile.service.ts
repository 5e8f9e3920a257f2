// The skills profile (issue 25 §1): a Privatperson or an influencer writes it; it is seen by its owner,
// and by signed-in organisations only while 'Synlig för organisationer' is on. To anyone else it does not
// exist (404), in the API, the matcher and the sitemap alike.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { AppJobs } from '@server/infra/jobs/definitions.js';
import { profiles, skillProfiles } from '@server/db/schema.js';
import { forbidden, notFound } from '@server/lib/errors.js';
import { findPlaces } from '@server/features/ai/places.js';
import { normaliseSkill } from '@shared/skills.js';
import { PROJECT_OWNER_TYPES, TALENT_TEXTS, TALENT_USER_TYPES } from '@shared/talent-texts.js';
import type { TSkillProfileRequest } from '@shared/schemas/talent.js';
import { ZSkillProfileRequest } from '@shared/schemas/talent.js';
import type { TSkillProfile } from '@shared/schemas/talent.response.js';

const E = TALENT_TEXTS.errors;

export const isTalentType = (t: string | null | undefined) =>
  (TALENT_USER_TYPES as readonly string[]).includes(t ?? '');
export const isProjectOwnerType = (t: string | null | undefined) =>
  (PROJECT_OWNER_TYPES as readonly string[]).includes(t ?? '');

/** the county (län or region of the place table) a place lies in */
export const countyOf = (place: string) => findPlaces(place)[0]?.region ?? null;

type Row = typeof skillProfiles.$inferSelect & { username: string; userType: string };

export const toSkillProfile = (r: Row): TSkillProfile => ({
  userId: r.userId,
  username: r.username,
  userType: r.userType,
  headline: r.headline,
  skills: r.skills,
  hoursPerWeek: r.hoursPerWeek,
  availableFrom: r.availableFrom,
  availableTo: r.availableTo,
  place: r.place,
  county: r.county,
  remote: r.remote,
  volunteer: r.volunteer,
  paid: r.paid,
  bio: r.bio,
  links: r.links,
  visible: r.visible,
  updatedAt: r.updatedAt.toISOString(),
});

export async function userTypeOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ t: profiles.userType }).from(profiles).where(eq(profiles.id, userId));
  return row?.t ?? null;
}

async function selectProfile(db: Db, userId: string): Promise<Row | null> {
  const [row] = await db
    .select({ sp: skillProfiles, username: profiles.username, userType: profiles.userType })
    .from(skillProfiles)
    .innerJoin(profiles, eq(profiles.id, skillProfiles.userId))
    .where(eq(skillProfiles.userId, userId));
  return row ? { ...row.sp, username: row.username, userType: row.userType } : null;
}

export async function getOwnSkillProfile(db: Db, userId: string): Promise<TSkillProfile | null> {
  const row = await selectProfile(db, userId);
  return row ? toSkillProfile(row) : null;
}

/** One profile as the caller may see it: the owner always, a signed-in organisation while visible. */
export async function getSkillProfile(opts: { db: Db; id: string; viewerId: string | null }): Promise<TSkillProfile> {
  const { db, id, viewerId } = opts;
  const row = await selectProfile(db, id);
  if (!row) throw notFound(E.profileNotFound);
  if (row.userId === viewerId) return toSkillProfile(row);
  if (!row.visible || !viewerId || !isProjectOwnerType(await userTypeOf(db, viewerId)))
    throw notFound(E.profileNotFound);
  return toSkillProfile(row);
}

export async function saveSkillProfile(opts: {
  db: Db;
  userId: string;
  input: TSkillProfileRequest;
  /** to match the saved Talentfinder searches once the profile is visible (talent-searches.match.ts) */
  jobs?: AppJobs;
}): Promise<TSkillProfile> {
  const { db, userId } = opts;
  if (!isTalentType(await userTypeOf(db, userId))) throw forbidden(E.profileType);
  const v = ZSkillProfileRequest.parse(opts.input);
  const skills = v.skills.map((s) => ({ name: s.name, level: s.level, skillId: normaliseSkill(s.name) }));
  const values = {
    headline: v.headline,
    skills,
    skillIds: [...new Set(skills.flatMap((s) => (s.skillId ? [s.skillId] : [])))],
    hoursPerWeek: v.hoursPerWeek,
    availableFrom: v.availableFrom,
    availableTo: v.availableTo,
    place: v.place,
    county: countyOf(v.place),
    remote: v.remote,
    volunteer: v.volunteer,
    paid: v.paid,
    bio: v.bio,
    links: v.links,
    visible: v.visible,
    updatedAt: new Date(),
  };
  await db
    .insert(skillProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: skillProfiles.userId, set: values });
  // each saver hears of a person once (talent_search_matches), so matching on every visible save is safe
  if (v.visible && opts.jobs) await opts.jobs.enqueue('talent.match-searches', { userId });
  return (await getOwnSkillProfile(db, userId))!;
}

export async function deleteSkillProfile(db: Db, userId: string): Promise<void> {
  await db.delete(skillProfiles).where(eq(skillProfiles.userId, userId));
}

/** every visible profile (the Talentfinder's candidates; a few thousand at most are ranked in memory) */
export async function findVisibleProfiles(db: Db): Promise<TSkillProfile[]> {
  const list = await db
    .select({ sp: skillProfiles, username: profiles.username, userType: profiles.userType })
    .from(skillProfiles)
    .innerJoin(profiles, eq(profiles.id, skillProfiles.userId))
    .where(and(eq(skillProfiles.visible, true)));
  return list.map((r) => toSkillProfile({ ...r.sp, username: r.username, userType: r.userType }));
}
