// An open-loop load: requests leave at a fixed arrival rate whatever the answers do (one visitor does not
// wait for another's answer), and each latency counts from the moment its request was due, so a server
// that falls behind shows it in the percentiles instead of quietly receiving fewer requests (autocannon's
// closed loop, and its overallRate, wait for an answer before the next request of a connection).
import http from 'node:http';

export interface OpenLoopFigures {
  /** requests asked for a second */
  rate: number;
  /** answered a second over the run (below `rate` when the server fell behind) */
  answeredPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** non-2xx answers, failed connections and requests without an answer within 10 s */
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function openLoop(opts: {
  port: number;
  /** a new path for every request (e.g. a random page), or one path */
  path: string | (() => string);
  rate: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<OpenLoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let sent = 0;
  let settled = 0;
  let errors = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      if (settled < total) return;
      const elapsed = (performance.now() - start) / 1000;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      resolve({
        rate: opts.rate,
        answeredPerSecond: Math.round(latencies.length / elapsed),
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        errors,
      });
    };
    const fail = () => {
      errors++;
      settled++;
      finish();
    };
    const fire = (due: number) => {
      sent++;
      const path = typeof opts.path === 'string' ? opts.path : opts.path();
      const req = http.request({ agent, host: '127.0.0.1', port: opts.port, path, headers: opts.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300) errors++;
          else latencies.push(performance.now() - due);
          settled++;
          finish();
        });
        res.on('error', fail);
      });
      req.setTimeout(10_000, () => req.destroy());
      req.on('error', fail);
      req.end();
    };
    // every millisecond or so, send what fell due since the last tick (each with its own due time)
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * opts.rate) + 1);
      while (sent < due) fire(start + (sent / opts.rate) * 1000);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}
