// The rules a block imposes on the chat (issue 14), as queries the chat service uses: a blocked user
// cannot write to the blocker, the blocker's contact list hides them, and the blocker is not found in
// the blocked user's search. Kept apart from blocks.service.ts so the chat service can use it freely.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { userBlocks } from '@server/db/schema.js';
import { AppError } from '@server/lib/errors.js';
import { TRUST_TEXTS } from '@shared/trust-texts.js';

/**
 * Who blocked whom between the caller and `other`, as a scalar subquery for a caller that reads it in a
 * statement of its own (the chat's send): the other's id when the other blocked the caller (that answer
 * wins), the caller's id when only the caller blocked, null when neither did.
 */
export const blockerBetween = (me: string, other: string | AnyColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${userBlocks.blockerId} from ${userBlocks}
    where (${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${other})
       or (${userBlocks.blockerId} = ${other} and ${userBlocks.blockedId} = ${me})
    order by ${userBlocks.blockerId} = ${me} limit 1)`;

/** Throws 403 when `blocker` (from blockerBetween) says either of the two has blocked the other. */
export function throwIfBlocked(me: string, blocker: string | null): void {
  if (blocker === null) return;
  throw new AppError(
    'BLOCKED',
    403,
    blocker === me ? TRUST_TEXTS.errors.youBlocked : TRUST_TEXTS.errors.blockedByOther,
  );
}

/** Throws 403 when either of the two has blocked the other; a block is checked before every write. */
export async function assertNotBlocked({ db, me, otherId }: { db: Db; me: string; otherId: string }): Promise<void> {
  const result = await db.execute<{ blocker: string | null }>(sql`select ${blockerBetween(me, otherId)} as blocker`);
  throwIfBlocked(me, result.rows[0]?.blocker ?? null);
}

/** True for a row whose user (`column`) the caller has not blocked. */
export const notBlockedByMe = (me: string, column: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${column})`;

/** True for a row whose user (`column`) has not blocked the caller. */
export const notBlockingMe = (me: string, column: AnyColumn | SQL): SQL =>
  sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${column} and ${userBlocks.blockedId} = ${me})`;
