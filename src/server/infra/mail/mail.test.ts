// The e-mail channel against a real SMTP server started here: both parts, Swedish subject and footer;
// a server that refuses or is down keeps the row, which is retried with backoff and delivered once;
// the .eml fallback; two workers (two processes on PostgreSQL) on one outbox send each mail once.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { mailOutbox } from '@server/db/schema.js';
import { parseEnv, readProcessEnv } from '@server/env.js';
import { createLogger } from '@server/lib/log.js';
import { createFreshSchema } from '@test/support/fresh-database.js';
import { testDatabaseKind } from '@test/support/harness.js';
import { SMTP_USER, startTestSmtp, type TestSmtp } from '@test/support/smtp.js';
import { createMail, type Mail } from './mail.js';
import { backoffMs, DEFAULT_RETRY } from './outbox.js';
import { redactToken } from './transport.js';

const FROM = 'Samverka <noreply@samverka.test>';
const LINK = 'https://samverka.test/reset-password?token=abc123def456';

let first: Database;
let second: Database;
let dropSchema: (() => Promise<void>) | undefined;
let logLines: string[] = [];
const log = createLogger('info', { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    // two pools on one schema: two server processes sharing one PostgreSQL
    const url = readProcessEnv().TEST_DATABASE_URL!;
    const fresh = await createFreshSchema(url, 'mail');
    first = await openDatabase({ url, searchPath: `${fresh.schema},public`, poolSize: 4 });
    second = await openDatabase({ url, searchPath: `${fresh.schema},public`, poolSize: 4 });
    dropSchema = fresh.drop;
  } else {
    first = await openDatabase({ dataDir: 'memory://' });
    second = first;
  }
  await migrate(first);
});

afterAll(async () => {
  await first.close();
  if (second !== first) await second.close();
  await dropSchema?.();
});

let smtp: TestSmtp;
beforeEach(async () => {
  logLines = [];
  await first.db.delete(mailOutbox);
  smtp = await startTestSmtp();
});
afterEach(async () => {
  await smtp.stop().catch(() => {});
});

const mailVia = (database: Database, smtpUrl: string | undefined, dataDir = tmpdir()): Mail =>
  createMail({ env: { SMTP_URL: smtpUrl, MAIL_FROM: FROM, DATA_DIR: dataDir }, db: database.db, log });

const reset = (to: string) => ({ to, template: 'reset-password' as const, data: { name: 'Anna', link: LINK } });

const rows = () => first.db.select().from(mailOutbox).orderBy(mailOutbox.id);
/** makes every pending row due now, as if the backoff had passed */
const fastForward = () => first.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });

describe('mail over SMTP', () => {
  it('delivers a Swedish mail with an HTML and a plain-text part, the link and the footer', async () => {
    const mail = mailVia(first, smtp.url);
    await mail.sendMail(reset('anna@exempel.se'));
    expect(await mail.drain()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(smtp.recipients[0]).toEqual(['anna@exempel.se']);
    expect(smtp.users).toEqual([SMTP_USER]);
    expect(message.subject).toBe('Välj ett nytt lösenord till Samverka');
    expect(message.from?.text).toContain('noreply@samverka.test');
    expect(message.text).toContain('Hej Anna,');
    expect(message.text).toContain(LINK);
    expect(message.text).toContain('Du får det här mejlet eftersom någon bad om ett nytt lösenord');
    expect(message.html).toContain('<html lang="sv">');
    expect(message.html).toContain('Samverka');
    expect(message.html).toContain(`href="${LINK}"`);
    expect(message.html).toContain('Du får det här mejlet eftersom någon bad om ett nytt lösenord');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends over smtps:// (TLS from the start) with the credentials of the URL', async () => {
    const tls = await startTestSmtp({ secure: true });
    try {
      expect(tls.url).toMatch(/^smtps:/);
      const mail = mailVia(first, tls.url);
      await mail.sendMail(reset('tls@exempel.se'));
      expect(await mail.drain()).toMatchObject({ sent: 1 });
      expect(tls.received.map((m) => m.subject)).toEqual(['Välj ett nytt lösenord till Samverka']);
      expect(tls.users).toEqual([SMTP_USER]);
    } finally {
      await tls.stop();
    }
  });

  it('escapes what the caller gives in the HTML part', async () => {
    const mail = mailVia(first, smtp.url);
    await mail.sendMail({ to: 'a@exempel.se', template: 'verify-email', data: { name: '<b>Ö</b>', link: LINK } });
    await mail.drain();
    expect(smtp.received[0].html).toContain('Hej &lt;b&gt;Ö&lt;/b&gt;,');
    expect(smtp.received[0].subject).toBe('Bekräfta din e-postadress hos Samverka');
  });

  it('keeps a refused mail, waits the backoff, and delivers it once when the server recovers', async () => {
    const mail = mailVia(first, smtp.url);
    smtp.refuse = true;
    await mail.sendMail(reset('bo@exempel.se'));
    expect(await mail.drain()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('451');
    // the next try is a minute away: a drain now sends nothing
    const [{ wait }] = (
      await first.query<{ wait: number }>(
        `SELECT extract(epoch FROM next_attempt_at - now())::float AS wait FROM mail_outbox`,
      )
    ).map((r) => ({ wait: Number(r.wait) }));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await mail.drain()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });

    // still refusing: the second wait doubles
    await fastForward();
    expect(await mail.drain()).toMatchObject({ failed: 1 });
    [row] = await rows();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(100_000);

    smtp.refuse = false;
    await fastForward();
    expect(await mail.drain()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(await mail.drain()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('keeps the mail while the server is down (closed port) and sends it when it is back', async () => {
    const mail = mailVia(first, smtp.url);
    await smtp.stop();
    await mail.sendMail(reset('cecilia@exempel.se'));
    expect(await mail.drain()).toMatchObject({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rows())[0].lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.restart();
    await fastForward();
    expect(await mail.drain()).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.recipients[0]).toEqual(['cecilia@exempel.se']);
  });

  it('gives up a mail that could not be sent for a day, and says so in the log', async () => {
    const mail = mailVia(first, smtp.url);
    smtp.refuse = true;
    await mail.sendMail(reset('david@exempel.se'));
    await first.db.update(mailOutbox).set({ createdAt: sql`now() - interval '24 hours'` });
    expect(await mail.drain()).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect((await rows())[0].status).toBe('failed');
    await fastForward();
    expect(await mail.drain()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    const line = logLines.find((l) => l.includes('mail given up'));
    expect(line).toBeDefined();
    expect(line).not.toContain('david@exempel.se');
  });

  it('backs off from one minute, doubling, to at most an hour', () => {
    expect([1, 2, 3, 6, 7, 40].map((n) => backoffMs(n, DEFAULT_RETRY) / 60_000)).toEqual([1, 2, 4, 32, 60, 60]);
  });

  it('writes the mail in the caller transaction: no row when it rolls back', async () => {
    const mail = mailVia(first, smtp.url);
    await expect(
      first.db.transaction(async (tx) => {
        await mail.sendMail(reset('erik@exempel.se'), tx);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await rows()).toHaveLength(0);
    await first.db.transaction(async (tx) => {
      await mail.sendMail(reset('erik@exempel.se'), tx);
    });
    expect(await rows()).toHaveLength(1);
  });
});

describe('two workers on one outbox', () => {
  it(`deliver every mail exactly once (${testDatabaseKind})`, async () => {
    const a = mailVia(first, smtp.url);
    const b = mailVia(second, smtp.url);
    smtp.delayMs = 5;
    const addresses = Array.from({ length: 24 }, (_, i) => `mottagare${i}@exempel.se`);
    for (const to of addresses) await a.sendMail(reset(to));
    const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
    expect(ra.sent + rb.sent).toBe(24);
    expect(smtp.recipients.flat().sort()).toEqual([...addresses].sort());
    const all = await rows();
    expect(all.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    if (testDatabaseKind === 'postgres') expect(Math.min(ra.sent, rb.sent)).toBeGreaterThan(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes a parseable .eml under DATA_DIR/outbox and logs recipient (masked), subject and link (token cut)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-mail-'));
    const mail = mailVia(first, undefined, dataDir);
    expect(mail.transport.kind).toBe('file');
    await mail.sendMail(reset('gustav@exempel.se'));
    expect(await mail.drain()).toMatchObject({ sent: 1 });

    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(readFileSync(path.join(dataDir, 'outbox', files[0])));
    expect(parsed.subject).toBe('Välj ett nytt lösenord till Samverka');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toContain('gustav@exempel.se');
    expect(parsed.text).toContain(LINK);
    expect(parsed.html).toContain(`href="${LINK}"`);

    const lines = logLines.filter((l) => l.includes('mail written to the outbox'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(entry).toMatchObject({ to: 'g…@exempel.se', subject: 'Välj ett nytt lösenord till Samverka' });
    // the link without its token: a token opens the account (the whole link is in the .eml file)
    expect(entry.link).toBe(redactToken(LINK));
    expect(entry.link).not.toBe(LINK);
    expect(lines[0]).not.toContain('gustav@');
    expect((await first.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'))).length).toBe(1);
  });

  it('defaults MAIL_FROM to noreply at the public address', () => {
    const env = parseEnv({ PUBLIC_URL: 'https://samverka.se', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir() });
    expect(env.MAIL_FROM).toBe('Samverka <noreply@samverka.se>');
    expect(env.SMTP_URL).toBeUndefined();
  });
});
