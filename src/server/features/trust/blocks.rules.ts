// The rules a block imposes on the chat (issue 14), as queries the chat service uses: a blocked user
// cannot write to the blocker, the blocker's contact list hides them, and the blocker is not found in
// the blocked user's search. Kept apart from blocks.service.ts so the chat service can use it freely.
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { userBlocks } from '@server/db/schema.js';
import { AppError } from '@server/lib/errors.js';
import { TRUST_TEXTS } from '@shared/trust-texts.js';

/** Throws 403 when either of the two has blocked the other; a block is checked before every write. */
export async function assertNotBlocked({ db, me, otherId }: { db: Db; me: string; otherId: string }): Promise<void> {
  const rows = await db
    .select({ blocker: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, otherId)),
        and(eq(userBlocks.blockerId, otherId), eq(userBlocks.blockedId, me)),
      ),
    );
  if (rows.some((r) => r.blocker === otherId)) {
    throw new AppError('BLOCKED', 403, TRUST_TEXTS.errors.blockedByOther);
  }
  if (rows.length > 0) throw new AppError('BLOCKED', 403, TRUST_TEXTS.errors.youBlocked);
}

/** True for a row whose user (`column`) the caller has not blocked. */
export const notBlockedByMe = (me: string, column: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${column})`;

/** True for a row whose user (`column`) has not blocked the caller. */
export const notBlockingMe = (me: string, column: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${column} and ${userBlocks.blockedId} = ${me})`;
