// `npm start`: build the client when the build is missing or older than its sources, then run the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts', 'package-lock.json']
  .map((p) => path.join(root, p))
  .filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Samverka: bygger klienten …');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
await import('@server/index.js');
