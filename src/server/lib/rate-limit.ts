// Fixed-window rate limits kept in the database, so every server process shares them.
import type { Database } from '@server/db/client.js';

export interface RateLimiter {
  /** counts one hit; returns true while the key is within its limit */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  /** hits so far in the current window, without counting one */
  count(key: string, windowSeconds: number): Promise<number>;
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
    async count(key, windowSeconds) {
      const rows = await database.query<{ count: number }>(
        `SELECT count FROM rate_limits WHERE key = $1 AND window_start >= now() - make_interval(secs => $2)`,
        [key, windowSeconds],
      );
      return Number(rows[0]?.count ?? 0);
    },
    async reset(key) {
      await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}
