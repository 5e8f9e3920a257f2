// GET /api/health: ok or not ok, nothing more (no database host, no error text); the realtime state.
import { Hono } from 'hono';
import { count } from 'drizzle-orm';
import type { AppEnv } from '@server/context.js';
import { offers } from '@server/db/schema.js';
import { describe } from '@server/middleware/describe.js';
import { TEXTS } from '@shared/texts.js';
import { ZHealth, ZPing, type THealth, type TPing } from '@shared/schemas/common.response.js';

export const healthRoutes = new Hono<AppEnv>()
  .get(
    '/health',
    describe({
      summary: 'Hälsa: når servern databasen, och tar realtidskanalen emot händelser',
      tags: ['Drift'],
      answers: { 200: { schema: ZHealth, description: 'Allt fungerar' } },
      errors: { 503: ['DATABASE_UNAVAILABLE'] },
    }),
    async (c) => {
      const { db, hub, log } = c.var.deps;
      c.header('Cache-Control', 'no-store');
      try {
        await db.select({ n: count() }).from(offers);
      } catch (error) {
        // the operator's log gets the driver's code; the answer says only that it is down
        log.warn({ code: (error as { code?: string }).code }, 'health: database unavailable');
        return c.json({ error: { code: 'DATABASE_UNAVAILABLE', message: TEXTS.errors.database } }, 503);
      }
      return c.json<THealth>({ db: 'ok', realtime: hub.state() === 'ok' ? 'ok' : 'reconnecting' });
    },
  )
  // a trivial answer of the same stack, used by benchmarks as the ceiling
  .get(
    '/ping',
    describe({
      summary: 'Enklaste svaret (för mätningar)',
      tags: ['Drift'],
      answers: { 200: { schema: ZPing, description: 'ok' } },
    }),
    (c) => c.json<TPing>({ ok: true }),
  );
