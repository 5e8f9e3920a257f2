// Mail through the job queue with the real composition root (createDeps) and its workers
// (src/server/workers.ts): a mail goes out at once; a refusing SMTP server keeps it and the next try is a
// job a minute later; a rolled-back action enqueues neither row nor job.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '@server/db/schema.js';
import { jobsSchemaFor } from '@server/infra/jobs/jobs.js';
import { startWorkers } from '@server/workers.js';
import { createTestContext, testDatabaseKind, type TestContext } from '@test/support/harness.js';
import { startTestSmtp, type TestSmtp } from '@test/support/smtp.js';

let smtp: TestSmtp;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  await startWorkers(ctx.deps);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.recipients.length = 0;
  smtp.refuse = false;
});
afterEach(async () => {
  await ctx.deps.db.delete(mailOutbox);
});

const reset = (to: string) => ({
  to,
  template: 'reset-password' as const,
  data: { name: 'Anna', link: 'https://samverka.test/reset-password?token=q' },
});
const until = async (done: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};
const mailJobs = (id: number) =>
  ctx.deps.database.query<{ id: string; state: string; wait: number }>(
    `SELECT id, state, extract(epoch FROM start_after - now())::float AS wait
       FROM ${jobsSchemaFor(ctx.deps.database)}.job WHERE name = 'mail.send' AND data->>'id' = $1 ORDER BY created_on`,
    [String(id)],
  );
const row = async (id: number) => (await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe(`mail on the job queue (${testDatabaseKind})`, () => {
  it('sends a new mail through its mail.send job at once', async () => {
    const started = Date.now();
    const id = await ctx.deps.mail.sendMail(reset('direkt@exempel.se'));
    await until(() => smtp.received.length === 1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(smtp.recipients[0]).toEqual(['direkt@exempel.se']);
    await until(async () => (await mailJobs(id)).every((j) => j.state === 'completed'));
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a refused mail and tries again in a job a minute later; delivered once when SMTP recovers', async () => {
    smtp.refuse = true;
    const id = await ctx.deps.mail.sendMail(reset('igen@exempel.se'));
    await until(async () => (await mailJobs(id)).length === 2);
    const [first, retry] = await mailJobs(id);
    expect(first.state).toBe('completed');
    expect(retry.state).toBe('created');
    expect(Number(retry.wait)).toBeGreaterThan(50);
    expect(Number(retry.wait)).toBeLessThanOrEqual(60);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).lastError).toContain('451');
    expect(smtp.received).toHaveLength(0);

    // the server recovers; the minute passes
    smtp.refuse = false;
    await ctx.deps.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, id));
    await ctx.deps.database.query(
      `UPDATE ${jobsSchemaFor(ctx.deps.database)}.job SET start_after = now() WHERE id = $1`,
      [retry.id],
    );
    await until(() => smtp.received.length === 1);
    await until(async () => (await mailJobs(id)).every((j) => j.state === 'completed'));
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.recipients).toEqual([['igen@exempel.se']]);
  }, 40_000);

  it('a rolled-back action leaves no mail and no job; a committed one is sent', async () => {
    const before = await ctx.deps.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${jobsSchemaFor(ctx.deps.database)}.job WHERE name = 'mail.send'`,
    );
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await ctx.deps.mail.sendMail(reset('bort@exempel.se'), tx);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const after = await ctx.deps.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${jobsSchemaFor(ctx.deps.database)}.job WHERE name = 'mail.send'`,
    );
    expect(after[0].n).toBe(before[0].n);
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(0);

    await ctx.deps.db.transaction(async (tx) => {
      await ctx.deps.mail.sendMail(reset('kvar@exempel.se'), tx);
    });
    await until(() => smtp.received.length === 1);
    expect(smtp.recipients).toEqual([['kvar@exempel.se']]);
  });
});
