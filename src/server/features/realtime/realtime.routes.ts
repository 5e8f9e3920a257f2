// GET /api/events: Server-Sent Events for the signed-in caller, one stream per browser tab.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '@server/context.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import type { RealtimeEvent } from '@server/infra/realtime/hub.js';
import { describe } from '@server/middleware/describe.js';

export const HEARTBEAT_MS = 25_000;

export const realtimeRoutes = new Hono<AppEnv>().get(
  '/events',
  describe({
    summary: 'Händelser i realtid (Server-Sent Events)',
    tags: ['Realtid'],
    description:
      'En ström per flik: ready, sedan händelser som message och unread; en kommentar var 25:e sekund håller anslutningen vid liv.',
    answers: { 200: { description: 'text/event-stream' } },
  }),
  noStore,
  requireUser(),
  (c) => {
    const user = c.var.user;
    const hub = c.var.deps.hub;
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: RealtimeEvent[] = [];
      let wake: (() => void) | undefined;
      let closed = false;
      const close = () => {
        closed = true;
        wake?.();
      };
      const unsubscribe = hub.subscribe(
        user.id,
        (event) => {
          queue.push(event);
          wake?.();
        },
        close,
      );
      stream.onAbort(close);
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ at: Date.now() }), retry: 3000 });
        while (!closed) {
          while (queue.length > 0 && !closed) {
            const event = queue.shift()!;
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          }
          if (closed) break;
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, HEARTBEAT_MS);
          });
          clearTimeout(timer);
          wake = undefined;
          if (queue.length === 0 && !closed) await stream.write(': heartbeat\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  },
);
