// GET /api/health: ok or not ok, nothing more (no database host, no error text); the realtime state.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { TEXTS } from '@shared/texts.js';

export const healthRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const { database, hub, log } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    try {
      await database.query('SELECT count(*) FROM offers');
    } catch (error) {
      // the operator's log gets the driver's code; the answer says only that it is down
      log.warn({ code: (error as { code?: string }).code }, 'health: database unavailable');
      return c.json({ error: { code: 'DATABASE_UNAVAILABLE', message: TEXTS.errors.database } }, 503);
    }
    return c.json({ db: 'ok' as const, realtime: hub.state() === 'ok' ? ('ok' as const) : ('reconnecting' as const) });
  })
  // a trivial answer of the same stack, used by benchmarks as the ceiling
  .get('/ping', (c) => c.json({ ok: true }));
