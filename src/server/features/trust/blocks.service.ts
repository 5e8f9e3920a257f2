// Blocking users (issue 14): the caller's own block list. What a block does to the chat is in blocks.rules.ts.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { profiles, userBlocks, users } from '@server/db/schema.js';
import { chatUserNames, getChatPartner } from '@server/features/chat/chat.service.js';
import { notFound } from '@server/lib/errors.js';
import { TRUST_TEXTS } from '@shared/trust-texts.js';
import type { TBlockAdded, TBlockedUser } from '@shared/schemas/trust.response.js';

export async function findBlocks({ db, me }: { db: Db; me: string }): Promise<TBlockedUser[]> {
  const rows = await db
    .select({
      id: userBlocks.blockedId,
      ...chatUserNames(),
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, me))
    .orderBy(desc(userBlocks.createdAt), userBlocks.blockedId);
  return rows.map(({ blockedAt, ...r }) => ({ ...r, blocked_at: blockedAt.toISOString() }));
}

/** Blocks another user (once; a second call answers the first block). Oneself → 400, unknown → 404. */
export async function blockUser({ db, me, userId }: { db: Db; me: string; userId: string }): Promise<TBlockAdded> {
  const partner = await getChatPartner({ db, me, otherId: userId, selfMessage: TRUST_TEXTS.errors.blockSelf });
  const inserted = await db
    .insert(userBlocks)
    .values({ blockerId: me, blockedId: partner.id })
    .onConflictDoNothing()
    .returning({ id: userBlocks.blockedId });
  const block = (await findBlocks({ db, me })).find((b) => b.id === partner.id);
  if (!block) throw notFound(TRUST_TEXTS.errors.userNotFound); // the user was deleted in between
  return { block, created: inserted.length > 0 };
}

/** Lifts a block; lifting one that does not exist is no error (the result is the same). */
export async function unblockUser({ db, me, userId }: { db: Db; me: string; userId: string }): Promise<void> {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, userId)));
}
