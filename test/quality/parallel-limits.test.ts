// Brute-force limits hold under parallel attack (issue 14, High): every attempt is counted by one
// atomic statement before it is weighed, so N guesses sent at once let through at most the limit,
// also when they are spread over two server instances sharing one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@server/features/account/auth.limits.js';
import { ADMIN_LOGIN_LIMIT } from '@server/features/admin/admin.routes.js';
import { TEST_ORIGIN, type TestContext } from '@test/support/harness.js';
import { closeTwoInstances, openTwoInstances, type SecondInstance } from '@test/support/two-instances.js';
import { ADMIN_PASSWORD } from './permissions.world.js';

const ATTEMPTS = 50;

let t: TestContext;
let second: SecondInstance;
beforeAll(async () => {
  ({ t, second } = await openTwoInstances({ ADMIN_PASSWORD }));
});
afterAll(() => closeTwoInstances(t, second));

/** the i-th request through instance one or two, from its own address (x-forwarded-for is not trusted here) */
async function send(i: number, path: string, json: unknown, cookie?: string): Promise<number> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const init = { method: 'POST', headers, body: JSON.stringify(json) };
  const res = i % 2 === 0 ? await t.app.request(path, init) : await second.app.request(path, init);
  await res.arrayBuffer();
  return res.status;
}

function tally(statuses: number[]) {
  const by = new Map<number, number>();
  for (const s of statuses) by.set(s, (by.get(s) ?? 0) + 1);
  return by;
}

describe(`${ATTEMPTS} parallel guesses against a limit`, () => {
  it(`sign-in: at most ${SIGN_IN_LOCKOUT.failures} wrong passwords are weighed, the rest 429`, async () => {
    const user = await t.signUp('business', { password: 'rätt-lösenord-1' });
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        send(i, '/api/auth/sign-in/email', { email: user.email, password: `fel-lösenord-${i}` }),
      ),
    );
    const by = tally(statuses);
    console.log(`sign-in: ${ATTEMPTS} parallel guesses, let through ${by.get(401) ?? 0}, 429 ${by.get(429) ?? 0}`);
    expect(by.get(401) ?? 0).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.failures);
    expect(by.get(401) ?? 0).toBeGreaterThan(0);
    expect((by.get(401) ?? 0) + (by.get(429) ?? 0)).toBe(ATTEMPTS);
    // locked now, even with the right password
    expect(await send(0, '/api/auth/sign-in/email', { email: user.email, password: 'rätt-lösenord-1' })).toBe(429);
  });

  it('sign-in: a right password does not use up the lockout', async () => {
    const user = await t.signUp('business', { password: 'rätt-lösenord-2' });
    await t.deps.limiter.reset('signin-fail:ip:local'); // the address the test's requests come from
    for (let i = 0; i < SIGN_IN_LOCKOUT.failures + 5; i++) {
      expect(await send(i, '/api/auth/sign-in/email', { email: user.email, password: 'rätt-lösenord-2' })).toBe(200);
    }
  });

  it(`admin password: at most ${ADMIN_LOGIN_LIMIT.failures} wrong passwords are weighed, the rest 429`, async () => {
    await t.deps.limiter.reset('admin-login-fail:local');
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => send(i, '/api/admin/login', { password: `fel-admin-${i}` })),
    );
    const by = tally(statuses);
    console.log(`admin login: ${ATTEMPTS} parallel guesses, let through ${by.get(401) ?? 0}, 429 ${by.get(429) ?? 0}`);
    expect(by.get(401) ?? 0).toBeLessThanOrEqual(ADMIN_LOGIN_LIMIT.failures);
    expect(by.get(401) ?? 0).toBeGreaterThan(0);
    expect((by.get(401) ?? 0) + (by.get(429) ?? 0)).toBe(ATTEMPTS);
  });

  it(`verify-password: at most ${SIGN_IN_LOCKOUT.failures} wrong passwords for one session, the rest 429`, async () => {
    const user = await t.signUp('business', { password: 'rätt-lösenord-3' });
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        send(i, '/api/auth/verify-password', { password: `fel-lösenord-${i}` }, user.cookie),
      ),
    );
    const by = tally(statuses);
    const weighed = statuses.filter((s) => s !== 429).length;
    expect([...by.keys()].sort()).toEqual([401, 429]);
    console.log(`verify-password: ${ATTEMPTS} parallel guesses, let through ${weighed}, 429 ${by.get(429) ?? 0}`);
    expect(weighed).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.failures);
    expect(weighed).toBeGreaterThan(0);
    expect(statuses.every((s) => s < 500)).toBe(true);
  });
});
