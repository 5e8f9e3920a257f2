// The first start of the embedded database (docs/decisions/210-throughput.md, 'First start'): PGlite's
// initdb runs a second PGlite instance beside the first, keeps a copy of its whole WASM memory and packs
// the new cluster into a tar before writing it out — 550–800 MB for a few seconds, much of which a thread
// of the server would keep (the allocator does not give it back). So a new data folder is created by a
// short child process (pglite-initdb.mjs, plain node) before the server loads its modules; the database's
// own thread then opens an existing folder like on every later start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** the embedded database's folder under DATA_DIR */
export const pgliteDir = (env: { DATA_DIR: string }) => path.join(env.DATA_DIR, 'pglite');

/** Whether `dir` holds no PostgreSQL cluster yet (PGlite will run initdb on it). */
export const isNewPgliteDir = (dir: string) => !existsSync(path.join(dir, 'PG_VERSION'));

const script = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/**
 * Creates the cluster in `dir` in a child process that ends when it is written; false when one was there.
 * The caller holds the data-folder lock (the child is waited for, so the folder has one writer at a time).
 */
export async function createPgliteCluster(dir: string): Promise<boolean> {
  if (!isNewPgliteDir(dir)) return false;
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
