import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from './env.js';

afterEach(() => vi.restoreAllMocks());

function expectExit(source: Record<string, string>, variable: string) {
  const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => parseEnv(source)).toThrow('exit 1');
  expect(exit).toHaveBeenCalledWith(1);
  expect(String(error.mock.calls.at(-1)?.[0])).toContain(variable);
}

describe('env', () => {
  it('has working defaults for the embedded run', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'samverka-env-'));
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.SEED_SAMPLES).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PASSWORD_HASH_LOG_N).toBe(17);
    expect(env.WORKERS).toBe('inline');
    expect(parseEnv({ DATA_DIR: dir, WORKERS: 'off' }).WORKERS).toBe('off');
    // the generated secret is kept, readable only by the owner, and reused
    const file = path.join(dir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(env.AUTH_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(env.AUTH_SECRET);
  });

  it('exits with a message naming a bad variable', () => {
    expectExit({ PORT: 'abc' }, 'PORT');
    expectExit({ DATABASE_URL: 'not a url' }, 'DATABASE_URL');
    expectExit({ SEED_SAMPLES: 'kanske' }, 'SEED_SAMPLES');
    expectExit({ WORKERS: 'separate' }, 'WORKERS');
  });

  it('requires AUTH_SECRET in production', () => {
    expectExit(
      { NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'samverka-env-')) },
      'AUTH_SECRET',
    );
  });

  it('requires the S3 and Stripe settings as complete sets', () => {
    expectExit({ S3_BUCKET: 'bilder', AUTH_SECRET: 'x'.repeat(32) }, 'S3_ENDPOINT');
    expectExit({ STRIPE_SECRET_KEY: 'sk_test_1', AUTH_SECRET: 'x'.repeat(32) }, 'STRIPE_SECRET_KEY');
  });
});
