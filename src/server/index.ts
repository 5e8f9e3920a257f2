// Entry point: `npm start` runs this after building the client.
import path from 'node:path';
import { parseEnv, readProcessEnv } from './env.js';
import { startServer } from './server.js';
import { installDiagnosticsIpc } from './lib/diagnostics-ipc.js';
import { DataDirLockedError, DataDirUnwritableError } from './lib/data-dir-lock.js';

const env = parseEnv(readProcessEnv());
const running = await startServer(env, { clientDir: path.resolve('dist/client') }).catch((error: unknown) => {
  // the operator's errors: say exactly what is wrong, no stack trace
  if (error instanceof DataDirLockedError || error instanceof DataDirUnwritableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
if (env.SAMVERKA_DIAGNOSTICS_IPC) installDiagnosticsIpc(running);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      (error) => {
        running.deps.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
