// Two real Samverka server processes sharing one fresh PostgreSQL database, for the realtime tests
// that must prove events cross processes through pg_notify.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseEnv, readProcessEnv } from '@server/env.js';
import { startServer, type RunningServer } from '@server/server.js';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema.js';
import { createFreshDatabase } from './fresh-database.js';
import type { UserType } from '@shared/constants.js';

const processEnv = readProcessEnv();
const ORIGIN = 'http://localhost:3000';

export const hasTestDatabaseUrl = Boolean(processEnv.TEST_DATABASE_URL);
/** Runs only in the 'postgres' test project, with TEST_DATABASE_URL set. */
export const canRunMultiprocess = Boolean(processEnv.TEST_DATABASE_URL) && processEnv.SAMVERKA_TEST_DB === 'postgres';

export function warnIfNoPostgres(file: string) {
  if (!processEnv.TEST_DATABASE_URL) {
    console.warn(
      `${file} SKIPPED: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on real PostgreSQL.`,
    );
  }
}

export interface TwoProcesses {
  one: RunningServer;
  two: RunningServer;
  call(
    server: RunningServer,
    path: string,
    init?: { method?: string; json?: unknown; cookie?: string },
  ): Promise<Response>;
  signUp(server: RunningServer, name: string, userType?: UserType): Promise<{ id: string; cookie: string }>;
  close(): Promise<void>;
}

/** A request to a server started in this process, with our Origin, JSON and an optional session cookie. */
export const callServer: TwoProcesses['call'] = (server, path, init = {}) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: ORIGIN,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });

/** Signs a new user up on `server`; its id and session cookie. */
export const signUpOn: TwoProcesses['signUp'] = async (server, name, userType = 'business') => {
  const tag = randomBytes(3).toString('hex');
  const res = await callServer(server, '/api/auth/sign-up/email', {
    method: 'POST',
    json: { email: `${name}${tag}@exempel.se`, username: `${name}${tag}`, password: 'hemligt-lösenord', userType },
  });
  expect(res.status).toBe(200);
  const id = ((await res.json()) as { user: { id: string } }).user.id;
  // these users write and publish: their address counts as confirmed (the link is tested in verification.test.ts)
  await server.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
  return { id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
};

export async function startTwoProcesses(extraEnv: Record<string, string> = {}): Promise<TwoProcesses> {
  const fresh = await createFreshDatabase(processEnv.TEST_DATABASE_URL ?? '', 'samverka_mp');
  const env = () =>
    parseEnv({
      ...extraEnv,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: fresh.url,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'multi-process-secret-multi-process-secret',
      DATA_DIR: `/tmp/samverka-mp-${randomBytes(4).toString('hex')}`,
      PASSWORD_HASH_LOG_N: '10',
      SEED_SAMPLES: 'false',
    });
  const one = await startServer(env());
  const two = await startServer(env());

  return {
    one,
    two,
    call: callServer,
    signUp: signUpOn,
    async close() {
      await one.close();
      await two.close();
      await fresh.drop();
    },
  };
}

/** Two processes for the enclosing describe block: started before its tests (handed to `set`), stopped after. */
export function useTwoProcesses(set: (started: TwoProcesses) => void, extraEnv: Record<string, string> = {}): void {
  let started: TwoProcesses | undefined;
  beforeAll(async () => {
    started = await startTwoProcesses(extraEnv);
    set(started);
  });
  afterAll(() => started?.close());
}
