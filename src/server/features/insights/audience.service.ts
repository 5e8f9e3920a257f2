// 'Målgrupp och räckvidd': the audience an influencer or association declares (PUT /api/me/audience)
// and anyone reads (GET /api/profiles/:id/audience). The numbers are the user's own word, marked so.
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { profileAudiences, profiles } from '@server/db/schema.js';
import { forbidden, notFound } from '@server/lib/errors.js';
import { INSIGHTS_TEXTS } from '@shared/insights-texts.js';
import { TEXTS } from '@shared/texts.js';
import type { ZAudienceRequest } from '@shared/schemas/insights.js';
import type { TAudience } from '@shared/schemas/insights.response.js';
import type { z } from 'zod';

/** the user types whose audience is theirs to declare */
export const AUDIENCE_USER_TYPES = ['influencer', 'association'];

type Row = typeof profileAudiences.$inferSelect;

const toAudience = (row: Row): TAudience =>
  ({
    userId: row.userId,
    channels: row.channels,
    ageBands: row.ageBands,
    gender: row.gender,
    regions: row.regions,
    totalReach: row.totalReach,
    source: INSIGHTS_TEXTS.declared,
    declaredAt: row.updatedAt.toISOString(),
  }) as TAudience;

export async function getAudience(opts: { db: Db; userId: string }): Promise<TAudience | null> {
  const [profile] = await opts.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, opts.userId));
  if (!profile) throw notFound(TEXTS.errors.notFound);
  const [row] = await opts.db.select().from(profileAudiences).where(eq(profileAudiences.userId, opts.userId));
  return row ? toAudience(row) : null;
}

export async function putAudience(opts: {
  db: Db;
  userId: string;
  input: z.output<typeof ZAudienceRequest>;
}): Promise<TAudience> {
  const [profile] = await opts.db
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, opts.userId));
  if (!profile || !AUDIENCE_USER_TYPES.includes(profile.userType))
    throw forbidden(INSIGHTS_TEXTS.errors.audienceUserType);
  const { channels, ageBands, gender, regions } = opts.input;
  const values = {
    channels,
    ageBands: ageBands as Record<string, number>,
    gender: gender as Record<string, number>,
    regions: regions as Record<string, number>,
    totalReach: channels.reduce((t, c) => t + c.count, 0),
    updatedAt: new Date(),
  };
  const [row] = await opts.db
    .insert(profileAudiences)
    .values({ userId: opts.userId, ...values })
    .onConflictDoUpdate({ target: profileAudiences.userId, set: values })
    .returning();
  return toAudience(row!);
}
