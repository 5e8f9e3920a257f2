// Fixed-window rate limits kept in the database, so every server process shares them. Every count is
// one statement that increments and answers the new count, so parallel requests cannot slip past a limit.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rateLimits } from '@server/db/schema.js';

export interface RateLimiter {
  /** counts one hit atomically; returns true while the key is within its limit */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** gives one hit back (an attempt that turned out not to count) */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const windowStartAfter = (windowSeconds: number) => sql`now() - make_interval(secs => ${windowSeconds})`;

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      // a new window starts when the stored one has run out, else the count goes up
      const expired = sql`${rateLimits.windowStart} < ${windowStartAfter(windowSeconds)}`;
      const rows = await db
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
          },
        })
        .returning({ count: rateLimits.count });
      return Number(rows[0]?.count ?? 0) <= limit;
    },
    async refund(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
