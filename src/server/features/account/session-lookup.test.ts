// The session of a signed-in request in one query: the cookie's signature, a revoked, expired or erased
// session refused at the next request, better-auth asked only for an expired session or the daily extension.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { createAuth, sessionCookieName } from '@server/auth.js';
import { verifySignedToken } from './session-lookup.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const sign = (token: string, secret: string) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
const me = (cookie: string) => t.request('/api/me', { cookie });
const sessionRow = async (userId: string) =>
  (
    await t.deps.database.query<{ expires_in_days: number }>(
      `SELECT extract(epoch FROM expires_at - now()) / 86400 AS expires_in_days FROM sessions WHERE user_id = $1`,
      [userId],
    )
  )[0];

describe('verifySignedToken', () => {
  it('gives the token only for a signature made with the secret', () => {
    const secret = 'en-hemlighet-en-hemlighet-en-hemlighet-1';
    expect(verifySignedToken(sign('abc123', secret), secret)).toBe('abc123');
    expect(verifySignedToken(sign('abc123', `${secret}x`), secret)).toBeNull();
    expect(verifySignedToken(sign('abc123', secret).replace('abc123', 'abc124'), secret)).toBeNull();
    expect(verifySignedToken('abc123', secret)).toBeNull();
    expect(verifySignedToken('abc123.kort=', secret)).toBeNull();
  });
});

describe('sessionCookieName', () => {
  it("is better-auth's own name, over http and over https", async () => {
    for (const PUBLIC_URL of ['http://localhost:3000', 'https://samverka.example']) {
      const env = { ...t.deps.env, PUBLIC_URL };
      const auth = createAuth(env, t.deps.database, t.deps.mail);
      expect((await auth.$context).authCookies.sessionToken.name).toBe(sessionCookieName(env));
    }
  });
});

describe('the session middleware', () => {
  it('knows a signed-in user without asking better-auth, and refuses a wrongly signed cookie', async () => {
    const user = await t.signUp();
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    const res = await me(user.cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).user.id).toBe(user.id);
    expect(getSession).not.toHaveBeenCalled();
    const [name, value] = user.cookie.split('=');
    const token = decodeURIComponent(value).split('.')[0];
    expect((await me(`${name}=${encodeURIComponent(sign(token, 'fel-hemlighet'))}`)).status).toBe(401);
  });

  it('refuses a revoked session at the very next request', async () => {
    const user = await t.signUp();
    expect((await me(user.cookie)).status).toBe(200);
    expect((await t.request('/api/me/sessions', { method: 'DELETE', cookie: user.cookie })).status).toBeLessThan(300);
    expect((await me(user.cookie)).status).toBe(401);
  });

  it('refuses the session of an erased account', async () => {
    const user = await t.signUp();
    expect((await me(user.cookie)).status).toBe(200);
    await t.deps.database.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect((await me(user.cookie)).status).toBe(401);
  });

  it('leaves an expired session to better-auth, which deletes it', async () => {
    const user = await t.signUp();
    await t.deps.database.query(
      `UPDATE sessions SET created_at = now() - interval '8 days', expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    expect((await me(user.cookie)).status).toBe(401);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(await sessionRow(user.id)).toBeUndefined();
  });

  it('leaves the daily extension to better-auth: a day-old session gets 7 days again', async () => {
    const user = await t.signUp();
    await t.deps.database.query(
      `UPDATE sessions SET created_at = now() - interval '2 days', expires_at = now() + interval '5 days' WHERE user_id = $1`,
      [user.id],
    );
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    expect((await me(user.cookie)).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect(Number((await sessionRow(user.id)).expires_in_days)).toBeGreaterThan(6.9);
    // extended: the next request is the plain case again
    expect((await me(user.cookie)).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});
