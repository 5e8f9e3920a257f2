// Memory and connection figures for the soak test and the benchmarks, answered over the IPC channel of
// a parent process that started the server (never over HTTP): installed only with
// SAMVERKA_DIAGNOSTICS_IPC=true, so a production server has no such door.
import type { RunningServer } from '@server/server.js';

export interface DiagnosticsRequest {
  type: 'diagnostics';
  id: string;
}

export interface Diagnostics {
  id: string;
  /** false when the process runs without --expose-gc: heap figures then include garbage */
  collected: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** open event streams in the realtime hub */
  streams: number;
  /** open TCP connections to the HTTP server */
  sockets: number;
}

export function installDiagnosticsIpc(running: RunningServer): void {
  if (!process.send)
    throw new Error('SAMVERKA_DIAGNOSTICS_IPC needs a parent that started the server with an IPC channel');
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (message: DiagnosticsRequest) => {
    if (message?.type !== 'diagnostics') return;
    // twice: objects freed by the first pass's weak callbacks go in the second
    gc?.();
    gc?.();
    const memory = process.memoryUsage();
    running.server.getConnections((_error, sockets) => {
      const reply: Diagnostics = {
        id: message.id,
        collected: Boolean(gc),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        external: memory.external,
        arrayBuffers: memory.arrayBuffers,
        streams: running.deps.hub.connections(),
        sockets,
      };
      process.send!(reply);
    });
  });
}
