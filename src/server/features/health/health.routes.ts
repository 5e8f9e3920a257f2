import { Hono } from 'hono';
import { count } from 'drizzle-orm';
import type { AppEnv } from '@server/context.js';
import { offers } from '@server/db/schema.js';
import { describe } from '@server/middleware/describe.js';
import { ZHealth, ZPing } from '@shared/schemas/common.response.js';

export const healthRoutes = new Hono<AppEnv>()
  .get(
    '/health',
    describe({
      summary: 'Hälsa: når servern databasen',
      tags: ['Drift'],
      answers: { 200: { schema: ZHealth, description: 'Allt fungerar' } },
      errors: { 503: ['DATABASE_UNAVAILABLE'] },
    }),
    async (c) => {
      try {
        await c.var.deps.db.select({ n: count() }).from(offers);
        c.header('Cache-Control', 'no-store');
        return c.json({ db: 'ok' as const });
      } catch (error) {
        return c.json({ error: { code: 'DATABASE_UNAVAILABLE', message: (error as Error).message } }, 503);
      }
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
    (c) => c.json({ ok: true }),
  );
