// Fixed-window rate limits kept in the database, so every server process shares them.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rateLimits } from '@server/db/schema.js';

export interface RateLimiter {
  /** counts one hit; returns true while the key is within its limit */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** hits so far in the current window, without counting one */
  count(key: string, windowSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
}

const windowStartAfter = (windowSeconds: number) => sql`now() - make_interval(secs => ${windowSeconds})`;

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      // one statement: a new window starts when the stored one has run out, else the count goes up
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
    async count(key, windowSeconds) {
      const rows = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gte(rateLimits.windowStart, windowStartAfter(windowSeconds))));
      return Number(rows[0]?.count ?? 0);
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
