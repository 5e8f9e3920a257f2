// Forgot / reset password against the real test SMTP server: the mailed link works once and for an
// hour, ends every session and mails a notice; an unknown address gets the same answer; a reset
// asked for while SMTP is down is answered 200 and its mail arrives when the server is back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '@server/db/schema.js';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { createMailTestContext, type MailTestContext } from '@test/support/mailbox.js';
import { RESET_LIMITS } from './auth.limits.js';

let t: MailTestContext;
beforeAll(async () => {
  t = await createMailTestContext();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const requestReset = (email: string, ip = nextIp()) =>
  t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email },
    headers: { 'x-forwarded-for': ip },
  });
const resetPassword = (token: string, newPassword: string) =>
  t.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, newPassword },
    headers: { 'x-forwarded-for': nextIp() },
  });
const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': nextIp() },
  });
const RESET = 'Välj ett nytt lösenord till Samverka';
const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

/** asks for a reset and answers the token of the link that arrived */
async function mailedToken(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const reset = (await t.mailsTo(email, RESET)).at(-1);
  expect(reset?.link).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/reset-password\\?token=`));
  return tokenOf(reset!.link);
}

describe('request-password-reset', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const user = await t.signUp();
    const known = await requestReset(user.email);
    const unknown = await requestReset('finns-inte@exempel.se');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await t.mailsTo('finns-inte@exempel.se')).toHaveLength(0);
    const mails = await t.mailsTo(user.email, RESET);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Länken gäller i en timme');
  });

  it('stores the token only as its hash', async () => {
    const user = await t.signUp();
    const token = await mailedToken(user.email);
    const rows = await t.deps.db.select().from(verifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
  });

  it('limits one address to a few mails an hour from any number of visitors, known or not', async () => {
    for (const email of [(await t.signUp()).email, 'okand-adress@exempel.se']) {
      for (let i = 0; i < RESET_LIMITS.perAddress.limit; i++) expect((await requestReset(email)).status).toBe(200);
      const over = await requestReset(email.toUpperCase());
      expect(over.status).toBe(429);
      expect((await over.json()).error.code).toBe('RATE_LIMITED');
    }
  });

  it('limits one visitor trying many addresses', async () => {
    const ip = nextIp();
    for (let i = 0; i < RESET_LIMITS.perIp.limit; i++) {
      expect((await requestReset(`prov${i}@exempel.se`, ip)).status).toBe(200);
    }
    expect((await requestReset('prov-sista@exempel.se', ip)).status).toBe(429);
  });

  it('counts parallel requests atomically: never more mails than the limit', async () => {
    const user = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => requestReset(user.email)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(RESET_LIMITS.perAddress.limit);
    expect(await t.mailsTo(user.email, RESET)).toHaveLength(RESET_LIMITS.perAddress.limit);
  });

  it('answers 200 while SMTP is down; the mail arrives once it is back', async () => {
    const user = await t.signUp();
    await t.smtp.stop();
    expect((await requestReset(user.email)).status).toBe(200);
    expect(await t.mailsTo(user.email, RESET)).toHaveLength(0);
    await t.smtp.restart();
    await t.fastForwardOutbox();
    const mails = await t.mailsTo(user.email, RESET);
    expect(mails).toHaveLength(1);
    expect(mails[0].link).toContain('/reset-password?token=');
  });
});

describe('reset-password', () => {
  it('sets the new password, ends every session, and mails that the password changed', async () => {
    const user = await t.signUp();
    const second = await signIn(user.email, 'hemligt-lösenord');
    const secondCookie = (second.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);

    const token = await mailedToken(user.email);
    const res = await resetPassword(token, 'ett-helt-nytt-lösenord');
    expect(res.status).toBe(200);

    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: secondCookie })).status).toBe(401);
    expect((await signIn(user.email, 'hemligt-lösenord')).status).toBe(401);
    expect((await signIn(user.email, 'ett-helt-nytt-lösenord')).status).toBe(200);

    const [notice] = await t.mailsTo(user.email, 'Ditt lösenord till Samverka har bytts');
    expect(notice?.link).toBe(`${t.env.PUBLIC_URL}/forgot-password`);
  });

  it('refuses a used token in Swedish, and the password stays what the first use set', async () => {
    const user = await t.signUp();
    const token = await mailedToken(user.email);
    expect((await resetPassword(token, 'forsta-nya-lösenordet')).status).toBe(200);
    const again = await resetPassword(token, 'andra-nya-lösenordet');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { code: 'INVALID_TOKEN', message: ACCOUNT_TEXTS.reset.invalidToken },
    });
    expect((await signIn(user.email, 'andra-nya-lösenordet')).status).toBe(401);
    expect((await signIn(user.email, 'forsta-nya-lösenordet')).status).toBe(200);
  });

  it('uses a token only once even when two resets race', async () => {
    const user = await t.signUp();
    const token = await mailedToken(user.email);
    const answers = await Promise.all([
      resetPassword(token, 'kapplopning-ett'),
      resetPassword(token, 'kapplopning-tva'),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses a token older than an hour', async () => {
    const user = await t.signUp();
    const token = await mailedToken(user.email);
    await t.deps.db.update(verifications).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await resetPassword(token, 'for-sent-lösenord');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(ACCOUNT_TEXTS.reset.invalidToken);
    expect((await signIn(user.email, 'hemligt-lösenord')).status).toBe(200);
  });

  it('sets the link to expire one hour after the request', async () => {
    const user = await t.signUp();
    await t.deps.db.delete(verifications);
    await mailedToken(user.email);
    const [row] = await t.deps.db
      .select({ seconds: sql<number>`extract(epoch FROM ${verifications.expiresAt} - now())::float` })
      .from(verifications);
    expect(Number(row.seconds)).toBeGreaterThan(3590);
    expect(Number(row.seconds)).toBeLessThanOrEqual(3600);
  });

  it('refuses a made-up token and a too short password in Swedish', async () => {
    const bad = await resetPassword('inte-en-riktig-token', 'ett-bra-lösenord');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(ACCOUNT_TEXTS.reset.invalidToken);
    const user = await t.signUp();
    const token = await mailedToken(user.email);
    const short = await resetPassword(token, 'kort');
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toMatch(/^Lösenordet måste vara minst/);
  });
});
