// The first start of the embedded database (docs/decisions/210-throughput.md, 'First start'): PGlite's
// initdb runs a second PGlite instance beside the first, keeps a copy of its whole WASM memory and packs
// the new cluster into a tar before writing it out — 550–800 MB for a few seconds, much of which a thread
// of the server would keep (the allocator does not give it back). So a new data folder is created by a
// short child process (pglite-initdb.mjs, plain node) before the server loads its modules; the database's
// own thread then opens an existing folder like on every later start.
// When `npm run build` has made the template of an empty cluster (pglite-template.mjs) with this PGlite, the
// first start copies it instead and runs no initdb at all: the whole start then stays under 600 MB.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { usableTemplate } from './pglite-template.mjs';

/** the embedded database's folder under DATA_DIR */
export const pgliteDir = (env: { DATA_DIR: string }) => path.join(env.DATA_DIR, 'pglite');

/** Whether `dir` holds no PostgreSQL cluster yet (PGlite will run initdb on it). */
export const isNewPgliteDir = (dir: string) => !existsSync(path.join(dir, 'PG_VERSION'));

const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/** fsync of a file or a folder (its entries) */
function fsyncPath(target: string) {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** every file and folder under `dir`, written to the disk (the folders' entries after their files) */
function fsyncTree(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(target);
    else if (entry.isFile()) fsyncPath(target);
  }
  fsyncPath(dir);
}

/**
 * Copies the template's cluster to `dir`: into a folder beside it first, everything written to the disk,
 * then renamed in one step, so a crash leaves either no cluster or a whole one. False when `dir` is there
 * and not empty (what a crashed initdb left: initdb decides, as before).
 */
function copyTemplate(template: string, dir: string): boolean {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory() || readdirSync(dir).length > 0) return false;
    rmSync(dir, { recursive: true });
  }
  const work = `${dir}.new`;
  rmSync(work, { recursive: true, force: true });
  cpSync(template, work, { recursive: true });
  fsyncTree(work);
  renameSync(work, dir);
  fsyncPath(path.dirname(dir));
  return true;
}

/**
 * Creates the cluster in `dir`: a copy of the build's template when there is one for this PGlite, else in a
 * child process that ends when it is written; false when one was there. The caller holds the data-folder
 * lock (the child is waited for, so the folder has one writer at a time).
 */
export async function createPgliteCluster(dir: string, options: { template?: string | null } = {}): Promise<boolean> {
  if (!isNewPgliteDir(dir)) return false;
  const template = options.template === undefined ? usableTemplate() : options.template;
  if (template && copyTemplate(template, dir)) return true;
  // node itself, without the loader flags (tsx) of this process (spawn passes only the arguments given):
  // the script is plain JavaScript
  const child = spawn(process.execPath, [script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb ended with ${code ?? signal}: ${stderr.trim()}`)),
    );
  });
  return true;
}
