// One writer per data folder, with real processes: a second server on the same DATA_DIR stops at once
// naming the folder and the running process, the admin script refuses, and after a kill -9 the folder
// is free again without manual cleanup. Also the operator's message for a folder that cannot be written.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProcessEnv } from '@server/env.js';
import {
  DataDirLockedError,
  DataDirUnwritableError,
  LOCK_FILE,
  describeWriteFailure,
  ensureWritableDataDir,
  lockDataDir,
  lockOwner,
} from '@server/lib/data-dir-lock.js';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-lock-'));
const childEnv = {
  ...readProcessEnv(),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  AUTH_SECRET: 'lock-test-secret-lock-test-secret-lock',
  PASSWORD_HASH_LOG_N: '10',
  SEED_SAMPLES: 'false',
  ADMIN_PASSWORD: 'lock-test-admin',
};

/** Runs a command to its end; the exit code, its output and how long it took. */
function run(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: performance.now() - started });
    });
  });
}

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per data folder', () => {
  it('refuses a second server and the admin script while one runs, and frees the folder after kill -9', async () => {
    const first = await startServerProcess({ env: childEnv, stdio: 'capture', readyTimeoutMs: 120_000 });
    servers.push(first);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(first.pid);

    const second = await run(['src/server/index.ts'], { ...childEnv, PORT: '0' });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`datamappen ${dataDir} används redan`);
    expect(second.output).toContain(`the data folder ${dataDir} is already in use`);
    expect(second.output).toContain(`pid ${first.pid}`);
    console.info(`data-dir-lock: the second server stopped after ${Math.round(second.ms)} ms`);

    // `npm start` (scripts/start.ts) stops before it would build the client
    const npmStart = await run(['scripts/start.ts'], { ...childEnv, PORT: '0' });
    expect(npmStart.code).toBe(1);
    expect(npmStart.output).toContain(`pid ${first.pid}`);
    expect(npmStart.output).not.toContain('bygger klienten');

    const admin = await run(['scripts/admin-role.ts', 'grant', 'nagon@exempel.se'], childEnv);
    expect(admin.code).toBe(1);
    expect(admin.output).toContain(`pid ${first.pid}`);
    expect(admin.output).toContain('Rollen ändrades inte');

    // the first server still answers: nothing was opened twice
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.kill('SIGKILL');
    await first.exited;
    // the lock file is left behind, but its process is gone: a new start takes over
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = await startServerProcess({ env: childEnv, stdio: 'capture', readyTimeoutMs: 120_000 });
    servers.push(third);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(third.pid);

    // a clean stop removes the lock
    expect(await third.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000); // four real process starts, slow on a loaded machine
});

/** An immutable folder (chattr +i) refuses writes even to root; null where chattr is not available. */
function immutableDir(): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'samverka-readonly-'));
  if (spawnSync('chattr', ['+i', dir]).status === 0) return dir;
  rmSync(dir, { recursive: true, force: true });
  return null;
}

describe('a data folder that cannot be written', () => {
  it('stops the server at start with the folder and the reason, no stack trace', { timeout: 90_000 }, async (ctx) => {
    const dir = immutableDir();
    if (!dir) return ctx.skip();
    try {
      const result = await run(['src/server/index.ts'], { ...childEnv, DATA_DIR: dir, PORT: '0' });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`kan inte skriva i datamappen ${dir}`);
      expect(result.output).toContain(`cannot write to the data folder ${dir}`);
      expect(result.output).not.toMatch(/\n\s+at /);
    } finally {
      spawnSync('chattr', ['-i', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lockDataDir in one process', () => {
  it('refuses a second take in the same process and takes over a stale lock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'samverka-lock-unit-'));
    try {
      const lock = lockDataDir(dir);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      lock.release();
      // a lock whose process is gone (a pid that cannot exist)
      writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), startedAt: '', role: 'server' }),
      );
      expect(lockOwner(dir)).toBeNull();
      lockDataDir(dir).release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the reason when the folder cannot be written', () => {
    expect(describeWriteFailure('/srv/samverka', 'ENOSPC')).toContain('disken är full');
    expect(describeWriteFailure('/srv/samverka', 'EROFS')).toContain('the file system is read-only');
    // a path below a regular file cannot be created: not a write failure of the folder, rethrown as is
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'samverka-lock-file-')), 'fil');
    writeFileSync(file, 'x');
    expect(() => ensureWritableDataDir(path.join(file, 'data'))).toThrow(/ENOTDIR/);
    expect(new DataDirUnwritableError('/srv/samverka', 'EACCES').message).toContain('/srv/samverka');
  });
});
