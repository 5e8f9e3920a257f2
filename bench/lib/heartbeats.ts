// Event-stream heartbeats seen from a client (issue 21): streams of users nobody writes to, held open while
// bench:load runs, so each one hears only its 'ready' event and then a ': heartbeat' comment every
// HEARTBEAT_MS. The gaps between them, as they arrive here, show whether the server kept its rhythm.
import { HEARTBEAT_MS } from '@server/features/realtime/realtime.routes.js';
import type { HttpUser } from '@test/support/http-sign-up.js';

export interface HeartbeatReport {
  streams: number;
  /** gaps from 'ready' to the first heartbeat and between heartbeats, ms */
  gaps: number[];
  /** streams that ended or failed before stop() */
  lost: number;
}

/** Opens one event stream per user and notes when each 'ready' and heartbeat arrives, until stop(). */
export function watchHeartbeats(url: string, users: HttpUser[]): { stop(): Promise<HeartbeatReport> } {
  const abort = new AbortController();
  const gaps: number[] = [];
  let lost = 0;
  const watch = async (user: HttpUser) => {
    const res = await fetch(`${url}/api/events`, {
      headers: { cookie: user.cookie, origin: url, 'x-forwarded-for': user.ip, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (res.status !== 200 || !res.body) throw new Error(`events ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    let last: number | undefined;
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const now = performance.now();
        if (message.includes('event: ready')) last = now;
        else if (message.startsWith(': heartbeat') && last !== undefined) {
          gaps.push(now - last);
          last = now;
        }
      }
    }
    throw new Error('the stream ended');
  };
  const running = users.map((u) =>
    watch(u).catch(() => {
      if (!abort.signal.aborted) lost++;
    }),
  );
  return {
    async stop() {
      abort.abort();
      await Promise.all(running);
      return { streams: users.length, gaps, lost };
    },
  };
}

/** '25.0 s expected: max 25.4 s, p99 25.4 s (n 20)' */
export function describeHeartbeats(report: HeartbeatReport): string {
  const sorted = [...report.gaps].sort((a, b) => a - b);
  const s = (ms: number | undefined) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))];
  return (
    `heartbeat gaps on ${report.streams} idle streams (every ${HEARTBEAT_MS / 1000} s expected): ` +
    `max ${s(sorted.at(-1))}, p99 ${s(p99)}, min ${s(sorted[0])} (n ${sorted.length}; streams lost ${report.lost})`
  );
}
