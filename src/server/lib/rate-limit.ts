// Fixed-window rate limits kept in the database, so every server process shares them. Every count is
// one statement that increments and answers the new count, so parallel requests cannot slip past a limit.
import type { Database } from '@server/db/client.js';

export interface RateLimiter {
  /** counts one hit atomically; returns true while the key is within its limit */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** gives one hit back (an attempt that turned out not to count) */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(database: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const rows = await database.query<{ count: number }>(
        `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.count + 1 END,
           window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
         RETURNING count`,
        [key, windowSeconds],
      );
      return Number(rows[0]?.count ?? 0) <= limit;
    },
    async refund(key) {
      await database.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0', [key]);
    },
    async reset(key) {
      await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}
