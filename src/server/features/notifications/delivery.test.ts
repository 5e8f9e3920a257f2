// E-mail of notifications on the job queue, with the real workers and a real SMTP server: a message still
// unread after the delay is mailed once (with its List-Unsubscribe headers and a link into the conversation),
// one read meanwhile is not, a failing SMTP server is tried again, the one-click unsubscribe without a
// cookie stops that kind of mail, unverified accounts get none, and the digest goes once a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { createMailTestContext, type MailTestContext } from '@test/support/mailbox.js';
import type { TestUser } from '@test/support/harness.js';
import { startWorkers } from '@server/workers.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { notify } from './notify.js';
import { sendDigests, stockholmDay } from './delivery.js';

const DELAY_SECONDS = 2;
let t: MailTestContext;
beforeAll(async () => {
  t = await createMailTestContext({ NOTIFY_MESSAGE_DELAY_SECONDS: String(DELAY_SECONDS) });
  await startWorkers(t.deps);
});
afterAll(() => t.close());

async function signUp(verified = true) {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp('business', { verified });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** the notification mails to the user (the sign-up's verification mail has no List-Unsubscribe) */
const mailsOf = (user: TestUser) =>
  t.smtp.received.filter(
    (m) =>
      (m.to && !Array.isArray(m.to) ? m.to.text : '').includes(user.email) &&
      m.headerLines.some((h) => h.key === 'list-unsubscribe'),
  );
const until = async (done: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
};
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');
const send = (from: TestUser, to: TestUser, text: string) =>
  t.request(`/api/messages/${to.id}`, { method: 'POST', cookie: from.cookie, json: { text } });

describe('message mails', () => {
  it('a message still unread after the delay is mailed once, linking into the conversation, with List-Unsubscribe', async () => {
    const [a, b] = [await signUp(), await signUp()];
    const sentAt = Date.now();
    expect((await send(b, a, 'Hej! Vill ni samarbeta?')).status).toBe(201);
    expect((await send(b, a, 'Hör av er.')).status).toBe(201);
    await until(() => mailsOf(a).length === 1);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000);
    const [mail] = mailsOf(a);
    expect(mail!.subject).toBe(NOTIFICATION_TEXTS.messageTitle(b.username));
    expect(mail!.text).toContain(`${t.env.PUBLIC_URL}/chat/${b.id}`);
    const unsubscribe = header(mail!, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${t.env.PUBLIC_URL}/api/unsubscribe\\?token=[\\w.-]+>$`));
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe!.slice(1, -1));
    // still unread: a further message is not mailed again
    expect((await send(b, a, 'En sak till.')).status).toBe(201);
    await sleep((DELAY_SECONDS + 3) * 1000);
    expect(mailsOf(a)).toHaveLength(1);
  }, 40_000);

  it('is not mailed when the conversation was read within the delay', async () => {
    const [a, b] = [await signUp(), await signUp()];
    expect((await send(b, a, 'Hej!')).status).toBe(201);
    expect((await t.request(`/api/messages/${b.id}/read`, { method: 'POST', cookie: a.cookie })).status).toBe(200);
    await sleep((DELAY_SECONDS + 4) * 1000);
    await t.deps.mail.drain();
    expect(mailsOf(a)).toEqual([]);
  }, 30_000);

  it('goes to no unverified account', async () => {
    const [a, b] = [await signUp(false), await signUp()];
    await notify(t.deps.db, { userId: a.id, kind: 'offer_approved', title: 'Godkänt', link: '/my-pages' });
    expect((await send(b, a, 'Hej!')).status).toBe(201);
    await sleep((DELAY_SECONDS + 4) * 1000);
    await t.deps.mail.drain();
    expect(mailsOf(a)).toEqual([]);
  }, 30_000);
});

describe('instant mails', () => {
  it('are tried again after a failing SMTP server, and sent once', async () => {
    const a = await signUp();
    t.smtp.refuse = true;
    await notify(t.deps.db, {
      userId: a.id,
      kind: 'offer_approved',
      title: 'Ditt erbjudande är godkänt',
      link: '/sponsorship/1',
    });
    await until(() => false, 3000).catch(() => {});
    const [row] = await t.deps.database.query<{ attempts: number; last_error: string | null; status: string }>(
      `SELECT attempts, last_error, status FROM mail_outbox WHERE recipient = $1 AND template = 'notification'`,
      [a.email],
    );
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(row!.last_error).toBeTruthy();
    t.smtp.refuse = false;
    await t.fastForwardOutbox();
    await t.deps.mail.drain();
    await t.deps.mail.drain();
    expect(mailsOf(a).map((m) => m.subject)).toEqual(['Ditt erbjudande är godkänt']);
  }, 30_000);

  it('the one-click unsubscribe (POST, no cookie) stops further mails of that kind only', async () => {
    const a = await signUp();
    await notify(t.deps.db, { userId: a.id, kind: 'offer_approved', title: 'Första', link: '/my-pages' });
    await until(() => mailsOf(a).length === 1);
    const url = header(mailsOf(a)[0]!, 'List-Unsubscribe')!.slice(1, -1);
    const res = await t.app.request(url.replace(t.env.PUBLIC_URL, ''), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    await notify(t.deps.db, { userId: a.id, kind: 'offer_approved', title: 'Andra', link: '/my-pages' });
    await notify(t.deps.db, { userId: a.id, kind: 'report_handled', title: 'Rapport klar', link: '/my-pages' });
    await until(() => mailsOf(a).length === 2);
    await sleep(3000);
    expect(mailsOf(a).map((m) => m.subject)).toEqual(['Första', 'Rapport klar']);
  }, 30_000);
});

describe('the daily digest', () => {
  it('gathers the daily kinds into one mail, at most one a day', async () => {
    const a = await signUp();
    const match = (id: number) =>
      notify(t.deps.db, {
        userId: a.id,
        kind: 'saved_search',
        title: `Träff ${id}`,
        link: `/sponsorship/${id}`,
        subjectKey: `saved-search:${id}`,
      });
    await match(1);
    await match(2);
    await sleep(2000);
    // not mailed at once: saved searches go in the digest by default
    expect(mailsOf(a)).toEqual([]);
    expect(await sendDigests(t.deps)).toBeGreaterThanOrEqual(1);
    await until(() => mailsOf(a).length === 1);
    const [digest] = mailsOf(a);
    expect(digest!.subject).toContain('2 notiser');
    expect(digest!.text).toContain('Träff 1');
    expect(digest!.text).toContain(`${t.env.PUBLIC_URL}/sponsorship/2`);
    expect(header(digest!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // a new match the same day waits for tomorrow's digest
    await match(3);
    expect(await sendDigests(t.deps)).toBe(0);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(stockholmDay(tomorrow)).not.toBe(stockholmDay(new Date()));
    expect(await sendDigests(t.deps, tomorrow)).toBe(1);
    await until(() => mailsOf(a).length === 2);
    expect(mailsOf(a)[1]!.subject).toContain('1 notis');
  }, 30_000);
});
