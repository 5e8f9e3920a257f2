// E-mail verification through the mailed link (real test SMTP server): an unconfirmed account may look
// around, favourite and edit its profile, but creating an offer, a contact request or starting a
// conversation answers 403 EMAIL_NOT_VERIFIED until the link is followed. Resending is limited.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { signJWT } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema.js';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import type { TestUser } from '@test/support/harness.js';
import { createMailTestContext, type MailTestContext } from '@test/support/mailbox.js';
import { insertOffer, validOfferBody } from '@test/support/test-offers.js';
import { EMAIL_VERIFIED_PATH } from '@server/auth.js';

let t: MailTestContext;
beforeAll(async () => {
  t = await createMailTestContext();
});
afterAll(() => t.close());

const SUBJECT = 'Bekräfta din e-postadress hos Samverka';
let ipCounter = 0;
const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const unverified = () => t.signUp('business', { verified: false });
const me = async (user: TestUser) => (await (await t.request('/api/me', { cookie: user.cookie })).json()).user;
const follow = (link: string) =>
  t.request(link.slice(t.env.PUBLIC_URL.length), { headers: { 'x-forwarded-for': nextIp() }, redirect: 'manual' });
const resend = (email: string, cookie?: string) =>
  t.request('/api/auth/send-verification-email', {
    method: 'POST',
    json: { email },
    cookie,
    headers: { 'x-forwarded-for': nextIp() },
  });
const createOffer = (user: TestUser) =>
  t.request('/api/offers', { method: 'POST', cookie: user.cookie, json: validOfferBody('business') });
const expectNotVerified = async (res: Response) => {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: ACCOUNT_TEXTS.verify.required } });
};

describe('sign-up and the verification link', () => {
  it('mails a link at sign-up; following it confirms the address and opens offer creation', async () => {
    const user = await unverified();
    expect(await me(user)).toMatchObject({ email: user.email, email_verified: false });
    await expectNotVerified(await createOffer(user));

    const [mail] = await t.mailsTo(user.email);
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.link).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/api/auth/verify-email\\?token=`));
    const res = await follow(mail.link!);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(EMAIL_VERIFIED_PATH);

    expect((await me(user)).email_verified).toBe(true);
    expect((await createOffer(user)).status).toBe(201);
  });

  it('sends a made-up or expired link to the page with the reason, and confirms nothing', async () => {
    const user = await unverified();
    const bad = await follow(
      `${t.env.PUBLIC_URL}/api/auth/verify-email?token=inte-en-token&callbackURL=${EMAIL_VERIFIED_PATH}`,
    );
    expect(bad.headers.get('location')).toBe(`${EMAIL_VERIFIED_PATH}?error=INVALID_TOKEN`);
    const expiredToken = await signJWT({ email: user.email, userId: user.id }, t.env.AUTH_SECRET, -60);
    const expired = await follow(
      `${t.env.PUBLIC_URL}/api/auth/verify-email?token=${expiredToken}&callbackURL=${EMAIL_VERIFIED_PATH}`,
    );
    expect(expired.headers.get('location')).toBe(`${EMAIL_VERIFIED_PATH}?error=TOKEN_EXPIRED`);
    const forged = await signJWT({ email: user.email, userId: user.id }, 'x'.repeat(40), 3600);
    const wrongKey = await follow(`${t.env.PUBLIC_URL}/api/auth/verify-email?token=${forged}&callbackURL=/`);
    expect(wrongKey.headers.get('location')).toBe('/?error=INVALID_TOKEN');
    expect((await me(user)).email_verified).toBe(false);
  });

  it('lets the account look around, favourite and edit its profile meanwhile', async () => {
    const user = await unverified();
    const offerId = await insertOffer(t.deps.database, { type: 'association', title: 'Klubben söker sponsor' });
    expect((await t.request('/api/offers?type=association', { cookie: user.cookie })).status).toBe(200);
    expect(
      (await t.request(`/api/me/favorites/${offerId}`, { method: 'PUT', cookie: user.cookie })).status,
    ).toBeLessThan(300);
    const profile = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { description: 'Vi är ett litet bolag i Malmö.' },
    });
    expect(profile.status).toBe(200);
  });

  it('refuses a contact request and a first message, but lets it answer someone who wrote first', async () => {
    const user = await unverified();
    const other = await t.signUp('association');
    await expectNotVerified(await t.request(`/api/me/contacts/${other.id}`, { method: 'PUT', cookie: user.cookie }));
    await expectNotVerified(
      await t.request(`/api/messages/${other.id}`, { method: 'POST', cookie: user.cookie, json: { text: 'Hej!' } }),
    );
    const first = await t.request(`/api/messages/${user.id}`, {
      method: 'POST',
      cookie: other.cookie,
      json: { text: 'Hej, vill ni sponsra oss?' },
    });
    expect(first.status).toBe(201);
    const reply = await t.request(`/api/messages/${other.id}`, {
      method: 'POST',
      cookie: user.cookie,
      json: { text: 'Gärna, berätta mer.' },
    });
    expect(reply.status).toBe(201);
    // still no new conversation with a third person
    const third = await t.signUp('influencer');
    await expectNotVerified(
      await t.request(`/api/messages/${third.id}`, { method: 'POST', cookie: user.cookie, json: { text: 'Hej!' } }),
    );
  });

  it('answers 401, not 403, without a session', async () => {
    expect((await t.request('/api/offers', { method: 'POST', json: validOfferBody('business') })).status).toBe(401);
  });
});

describe('Skicka igen', () => {
  it('mails a new link to the signed-in user, a limited number of times per address', async () => {
    const user = await unverified();
    expect(await t.mailsTo(user.email)).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await resend(user.email, user.cookie)).status).toBe(200);
    const links = (await t.mailsTo(user.email)).map((m) => m.link);
    expect(links).toHaveLength(3);
    expect(new Set(links).size).toBeGreaterThanOrEqual(1);
    expect((await resend(user.email, user.cookie)).status).toBe(200);
    const over = await resend(user.email, user.cookie);
    expect(over.status).toBe(429);
    expect((await over.json()).error.code).toBe('RATE_LIMITED');
  });

  it('answers a stranger the same for a known, an unknown and a confirmed address', async () => {
    const user = await unverified();
    const confirmed = await t.signUp();
    // the sign-up mails (sent before the harness confirmed the address)
    const before = (await t.mailsTo(confirmed.email)).length;
    const answers = await Promise.all(
      [user.email, 'ingen-alls@exempel.se', confirmed.email].map(async (email) => {
        const res = await resend(email);
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await t.mailsTo('ingen-alls@exempel.se')).toHaveLength(0);
    expect(await t.mailsTo(confirmed.email)).toHaveLength(before);
    expect(await t.mailsTo(user.email)).toHaveLength(2);
  });
});

describe('migration 0250', () => {
  it('counts every account that existed before it as verified', async () => {
    const user = await unverified();
    const file = path.join(import.meta.dirname, '../../db/migrations/0250_existing_users_verified.sql');
    await t.deps.database.exec(readFileSync(file, 'utf8'));
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerified).toBe(true);
  });
});
