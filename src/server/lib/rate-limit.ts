// Fixed-window rate limits kept in the database, so every server process shares them. Every count is
// one statement that increments and answers the new count, so parallel requests cannot slip past a limit.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rateLimits } from '@server/db/schema.js';

export interface RateLimiter {
  /** counts one hit atomically; returns true while the key is within its limit */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** gives one hit back (an attempt that turned out not to count) */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/**
 * The one statement that counts a hit of `key` and answers the new count (`RETURNING count`): a new window
 * starts when the stored one has run out, else the count goes up. A caller that must count a hit in a
 * statement of its own (the chat's send, as a CTE) uses it, so the count stays this one atomic upsert.
 */
export const rateLimitHit = (key: string, windowSeconds: number): SQL => {
  const expired = sql`rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})`;
  return sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN ${expired} THEN now() ELSE rate_limits.window_start END
    RETURNING count`;
};

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const result = await db.execute<{ count: number | string }>(rateLimitHit(key, windowSeconds));
      return Number(result.rows[0]?.count ?? 0) <= limit;
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
