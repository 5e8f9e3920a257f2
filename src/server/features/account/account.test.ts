import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { TEXTS } from '@shared/texts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** POST /api/auth/sign-in/email from the address in x-forwarded-for (trusted when TRUST_PROXY is on). */
const signInFrom = (ctx: TestContext, ip: string, email: string, password: string) =>
  ctx.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

const signUpBody = (o: Record<string, unknown> = {}) => ({
  email: `anna${Math.random().toString(36).slice(2)}@exempel.se`,
  username: `anna${Math.random().toString(36).slice(2, 8)}`,
  password: 'hemligt-lösenord-9',
  userType: 'association',
  ...o,
});

describe('sign-up', () => {
  it('creates the user and the profile together and signs in', async () => {
    const body = signUpBody();
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: body });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/samverka\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await t.request('/api/me', { cookie: cookie.split(';')[0] });
    expect(me.status).toBe(200);
    const json = await me.json();
    expect(json.user.email).toBe(body.email);
    expect(json.profile).toMatchObject({ user_type: 'association', username: body.username });
  });

  it('refuses a duplicate e-mail and a duplicate username (any case) in Swedish', async () => {
    const body = signUpBody();
    expect((await t.request('/api/auth/sign-up/email', { method: 'POST', json: body })).status).toBe(200);
    const sameEmail = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: signUpBody({ email: body.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).error.message).toBe(TEXTS.errors.emailTaken);
    const sameName = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: signUpBody({ username: body.username.toUpperCase() }),
    });
    expect(sameName.status).toBe(409);
    expect((await sameName.json()).error.message).toBe(TEXTS.errors.usernameTaken);
  });

  it('needs a password of at least 10 characters and a known user type', async () => {
    const short = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: signUpBody({ password: 'kort' }),
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe('Lösenordet måste vara minst 10 tecken');
    const badType = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: signUpBody({ userType: 'admin' }),
    });
    expect(badType.status).toBe(400);
  });

  it('answers a malformed body with 400, never 500', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_JSON');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one in Swedish', async () => {
    const user = await t.signUp('business', { password: 'rätt-lösenord-0' });
    const wrong = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'fel-lösenord' },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toBe(TEXTS.errors.invalidCredentials);
    const right = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'rätt-lösenord-0' },
    });
    expect(right.status).toBe(200);
    const cookie = (right.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).not.toBe(user.cookie); // a new session token at sign-in
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });

  it('locks the e-mail after 10 failures in 15 minutes with 429, whatever the IP', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'true' });
    const user = await proxied.signUp();
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(proxied, `10.0.0.${i}`, user.email, `fel-${i}-lösenord`);
      expect(res.status).toBe(401);
    }
    const locked = await signInFrom(proxied, '10.0.1.1', user.email, 'hemligt-lösenord');
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(TEXTS.errors.signInLocked);
    await proxied.close();
  });

  it('locks an IP after 10 failures across e-mails', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'true' });
    const user = await proxied.signUp();
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      await signInFrom(proxied, ip, `okand${i}@exempel.se`, 'fel-lösenord');
    }
    const locked = await signInFrom(proxied, ip, user.email, 'hemligt-lösenord');
    expect(locked.status).toBe(429);
    const otherIp = await signInFrom(proxied, '10.9.9.10', user.email, 'hemligt-lösenord');
    expect(otherIp.status).toBe(200);
    await proxied.close();
  });

  it('sign-out invalidates the session on the server', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
  });
});

describe('/api/me', () => {
  it('is 401 for an anonymous caller with the error shape', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: TEXTS.errors.unauthenticated } });
  });
});

describe('/api/session', () => {
  it('answers a visitor 200 with null, never stored', async () => {
    const res = await t.request('/api/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a stale cookie like a visitor', async () => {
    const res = await t.request('/api/session', { cookie: 'samverka.session_token=gone.gone' });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it('answers a member what /api/me answers', async () => {
    const user = await t.signUp('association');
    const session = await (await t.request('/api/session', { cookie: user.cookie })).json();
    const me = await (await t.request('/api/me', { cookie: user.cookie })).json();
    expect(session).toEqual(me);
    expect(session.user.id).toBe(user.id);
  });
});
