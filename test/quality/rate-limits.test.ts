// Rate limits (issue 8 §1): active in every mode (these tests run with NODE_ENV=test) and shared by
// all server processes, because they are kept in the database. Two app instances with their own
// deps (as two processes would have) share one database; requests alternate between them, and the
// limit is reached at the same count as on one instance.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, type TestContext } from '@test/support/harness.js';
import { closeTwoInstances, openTwoInstances, type SecondInstance } from '@test/support/two-instances.js';
import { ADMIN_PASSWORD } from './permissions.world.js';

let t: TestContext;
let second: SecondInstance;
beforeAll(async () => {
  ({ t, second } = await openTwoInstances({ ADMIN_PASSWORD }));
});
afterAll(() => closeTwoInstances(t, second));

let turn = 0;
/** alternately through instance one and instance two */
function request(
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit; cookie?: string; headers?: Record<string, string> } = {},
) {
  turn++;
  if (turn % 2 === 0) return t.request(path, init);
  const h = new Headers(init.headers);
  h.set('origin', TEST_ORIGIN);
  if (init.cookie) h.set('cookie', init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    h.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return Promise.resolve(second.app.request(path, { method: init.method, headers: h, body }));
}

/** sends until the first 429; answers how many got through before it */
async function allowedBefore429(send: (i: number) => Promise<Response>, max: number): Promise<number> {
  for (let i = 0; i < max; i++) {
    const res = await send(i);
    if (res.status === 429) {
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/[åäö]|försök/i);
      return i;
    }
    expect(res.status, await res.text()).toBeLessThan(500);
  }
  return max;
}

describe('rate limits, shared by two instances on one database', () => {
  it('sign-in: 10 failed attempts for an e-mail, then 429 even with the right password', async () => {
    const user = await t.signUp('business', { password: 'rätt-lösenord-1' });
    const n = await allowedBefore429(
      () =>
        request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: 'fel-lösenord-1' } }),
      30,
    );
    expect(n).toBe(10);
    const right = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'rätt-lösenord-1' },
    });
    expect(right.status).toBe(429);
  });

  it('admin login: 5 wrong passwords a minute, then 429 even with the right one', async () => {
    const n = await allowedBefore429(
      () => request('/api/admin/login', { method: 'POST', json: { password: 'fel-admin-lösen' } }),
      20,
    );
    expect(n).toBe(5);
    expect((await request('/api/admin/login', { method: 'POST', json: { password: ADMIN_PASSWORD } })).status).toBe(
      429,
    );
  });

  it('AI chat: 20 questions a minute per user', async () => {
    const user = await t.signUp('association');
    const n = await allowedBefore429(
      () => request('/api/ai/chat', { method: 'POST', cookie: user.cookie, json: { message: 'Vi söker en sponsor' } }),
      40,
    );
    expect(n).toBe(20);
  });

  it('contact form: 5 messages per 10 minutes', async () => {
    const n = await allowedBefore429(
      () =>
        request('/api/contact', {
          method: 'POST',
          json: { name: 'Anna', email: 'anna@exempel.se', subject: 'Fråga', message: 'Hej, en fråga.' },
        }),
      20,
    );
    expect(n).toBe(5);
  });

  it('messages: 30 a minute per sender', async () => {
    const a = await t.signUp('business');
    const b = await t.signUp('influencer');
    const n = await allowedBefore429(
      (i) => request(`/api/messages/${b.id}`, { method: 'POST', cookie: a.cookie, json: { text: `Hej ${i}` } }),
      50,
    );
    expect(n).toBe(30);
  });

  it('uploads: 60 an hour per user', async () => {
    const user = await t.signUp('business');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const n = await allowedBefore429(() => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      return request('/api/uploads', { method: 'POST', cookie: user.cookie, body: form });
    }, 80);
    expect(n).toBe(60);
  });

  it('sign-up: 20 an hour per address (the sign-ups above count too)', async () => {
    const tag = Date.now().toString(36);
    const n = await allowedBefore429(
      (i) =>
        request('/api/auth/sign-up/email', {
          method: 'POST',
          json: {
            email: `rl${tag}${i}@exempel.se`,
            username: `rl${tag}${i}`,
            password: 'hemligt-lösenord',
            userType: 'business',
          },
        }),
      30,
    );
    // five sign-ups in the tests above came from the same address
    expect(n).toBe(20 - 5);
  });
});
