// Entry point: `npm start` runs this after building the client.
import path from 'node:path';
import { parseEnv, readProcessEnv } from './env.js';
import { startServer } from './server.js';

const env = parseEnv(readProcessEnv());
const running = await startServer(env, { clientDir: path.resolve('dist/client') });

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
