// The workers of the composition root (src/server/workers.ts): each schedule is stored once in
// Europe/Stockholm time (the daily digest at DIGEST_HOUR), even when a second process starts its workers, and the `uploads.sweep` job
// removes an abandoned upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newImageKey } from '@server/adapters/storage/types.js';
import { uploads } from '@server/db/schema.js';
import { jobsSchemaFor } from '@server/infra/jobs/jobs.js';
import { createTestContext, testDatabaseKind, type TestContext } from '@test/support/harness.js';
import { SCHEDULES, digestCron, startWorkers } from './workers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await startWorkers(ctx.deps);
});
afterAll(() => ctx.close());

const schema = () => jobsSchemaFor(ctx.deps.database);

describe(`background workers (${testDatabaseKind})`, () => {
  it('stores every schedule once, in Europe/Stockholm time, also when workers start again', async () => {
    await startWorkers(ctx.deps);
    const rows = await ctx.deps.database.query<{ name: string; cron: string; timezone: string }>(
      `SELECT name, cron, options->>'tz' AS timezone FROM ${schema()}.schedule ORDER BY name`,
    );
    expect(rows).toEqual(
      [...Object.entries(SCHEDULES), ['notifications.digest', digestCron(ctx.env.DIGEST_HOUR)]]
        .map(([name, cron]) => ({ name, cron, timezone: 'Europe/Stockholm' }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('the uploads.sweep job removes an upload no offer shows a day after its upload', async () => {
    const key = newImageKey();
    await ctx.deps.storage.put(key, Buffer.from('bild'), 'image/webp');
    await ctx.deps.db.insert(uploads).values({
      key,
      url: ctx.deps.storage.publicUrl(key),
      createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
    });
    const id = await ctx.deps.jobs.enqueue('uploads.sweep', {});
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [job] = await ctx.deps.database.query<{ state: string }>(
        `SELECT state FROM ${schema()}.job WHERE id = $1`,
        [id],
      );
      if (job?.state === 'completed') break;
      if (Date.now() > deadline) throw new Error(`uploads.sweep is still ${job?.state}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await ctx.deps.db.select().from(uploads)).toEqual([]);
    expect(await ctx.deps.storage.get(key)).toBeNull();
  });
});
