import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { profiles, users } from '@server/db/schema.js';
import type { SessionUser } from '@server/context.js';
import { isUserType } from '@shared/constants.js';
import type { TProfile } from '@shared/schemas/account.response.js';

export const toProfileDto = (row: typeof profiles.$inferSelect): TProfile => ({
  id: row.id,
  user_type: row.userType,
  username: row.username,
  full_name: row.fullName,
  description: row.description,
  location: row.location,
  website: row.website,
  logo_url: row.logoUrl,
  org_number: row.orgNumber,
  org_verification: row.orgVerification,
  org_rejection_reason: row.orgRejectionReason,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The caller's profile; recreated from the account's sign-up data if it is missing. */
export async function getOwnProfile({ db, user }: { db: Db; user: SessionUser }): Promise<TProfile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (row) return toProfileDto(row);
  if (!user.username || !isUserType(user.userType)) return null;
  const [created] = await db
    .insert(profiles)
    .values({ id: user.id, username: user.username, userType: user.userType })
    .onConflictDoNothing()
    .returning();
  return created ? toProfileDto(created) : null;
}

/** Which of a sign-up's e-mail and username another account already uses (case-insensitively), in one read. */
export async function findTakenSignUpNames({
  db,
  email,
  username,
}: {
  db: Db;
  email: string;
  username: string;
}): Promise<Set<'email' | 'username'>> {
  const same = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;
  const rows = await db
    .select({ what: sql<'email' | 'username'>`'email'` })
    .from(users)
    .where(same(users.email, email))
    .unionAll(
      db
        .select({ what: sql<'email' | 'username'>`'username'` })
        .from(profiles)
        .where(same(profiles.username, username)),
    )
    .unionAll(
      db
        .select({ what: sql<'email' | 'username'>`'username'` })
        .from(users)
        .where(same(users.username, username)),
    );
  return new Set(rows.map((r) => r.what));
}
