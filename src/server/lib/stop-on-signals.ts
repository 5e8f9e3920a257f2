// SIGTERM / SIGINT stop a running process once: close it, then exit 0 (1 when closing failed).
// Given the start itself (a promise), a signal that lands while it is still starting — the server
// already answers while its job workers start — waits for the start to finish and then closes it,
// instead of Node's default of dying on the spot with requests in flight.
import type { Logger } from 'pino';

interface Running {
  close(): Promise<void>;
  deps: { log: Logger };
}

export function stopOnSignals(running: Running | Promise<Running>, what: string): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      Promise.resolve(running).then(
        (r) =>
          r.close().then(
            () => process.exit(0),
            (error: unknown) => {
              r.deps.log.error({ err: error }, `${what} shutdown failed`);
              process.exit(1);
            },
          ),
        // the start failed: its own handler reports it
        () => process.exit(1),
      );
    });
  }
}
