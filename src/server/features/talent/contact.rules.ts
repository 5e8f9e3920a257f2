// Who may write first to a Privatperson (issue 25 §4, decision 250 'People in the browser'): an organisation
// reaches a person only through a project role (the person's interest opens the conversation) or through
// the chat from Talentfinder, which finds only visible profiles. So a first message to an individual needs
// a conversation already under way, or a visible skills profile and an association, business or foundation
// writing. Blocks and the chat's own limits apply on top.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { privateMessages, profiles, skillProfiles } from '@server/db/schema.js';
import { AppError } from '@server/lib/errors.js';
import { PEOPLE_SERVER_TEXTS } from '@shared/people-texts.js';
import { isProjectOwnerType, userTypeOf } from './profile.service.js';

export async function assertMayContactPerson(opts: {
  db: Db;
  me: string;
  partner: { id: string; user_type: string | null };
}): Promise<void> {
  const { db, me, partner } = opts;
  if (partner.user_type !== 'individual') return;
  const [earlier] = await db
    .select({ one: sql<number>`1` })
    .from(privateMessages)
    .where(
      or(
        and(eq(privateMessages.senderId, me), eq(privateMessages.receiverId, partner.id)),
        and(eq(privateMessages.senderId, partner.id), eq(privateMessages.receiverId, me)),
      ),
    )
    .limit(1);
  if (earlier) return;
  const [visible] = await db
    .select({ one: sql<number>`1` })
    .from(skillProfiles)
    .innerJoin(profiles, eq(profiles.id, skillProfiles.userId))
    .where(and(eq(skillProfiles.userId, partner.id), eq(skillProfiles.visible, true)));
  if (visible && isProjectOwnerType(await userTypeOf(db, me))) return;
  throw new AppError('CONTACT_NOT_ALLOWED', 403, PEOPLE_SERVER_TEXTS.contactNotAllowed);
}
