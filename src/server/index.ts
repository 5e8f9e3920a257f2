// Entry point: `npm start` runs this after building the client.
import path from 'node:path';
import { parseEnv, readProcessEnv } from './env.js';
import { startServer } from './server.js';
import { installDiagnosticsIpc } from './lib/diagnostics-ipc.js';

const env = parseEnv(readProcessEnv());
const running = await startServer(env, { clientDir: path.resolve('dist/client') });
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
