// Entry point: `npm start` runs this after building the client.
import path from 'node:path';
import { parseEnv, readProcessEnv } from './env.js';
import { installDiagnosticsIpc } from './lib/diagnostics-ipc.js';
import { stopOnSignals } from './lib/stop-on-signals.js';
import { DataDirLockedError, DataDirUnwritableError, lockOwner } from './lib/data-dir-lock.js';

const env = parseEnv(readProcessEnv());
// a second process on the same embedded data folder stops before it loads the server's modules
const owner = env.DATABASE_URL ? null : lockOwner(env.DATA_DIR);
if (owner) {
  console.error(new DataDirLockedError(path.resolve(env.DATA_DIR), owner).message);
  process.exit(1);
}
const { startServer } = await import('./server.js');
const starting = startServer(env, { clientDir: path.resolve('dist/client') }).catch((error: unknown) => {
  // the operator's errors: say exactly what is wrong, no stack trace
  if (error instanceof DataDirLockedError || error instanceof DataDirUnwritableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
// from the first moment: the server answers before its job workers have started
stopOnSignals(starting, 'server');
const running = await starting;
if (env.SAMVERKA_DIAGNOSTICS_IPC) installDiagnosticsIpc(running);
