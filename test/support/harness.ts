// API test harness: a real app on a real database (PGlite in memory, or a fresh schema in the
// PostgreSQL of TEST_DATABASE_URL when the 'postgres' test project runs), with helpers for sessions.
import { randomBytes } from 'node:crypto';
import { createApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { parseEnv, readProcessEnv, type Env } from '@server/env.js';
import { createDeps, type Deps } from '@server/deps.js';
import type { UserType } from '@shared/constants.js';
import { createFreshSchema } from './fresh-database.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestUser {
  id: string;
  email: string;
  username: string;
  userType: UserType;
  cookie: string;
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  env: Env;
  /** app.request with JSON, Origin and an optional session cookie */
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
  signUp(
    userType?: UserType,
    overrides?: Partial<{ email: string; username: string; password: string; verified: boolean }>,
  ): Promise<TestUser>;
  makeAdmin(user: TestUser): Promise<void>;
  close(): Promise<void>;
}

const processEnv = readProcessEnv();
export const testDatabaseKind = processEnv.SAMVERKA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: `/tmp/samverka-test-${randomBytes(6).toString('hex')}`,
    PASSWORD_HASH_LOG_N: '10',
    SEED_SAMPLES: 'false',
    ...overrides,
  });
  let database: Database;
  let dropSchema: (() => Promise<void>) | undefined;
  if (testDatabaseKind === 'postgres') {
    const url = processEnv.TEST_DATABASE_URL;
    if (!url) throw new Error('SAMVERKA_TEST_DB=postgres needs TEST_DATABASE_URL');
    const fresh = await createFreshSchema(url);
    database = await openDatabase({ url, searchPath: `${fresh.schema},public`, poolSize: 5 });
    dropSchema = fresh.drop;
    env.DATABASE_URL = url;
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  const deps = await createDeps(env, { database });
  const app = createApp(deps);
  let counter = 0;

  const request: TestContext['request'] = (path, init = {}) => {
    const { json, cookie, headers, ...rest } = init;
    const h = new Headers(headers);
    if (!h.has('origin')) h.set('origin', TEST_ORIGIN);
    if (cookie) h.set('cookie', cookie);
    let body = rest.body;
    if (json !== undefined) {
      h.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    return Promise.resolve(app.request(path, { ...rest, headers: h, body }));
  };

  const signUp: TestContext['signUp'] = async (userType = 'business', o = {}) => {
    counter++;
    const tag = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
    const email = o.email ?? `user${tag}@exempel.se`;
    const username = o.username ?? `user${tag}`;
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, username, password: o.password ?? 'hemligt-lösenord', userType, ageConfirmed: true },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string } };
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    // most tests are about what a confirmed account does: the address counts as confirmed unless asked
    // (the verification flow itself is tested through the mailed link in verification.test.ts)
    if (o.verified !== false) {
      await database.query(`UPDATE users SET email_verified = true WHERE id = $1`, [body.user.id]);
    }
    return { id: body.user.id, email, username, userType, cookie };
  };

  return {
    app,
    deps,
    env,
    request,
    signUp,
    async makeAdmin(user) {
      await database.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    },
    async close() {
      await deps.jobs.stop();
      await deps.hub.stop();
      await database.close();
      await dropSchema?.();
    },
  };
}

/** POST a body that is not the JSON the route expects (a form, plain text, cut-off JSON), as the given type. */
export const postRaw = (ctx: TestContext, path: string, body: string, contentType: string) =>
  ctx.request(path, { method: 'POST', body, headers: { 'content-type': contentType } });
