// Brute-force limits across server processes (issue 14, High): two real `node src/server/index.ts`
// processes share one PostgreSQL; 50 guesses sent at once, spread over both, let through at most the limit,
// because every attempt is counted by one atomic statement in the shared database before it is weighed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProcessEnv } from '@server/env.js';
import { SIGN_IN_LOCKOUT } from '@server/features/account/auth.limits.js';
import { ADMIN_LOGIN_LIMIT } from '@server/features/admin/admin.routes.js';
import { REPORT_LIMIT } from '@server/features/trust/reports.routes.js';
import { createFreshDatabase, type FreshDatabase } from '@test/support/fresh-database.js';
import { canRunMultiprocess, warnIfNoPostgres } from '@test/support/multiprocess.js';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';

warnIfNoPostgres('parallel-limits.multiprocess.test.ts');

const env = readProcessEnv();
const ATTEMPTS = 50;
const ADMIN_PASSWORD = 'två-processer-admin-lösenord';

describe.skipIf(!canRunMultiprocess)(`${ATTEMPTS} parallel guesses over two server processes`, () => {
  let fresh: FreshDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    fresh = await createFreshDatabase(env.TEST_DATABASE_URL ?? '', 'samverka_limits');
    const start = () =>
      startServerProcess({
        stdio: 'capture',
        readyTimeoutMs: 120_000,
        env: {
          PATH: env.PATH ?? '',
          HOME: env.HOME ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: fresh.url,
          DATA_DIR: `/tmp/samverka-limits-${randomBytes(4).toString('hex')}`,
          AUTH_SECRET: 'parallel-limits-secret-parallel-limits-secret',
          ADMIN_PASSWORD,
          PASSWORD_HASH_LOG_N: '10',
          SEED_SAMPLES: 'false',
        },
      });
    // one after the other: both migrate the same database at start
    servers = [await start(), await start()];
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await fresh?.drop();
  });

  /** the i-th request, alternately to process one and two, each with the Origin it expects */
  async function send(i: number, path: string, json: unknown, cookie?: string): Promise<number> {
    const server = servers[i % 2];
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(json),
    });
    await res.arrayBuffer();
    return res.status;
  }
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  async function signUp(i: number) {
    const handle = `gransen${randomBytes(4).toString('hex')}`;
    const server = servers[i % 2];
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${handle}@exempel.se`,
        username: handle,
        password: 'rätt-lösenord-0',
        userType: 'business',
      }),
    });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { user: { id: string } }).user.id;
    return { id, email: `${handle}@exempel.se`, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
  }

  it('run in two processes', () => {
    expect(servers).toHaveLength(2);
    expect(servers[0].pid).not.toBe(servers[1].pid);
  });

  it(`sign-in: at most ${SIGN_IN_LOCKOUT.failures} wrong passwords are weighed`, async () => {
    const user = await signUp(0);
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        send(i, '/api/auth/sign-in/email', { email: user.email, password: `fel-lösenord-${i}` }),
      ),
    );
    const through = count(statuses, 401);
    console.log(
      `two processes, sign-in: ${ATTEMPTS} parallel guesses, let through ${through}, 429 ${count(statuses, 429)}`,
    );
    expect(through).toBeGreaterThan(0);
    expect(through).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.failures);
    expect(through + count(statuses, 429)).toBe(ATTEMPTS);
    // locked on both processes, even with the right password
    expect(await send(0, '/api/auth/sign-in/email', { email: user.email, password: 'rätt-lösenord-0' })).toBe(429);
    expect(await send(1, '/api/auth/sign-in/email', { email: user.email, password: 'rätt-lösenord-0' })).toBe(429);
  });

  it(`admin password: at most ${ADMIN_LOGIN_LIMIT.failures} wrong passwords are weighed`, async () => {
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => send(i, '/api/admin/login', { password: `fel-admin-${i}` })),
    );
    const through = count(statuses, 401);
    console.log(
      `two processes, admin login: ${ATTEMPTS} parallel guesses, let through ${through}, 429 ${count(statuses, 429)}`,
    );
    expect(through).toBeGreaterThan(0);
    expect(through).toBeLessThanOrEqual(ADMIN_LOGIN_LIMIT.failures);
    expect(through + count(statuses, 429)).toBe(ATTEMPTS);
  });

  it(`reports: at most ${REPORT_LIMIT.perWindow} an hour per user`, async () => {
    const reporter = await signUp(1);
    const target = await signUp(0);
    // one target, so no more sign-ups are needed: the first report is new (201), the rest answer it (200)
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        send(i, '/api/reports', { targetType: 'user', targetId: target.id, reason: 'spam' }, reporter.cookie),
      ),
    );
    const through = count(statuses, 201) + count(statuses, 200);
    console.log(
      `two processes, reports: ${ATTEMPTS} parallel reports, let through ${through}, 429 ${count(statuses, 429)}`,
    );
    expect(count(statuses, 201)).toBe(1);
    expect(through).toBe(REPORT_LIMIT.perWindow);
    expect(count(statuses, 429)).toBe(ATTEMPTS - REPORT_LIMIT.perWindow);
  });
});
