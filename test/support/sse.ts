// Reads GET /api/events of a running server the way a browser tab would, collecting the events.
import { expect } from 'vitest';

export interface EventStream<T> {
  events: { type: string; data: T; at: number }[];
  close(): void;
}

/** Opens the caller's event stream and collects its events; resolves once the server said 'ready'. */
export async function openEventStream<T = Record<string, unknown>>(
  port: number,
  cookie: string,
): Promise<EventStream<T>> {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const events: EventStream<T>['events'] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type === 'ready') ready();
          else if (type && data) events.push({ type, data: JSON.parse(data) as T, at: performance.now() });
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  await isReady;
  return { events, close: () => controller.abort() };
}
