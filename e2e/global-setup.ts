// Starts one Samverka server like `npm start` (built client, fresh DATA_DIR, free port) for all journeys.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from '@test/support/server-process';
import { findChromium } from './chromium';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-lösenord';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    adminPassword: string;
  }
}

let server: ServerProcess | undefined;
let dataDir = '';

export default async function setup(project: TestProject) {
  findChromium(); // fail early with install advice
  const root = path.resolve(import.meta.dirname, '..');
  // build like `npm start` would; E2E_REBUILD=0 reuses an existing build while iterating on tests.
  // Vitest runs with NODE_ENV=test, which Vite would pass on to the bundle: React's development build
  // (larger and several times slower) instead of the production build that `npm start` serves.
  // `npm run build`: the client and the server's render of public pages (dist/server, issue 22)
  const built = ['dist/client/index.html', 'dist/server/entry-server.js'].every((f) => existsSync(path.join(root, f)));
  if (!built || process.env.E2E_REBUILD !== '0') {
    execSync('npm run build --silent', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'samverka-e2e-'));
  // tsx runs the server in a child process of its own: start it as a process group leader so the
  // teardown can stop the whole group and leave no orphan server behind
  server = await startServerProcess({
    command: [path.join(root, 'node_modules/.bin/tsx'), 'src/server/index.ts'],
    group: true,
    host: 'localhost',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PASSWORD_HASH_LOG_N: '12',
      LOG_LEVEL: 'warn',
      SEED_SAMPLES: 'true',
      // fixtures give each browser context its own X-Forwarded-For, so per-IP limits apply per visitor
      TRUST_PROXY: 'true',
      // a message still unread this long is mailed (issue 19): seconds here instead of 15 minutes
      NOTIFY_MESSAGE_DELAY_SECONDS: '3',
    },
  });
  const baseURL = server.url;
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
