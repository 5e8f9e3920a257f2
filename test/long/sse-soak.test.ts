// Event streams do not leak (issue 8 §4). One real server process (PGlite; also PostgreSQL when
// TEST_DATABASE_URL is set) gets hundreds of concurrent GET /api/events streams that clients open and
// drop at random for SOAK_SECONDS (default 600), while chat messages and read receipts flow to them.
// The server's heap after a full GC (asked over IPC, see src/server/lib/diagnostics-ipc.ts) must be
// back at its warmed-up baseline, and the realtime hub must hold no stream, once the clients are gone.
//
//   SOAK_SECONDS=600 SOAK_STREAMS=300 npx vitest run --config vitest.long.config.ts test/long/sse-soak.test.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostics } from '@server/lib/diagnostics-ipc.js';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { signUpOverHttp, type HttpUser } from '@test/support/http-sign-up.js';
import { HEARTBEAT_MS } from '@server/features/realtime/realtime.routes.js';

const AUTH_SECRET = 'sse-soak-secret-sse-soak-secret-sse-0123';

const env = process.env;
const SOAK_SECONDS = Number(env.SOAK_SECONDS ?? 600);
/** streams open at any moment */
const STREAMS = Number(env.SOAK_STREAMS ?? 300);
/** long enough for JIT, pools and caches to settle before the baseline; a tenth of the soak, 10–60 s */
const WARMUP_SECONDS = Math.min(60, Math.max(10, Math.round(SOAK_SECONDS / 10)));
const USERS = 12;
/** each user sends one message per interval: 24 a minute, under the API's 30 */
const SEND_INTERVAL_MS = 2500;
const MB = 1024 * 1024;
/**
 * Allowed heap growth from baseline to after. The smallest leak we could plant (the hub keeping each
 * stream's close callback) holds about 1.2 KB per stream: +5.5 MB after 60 s and 4 656 streams on the
 * loaded 2-core machine, and ten minutes open tens of thousands. Without a leak the heap moved by less
 * than 1 MB between baseline and after (−0.5 and +0.6 MB in two runs). 4 MB, or 5 % of a larger
 * baseline, lies between the two.
 */
const toleranceBytes = (baseline: number) => Math.max(4 * MB, baseline * 0.05);

interface Target {
  kind: 'pglite' | 'postgres';
  serverEnv: Record<string, string>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-soak-'));
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const fresh = await createFreshDatabase(url, 'samverka_soak');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-soak-pg-'));
  return {
    kind: 'postgres',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
    cleanup: async () => {
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type User = HttpUser;

function signUp(url: string, n: number): Promise<User> {
  const tag = `${Date.now().toString(36)}${n}${randomBytes(2).toString('hex')}`;
  return signUpOverHttp(url, {
    handle: `strom${tag}`,
    userType: 'association',
    ip: `10.88.${n}.1`,
    authSecret: AUTH_SECRET,
  });
}

interface Counts {
  /** streams the server answered with 'ready' */
  opened: number;
  /** streams dropped before 'ready' arrived */
  droppedWhileOpening: number;
  /** message and message_read events that reached a stream */
  delivered: number;
  sent: number;
  /** anything but 200 on a stream, 201/200 on a send; and sockets that failed on their own */
  failures: string[];
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * One browser tab: opens the stream, reads it for `hold.ms` after 'ready', then drops the connection;
 * or, with `hold.whileOpening`, drops it `hold.ms` after asking, usually before the server has answered.
 */
function holdStream(
  server: ServerProcess,
  user: User,
  hold: { ms: number; whileOpening: boolean },
  counts: Counts,
  live: Set<() => void>,
): Promise<void> {
  return new Promise((resolve) => {
    let ready = false;
    let dropped = false;
    const req = http.get({
      host: '127.0.0.1',
      port: server.port,
      path: '/api/events',
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
      agent,
    });
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (!ready) counts.droppedWhileOpening++;
      req.destroy();
    };
    live.add(drop);
    let timer = hold.whileOpening ? setTimeout(drop, hold.ms) : undefined;
    req.on('response', (res) => {
      if (res.statusCode !== 200) counts.failures.push(`stream ${res.statusCode}`);
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: ready')) {
            ready = true;
            counts.opened++;
            timer ??= setTimeout(drop, hold.ms);
          } else if (block.startsWith('event: message')) counts.delivered++;
        }
      });
      res.on('error', () => {});
    });
    req.on('error', (error) => {
      if (!dropped) counts.failures.push(`stream ${error.message}`);
    });
    req.on('close', () => {
      clearTimeout(timer);
      live.delete(drop);
      resolve();
    });
  });
}

/** Streams churning and messages flowing for `seconds`; then every stream still open is dropped. */
async function churn(
  server: ServerProcess,
  users: User[],
  seconds: number,
  counts: Counts,
  onSample: () => Promise<void>,
) {
  const until = Date.now() + seconds * 1000;
  const live = new Set<() => void>();
  const end = setTimeout(() => {
    for (const drop of live) drop();
  }, seconds * 1000);
  const pick = () => users[Math.floor(Math.random() * users.length)];
  // one in ten dropped while opening, the rest 0.1–6 s after 'ready'
  const hold = () =>
    Math.random() < 0.1
      ? { ms: Math.random() * 30, whileOpening: true }
      : { ms: 100 + Math.random() * 5900, whileOpening: false };
  const tab = async (i: number) => {
    await new Promise((r) => setTimeout(r, (i / STREAMS) * 1000));
    while (Date.now() < until) await holdStream(server, pick(), hold(), counts, live);
  };
  const sender = async (me: User, i: number) => {
    await new Promise((r) => setTimeout(r, (i / users.length) * SEND_INTERVAL_MS));
    for (let n = 0; Date.now() < until; n++) {
      const other = users[(i + 1 + Math.floor(Math.random() * (users.length - 1))) % users.length];
      const headers = {
        origin: server.url,
        'content-type': 'application/json',
        cookie: me.cookie,
        'x-forwarded-for': me.ip,
      };
      // every third turn a read receipt instead: message_read events flow too
      const res =
        n % 3 === 2
          ? await fetch(`${server.url}/api/messages/${other.id}/read`, { method: 'POST', headers })
          : await fetch(`${server.url}/api/messages/${other.id}`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ text: `Hej, meddelande ${n}` }),
            });
      await res.arrayBuffer();
      if (res.status === 201) counts.sent++;
      else if (res.status !== 200) counts.failures.push(`send ${res.status}`);
      await new Promise((r) => setTimeout(r, SEND_INTERVAL_MS));
    }
  };
  const sampler = async () => {
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, Math.min(10_000, Math.max(0, until - Date.now()))));
      await onSample();
    }
  };
  await Promise.all([...Array.from({ length: STREAMS }, (_, i) => tab(i)), ...users.map(sender), sampler()]);
  clearTimeout(end);
}

const procStatusMb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Waits for the server to notice that every stream is gone, then for idle sockets to time out, and measures. */
async function quietDiagnostics(server: ServerProcess): Promise<Diagnostics & { rssProcMb: number }> {
  const deadline = Date.now() + HEARTBEAT_MS + 10_000;
  let d = await server.diagnostics();
  while (d.streams > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    d = await server.diagnostics();
  }
  // past the HTTP keep-alive timeout (5 s), so the senders' idle connections are closed too
  await new Promise((r) => setTimeout(r, 6000));
  d = await server.diagnostics();
  return { ...d, rssProcMb: procStatusMb(server.pid, 'VmRSS') };
}

const fmt = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const targets: (() => Target | Promise<Target>)[] = [pgliteTarget];
if (env.TEST_DATABASE_URL) targets.push(() => postgresTarget(env.TEST_DATABASE_URL!));

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => {});
});

describe('event streams opened and dropped for a long time', () => {
  for (const make of targets) {
    const kind = make === pgliteTarget ? 'pglite' : 'postgres';
    it(`${kind}: ${SOAK_SECONDS} s of ${STREAMS} churning streams leave the heap at its baseline`, async () => {
      const target = await make();
      cleanups.push(() => target.cleanup());
      const server = await startServerProcess({
        nodeArgs: ['--expose-gc'],
        ipc: true,
        stdio: 'capture',
        env: {
          PATH: env.PATH ?? '',
          HOME: env.HOME ?? '',
          NODE_ENV: 'production',
          AUTH_SECRET,
          SEED_SAMPLES: 'true',
          LOG_LEVEL: 'warn',
          PASSWORD_HASH_LOG_N: '10',
          TRUST_PROXY: 'true',
          SAMVERKA_DIAGNOSTICS_IPC: 'true',
          ...target.serverEnv,
        },
      });
      try {
        const users: User[] = [];
        for (let n = 0; n < USERS; n++) users.push(await signUp(server.url, n));

        const warm: Counts = { opened: 0, droppedWhileOpening: 0, delivered: 0, sent: 0, failures: [] };
        await churn(server, users, WARMUP_SECONDS, warm, async () => {});
        const baseline = await quietDiagnostics(server);
        expect(baseline.collected, 'the server runs with --expose-gc').toBe(true);
        expect(baseline.streams, 'the hub holds no stream after the warm-up').toBe(0);

        const counts: Counts = { opened: 0, droppedWhileOpening: 0, delivered: 0, sent: 0, failures: [] };
        let peak = baseline;
        let peakStreams = 0;
        const started = Date.now();
        await churn(server, users, SOAK_SECONDS, counts, async () => {
          const d = await server.diagnostics();
          if (d.heapUsed > peak.heapUsed) peak = { ...d, rssProcMb: procStatusMb(server.pid, 'VmRSS') };
          peakStreams = Math.max(peakStreams, d.streams);
        });
        const seconds = (Date.now() - started) / 1000;
        const after = await quietDiagnostics(server);
        const growth = after.heapUsed - baseline.heapUsed;
        const limit = toleranceBytes(baseline.heapUsed);

        console.log(
          [
            `sse soak ${kind}: ${seconds.toFixed(0)} s after ${WARMUP_SECONDS} s of warm-up, ${STREAMS} streams at a time (at most ${peakStreams} seen open at a sample)`,
            `  streams opened ${counts.opened}, dropped while opening ${counts.droppedWhileOpening}; messages sent ${counts.sent}; events delivered ${counts.delivered}; failures ${counts.failures.length}`,
            `  heap after full GC: baseline ${fmt(baseline.heapUsed)}, peak ${fmt(peak.heapUsed)}, after ${fmt(after.heapUsed)} (${growth >= 0 ? '+' : ''}${fmt(growth)}, allowed +${fmt(limit)})`,
            `  RSS (/proc): baseline ${baseline.rssProcMb.toFixed(0)} MB, at the heap peak ${peak.rssProcMb.toFixed(0)} MB, after ${after.rssProcMb.toFixed(0)} MB, high-water ${procStatusMb(server.pid, 'VmHWM').toFixed(0)} MB`,
            `  external (buffers, PGlite's WASM memory): baseline ${fmt(baseline.external)}, after ${fmt(after.external)}; hub streams after ${after.streams}, open sockets after ${after.sockets}`,
          ].join('\n'),
        );
        expect(counts.failures.slice(0, 10), 'every stream and send answered').toEqual([]);
        expect(counts.opened, 'streams were opened').toBeGreaterThan(STREAMS);
        expect(counts.delivered, 'events reached the streams').toBeGreaterThan(counts.sent);
        expect(after.streams, 'the hub holds no stream once every client is gone').toBe(0);
        expect(after.sockets, 'no connection left open').toBe(0);
        expect(growth, `heap grew by ${fmt(growth)}`).toBeLessThanOrEqual(limit);
      } finally {
        await server.stop();
      }
    });
  }
});
