// Changing the password (current one required, optionally ending other sessions) and the e-mail address
// (takes effect through a link mailed to the new address; the old one is told), with the real test SMTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { TEXTS } from '@shared/texts.js';
import type { TestUser } from '@test/support/harness.js';
import { createMailTestContext, type MailTestContext } from '@test/support/mailbox.js';
import { EMAIL_VERIFIED_PATH } from '@server/auth.js';
import { SIGN_IN_LOCKOUT } from './auth.limits.js';

let t: MailTestContext;
beforeAll(async () => {
  t = await createMailTestContext();
});
afterAll(() => t.close());

const PASSWORD = 'hemligt-lösenord';
let ipCounter = 0;
const nextIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const post = (path: string, json: unknown, cookie?: string) =>
  t.request(`/api/auth/${path}`, { method: 'POST', json, cookie, headers: { 'x-forwarded-for': nextIp() } });
const signIn = async (email: string, password: string) => {
  const res = await post('sign-in/email', { email, password });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
};
const meOf = (cookie: string) => t.request('/api/me', { cookie });
const changePassword = (user: { cookie: string }, body: Record<string, unknown>) =>
  post('change-password', { currentPassword: PASSWORD, newPassword: 'ett-nytt-lösenord', ...body }, user.cookie);

describe('change-password', () => {
  it('refuses a wrong current password in Swedish and keeps the old one', async () => {
    const user = await t.signUp();
    const res = await changePassword(user, { currentPassword: 'fel-lösenord' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_PASSWORD', message: ACCOUNT_TEXTS.password.wrongCurrent },
    });
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it('changes the password, keeps other sessions unless asked, mails a notice, shows no token', async () => {
    const user = await t.signUp();
    const other = await signIn(user.email, PASSWORD);
    const res = await changePassword(user, { revokeOtherSessions: false });
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty('token');
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'ett-nytt-lösenord')).status).toBe(200);
    expect((await meOf(other.cookie)).status).toBe(200);
    expect((await meOf(user.cookie)).status).toBe(200);
    const [notice] = await t.mailsTo(user.email, 'Ditt lösenord till Samverka har ändrats');
    expect(notice.link).toBe(`${t.env.PUBLIC_URL}/forgot-password`);
  });

  it('with revokeOtherSessions ends every other session and gives the caller a new one', async () => {
    const user = await t.signUp();
    const other = await signIn(user.email, PASSWORD);
    const res = await changePassword(user, { revokeOtherSessions: true });
    expect(res.status).toBe(200);
    const fresh = (res.headers.get('set-cookie') ?? '').split(';')[0];
    expect(fresh).toMatch(/samverka\.session_token=/);
    expect((await meOf(other.cookie)).status).toBe(401);
    expect((await meOf(user.cookie)).status).toBe(401);
    expect((await meOf(fresh)).status).toBe(200);
  });

  it('refuses a too short new password, and callers without a session', async () => {
    const user = await t.signUp();
    const short = await changePassword(user, { newPassword: 'kort' });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toMatch(/^Lösenordet måste vara minst/);
    expect((await changePassword({ cookie: '' }, {})).status).toBe(401);
  });

  it('locks a session out after 10 wrong current passwords, even the right one then', async () => {
    const user = await t.signUp();
    for (let i = 0; i < SIGN_IN_LOCKOUT.failures; i++) {
      expect((await changePassword(user, { currentPassword: `fel-${i}-lösenord` })).status).toBe(400);
    }
    const locked = await changePassword(user, {});
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(TEXTS.errors.signInLocked);
  });
});

describe('change-email', () => {
  const newAddress = () => `ny${Math.random().toString(36).slice(2, 10)}@exempel.se`;
  const changeEmail = (user: TestUser, newEmail: string) => post('change-email', { newEmail }, user.cookie);

  it('takes effect only through the link mailed to the new address; the old address is told', async () => {
    const user = await t.signUp();
    const newEmail = newAddress();
    const res = await changeEmail(user, newEmail);
    expect(res.status).toBe(200);
    expect((await (await meOf(user.cookie)).json()).user.email).toBe(user.email);

    const [notice] = await t.mailsTo(user.email, 'Begäran om ny e-postadress för ditt konto hos Samverka');
    expect(notice.text).toContain(newEmail);
    const [confirm] = await t.mailsTo(newEmail, 'Bekräfta din nya e-postadress hos Samverka');
    expect(confirm.link).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/api/auth/verify-email\\?token=`));

    const follow = () =>
      t.request(confirm.link!.slice(t.env.PUBLIC_URL.length), { cookie: user.cookie, redirect: 'manual' });
    const followed = await follow();
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(EMAIL_VERIFIED_PATH);
    const me = (await (await meOf(user.cookie)).json()).user;
    expect(me).toMatchObject({ email: newEmail, email_verified: true });
    expect((await signIn(newEmail, PASSWORD)).status).toBe(200);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    // the link is spent: the account's address is no longer the one it was made for
    expect((await follow()).headers.get('location')).toBe(`${EMAIL_VERIFIED_PATH}?error=INVALID_TOKEN`);
  });

  it('answers a taken address like a free one and mails nobody', async () => {
    const user = await t.signUp();
    const owner = await t.signUp();
    const taken = await changeEmail(user, owner.email);
    const free = await changeEmail(user, newAddress());
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual(await free.json());
    expect(await t.mailsTo(owner.email, 'Bekräfta din nya e-postadress hos Samverka')).toHaveLength(0);
    expect(await t.mailsTo(user.email, 'Begäran om ny e-postadress för ditt konto hos Samverka')).toHaveLength(1);
  });

  it('needs a session and is limited per session', async () => {
    expect((await post('change-email', { newEmail: newAddress() })).status).toBe(401);
    const user = await t.signUp();
    for (let i = 0; i < 5; i++) expect((await changeEmail(user, newAddress())).status).toBe(200);
    expect((await changeEmail(user, newAddress())).status).toBe(429);
  });
});
