import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';

export const healthRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    try {
      await c.var.deps.database.query('SELECT count(*) FROM offers');
      c.header('Cache-Control', 'no-store');
      return c.json({ db: 'ok' as const });
    } catch (error) {
      return c.json({ error: { code: 'DATABASE_UNAVAILABLE', message: (error as Error).message } }, 503);
    }
  })
  // a trivial answer of the same stack, used by benchmarks as the ceiling
  .get('/ping', (c) => c.json({ ok: true }));
