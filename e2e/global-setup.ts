// Starts one Samverka server like `npm start` (built client, fresh DATA_DIR, free port) for all journeys.
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-lösenord';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    adminPassword: string;
  }
}

let child: ChildProcess | undefined;
let dataDir = '';

export default async function setup(project: TestProject) {
  findChromium(); // fail early with install advice
  const root = path.resolve(import.meta.dirname, '..');
  // build like `npm start` would; E2E_REBUILD=0 reuses an existing build while iterating on tests.
  // Vitest runs with NODE_ENV=test, which Vite would pass on to the bundle: React's development build
  // (larger and several times slower) instead of the production build that `npm start` serves.
  if (!existsSync(path.join(root, 'dist/client/index.html')) || process.env.E2E_REBUILD !== '0') {
    execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'samverka-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  // tsx runs the server in a child process of its own: start it as a process group leader so the
  // teardown can stop the whole group and leave no orphan server behind
  child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/index.ts'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PASSWORD_HASH_LOG_N: '12',
      LOG_LEVEL: 'warn',
      SEED_SAMPLES: 'true',
      // fixtures give each browser context its own X-Forwarded-For, so per-IP limits apply per visitor
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('e2e: the server did not answer /api/health within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return async () => {
    const running = child;
    if (running?.pid && running.exitCode === null) {
      const exited = new Promise((r) => running.once('exit', r));
      process.kill(-running.pid, 'SIGTERM');
      const force = setTimeout(() => {
        try {
          process.kill(-running.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
