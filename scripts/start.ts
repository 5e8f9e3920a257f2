// `npm start`: build the client when the build is missing or older than its sources, then run the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, readProcessEnv } from '@server/env.js';
import { DataDirLockedError, lockOwner } from '@server/lib/data-dir-lock.js';
import { usableTemplate } from '@server/db/pglite-template.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');
/** the server's render of public pages (issue 22), built with the client by `npm run build` */
const serverEntry = path.join(root, 'dist/server/entry-server.js');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// A second `npm start` on the same embedded data folder stops here, before the client build.
const env = parseEnv(readProcessEnv());
if (!env.DATABASE_URL) {
  const owner = lockOwner(env.DATA_DIR);
  if (owner) {
    console.error(new DataDirLockedError(path.resolve(env.DATA_DIR), owner).message);
    process.exit(1);
  }
}

const sources = ['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts', 'package-lock.json']
  .map((p) => path.join(root, p))
  .filter(existsSync);
const stale =
  !existsSync(built) || !existsSync(serverEntry) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Samverka: bygger klienten …');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
} else if (!env.DATABASE_URL && !usableTemplate()) {
  // the embedded database's template, part of the build (a build from before it, or another PGlite since)
  execSync(`"${process.execPath}" src/server/db/pglite-template.mjs`, { cwd: root, stdio: 'inherit' });
}
await import('@server/index.js');
