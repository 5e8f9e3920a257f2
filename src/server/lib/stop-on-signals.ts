// SIGTERM / SIGINT stop a running process once: close it, then exit 0 (1 when closing failed).
import type { Logger } from 'pino';

export function stopOnSignals(running: { close(): Promise<void>; deps: { log: Logger } }, what: string): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          running.deps.log.error({ err: error }, `${what} shutdown failed`);
          process.exit(1);
        },
      );
    });
  }
}
