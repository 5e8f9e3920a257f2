// `npm run bench:chat`: realtime delivery of private messages on one server process over PostgreSQL.
// For 1 000 and 5 000 concurrent SSE clients (GET /api/events, one user each), 1 000 messages go to
// random connected recipients; we report delivery latency (POST sent → event received) p50/p95/p99
// and the server's resident memory per idle connection. Opening the streams and sending are each bounded (60 s of sending at most).
//
// Memory: the server runs as a child of this script, started with --expose-gc and SAMVERKA_DIAGNOSTICS_IPC;
// after a full GC it reports process.memoryUsage(), so per-connection heap is measured, not garbage.
//
// Database: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
// a fresh database is created next to it and dropped at the end. Phases: BENCH_CHAT_CLIENTS=1000,5000.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';

const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const phases = (process.env.BENCH_CHAT_CLIENTS ?? '1000,5000').split(',').map(Number);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 1000);
/** the API allows 30 messages a minute per sender, so the load comes from a pool of senders */
const SENDERS = Math.ceil(MESSAGES / 25);
const IN_FLIGHT = 2;
const PHASE_DEADLINE_MS = 60_000;
const SECRET = 'bench-secret-bench-secret-bench-secret-01';
const ORIGIN = 'http://localhost:3000';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cookieFor = (token: string) =>
  `samverka.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`)}`;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Client {
  req: http.ClientRequest;
  ready: Promise<void>;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** One EventSource-like client: records when each `message` event id arrives. */
function openClient(port: number, cookie: string, received: Map<number, { perf: number; wall: number }>): Client {
  let resolveReady!: () => void;
  let rejectReady!: (e: Error) => void;
  const ready = new Promise<void>((res, rej) => ((resolveReady = res), (rejectReady = rej)));
  const req = http.get(
    { host: '127.0.0.1', port, path: '/api/events', headers: { cookie, accept: 'text/event-stream' }, agent },
    (res) => {
      if (res.statusCode !== 200) return rejectReady(new Error(`events: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const now = { perf: performance.now(), wall: Date.now() };
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: ready')) resolveReady();
          else if (block.startsWith('event: message\n')) {
            const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]) as { id: number };
            if (!received.has(data.id)) received.set(data.id, now);
          }
        }
      });
      res.on('error', () => {});
    },
  );
  req.on('error', (e) => rejectReady(e));
  return { req, ready };
}

function post(port: number, path: string, cookie: string, body: unknown): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          cookie,
          origin: ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function main() {
  const fresh = await createFreshDatabase(baseUrl, 'samverka_bench');
  let server: ServerProcess | undefined;
  const results: Record<string, unknown>[] = [];
  try {
    server = await startServerProcess({
      nodeArgs: ['--expose-gc'],
      ipc: true,
      publicUrl: ORIGIN,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: fresh.url,
        AUTH_SECRET: SECRET,
        LOG_LEVEL: 'warn',
        SEED_SAMPLES: 'false',
        ADMIN_PASSWORD: 'bench-admin-password',
        DATA_DIR: `/tmp/samverka-bench-${randomBytes(4).toString('hex')}`,
        SAMVERKA_DIAGNOSTICS_IPC: 'true',
      },
    });
    const { port } = server;

    // users and sessions straight into the database: sign-up through the API is rate limited per IP
    const maxClients = Math.max(...phases);
    const db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    const run = randomBytes(3).toString('hex');
    await db.query(
      `INSERT INTO users (id, email, username, user_type)
       SELECT 'b${run}' || n, 'b${run}' || n || '@bench.se', 'b${run}' || n, 'business' FROM generate_series(1, $1::int) n`,
      [maxClients + SENDERS],
    );
    await db.query(`INSERT INTO profiles (id, user_type, username) SELECT id, user_type, username FROM users`);
    await db.query(
      `INSERT INTO sessions (id, token, user_id, expires_at) SELECT 's' || id, 't' || id, id, now() + interval '1 day' FROM users`,
    );
    await db.end();
    const userId = (n: number) => `b${run}${n}`;
    const receivers = (count: number) => Array.from({ length: count }, (_, i) => userId(i + 1));
    const senders = Array.from({ length: SENDERS }, (_, i) => userId(maxClients + i + 1));

    for (const clients of phases) {
      const phaseStart = performance.now();
      await sleep(2000);
      const memBefore = await server.diagnostics();
      const received = new Map<number, { perf: number; wall: number }>();
      const ids = receivers(clients);
      const conns: Client[] = [];
      // open in batches so the accept queue is not flooded
      for (let i = 0; i < ids.length; i += 250) {
        const batch = ids.slice(i, i + 250).map((id) => openClient(port, cookieFor(`t${id}`), received));
        conns.push(...batch);
        await Promise.all(batch.map((c) => c.ready));
      }
      const openMs = performance.now() - phaseStart - 2000;
      await sleep(3000);
      const memIdle = await server.diagnostics();
      if (memIdle.streams !== clients) throw new Error(`expected ${clients} streams, server has ${memIdle.streams}`);

      // clear the send counters of earlier phases, then send
      const c = new pg.Client({ connectionString: fresh.url });
      await c.connect();
      await c.query(`DELETE FROM rate_limits WHERE key LIKE 'chat:send:%'`);
      await c.end();
      const sentAt = new Map<number, number>();
      /** wall-clock time the row was written (created_at), to measure delivery from the database on */
      const writtenAt = new Map<number, number>();
      const postMs: number[] = [];
      let next = 0;
      let failed = 0;
      const sendStart = performance.now();
      const sendDeadline = sendStart + PHASE_DEADLINE_MS;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < MESSAGES && performance.now() < sendDeadline) {
            const i = next++;
            const from = senders[i % senders.length];
            const to = ids[Math.floor(Math.random() * ids.length)];
            const t0 = performance.now();
            const res = await post(port, `/api/messages/${to}`, cookieFor(`t${from}`), { text: `bench ${i}` });
            postMs.push(performance.now() - t0);
            if (res.status === 201) {
              const m = (res.json as { message: { id: number; created_at: string } }).message;
              sentAt.set(m.id, t0);
              writtenAt.set(m.id, Date.parse(m.created_at));
            } else failed++;
          }
        }),
      );
      const sendSeconds = (performance.now() - sendStart) / 1000;
      const waitUntil = performance.now() + 5000;
      while ([...sentAt.keys()].some((id) => !received.has(id)) && performance.now() < waitUntil) await sleep(50);
      const latencies = [...sentAt]
        .filter(([id]) => received.has(id))
        .map(([id, t0]) => received.get(id)!.perf - t0)
        .sort((a, b) => a - b);
      const delivery = [...writtenAt]
        .filter(([id]) => received.has(id))
        .map(([id, w]) => received.get(id)!.wall - w)
        .sort((a, b) => a - b);
      const perConn = (k: 'rss' | 'heapUsed' | 'external') =>
        +((memIdle[k] - memBefore[k]) / clients / 1024).toFixed(1);
      postMs.sort((a, b) => a - b);
      const row = {
        clients,
        messages: sentAt.size,
        failedPosts: failed,
        lost: sentAt.size - latencies.length,
        openSeconds: +(openMs / 1000).toFixed(1),
        msgPerSecond: +(sentAt.size / sendSeconds).toFixed(0),
        p50ms: +percentile(delivery, 50).toFixed(1),
        p95ms: +percentile(delivery, 95).toFixed(1),
        p99ms: +percentile(delivery, 99).toFixed(1),
        maxMs: +(delivery.at(-1) ?? NaN).toFixed(1),
        e2eP50ms: +percentile(latencies, 50).toFixed(1),
        e2eP95ms: +percentile(latencies, 95).toFixed(1),
        e2eP99ms: +percentile(latencies, 99).toFixed(1),
        postP50ms: +percentile(postMs, 50).toFixed(1),
        rssIdleMB: +(memIdle.rss / 1024 / 1024).toFixed(1),
        kbPerConnection: +(perConn('heapUsed') + perConn('external')).toFixed(1),
        rssKbPerConnection: perConn('rss'),
      };
      results.push(row);
      console.log(JSON.stringify(row));
      for (const conn of conns) conn.req.destroy();
      await sleep(1000);
    }
  } finally {
    await server?.stop();
    await fresh.drop();
  }
  console.log('\ndelivery = row written → event at the client; end to end = POST sent → event at the client');
  console.log(
    'clients | delivery p50 / p95 / p99 ms | end to end p50 / p95 / p99 ms | lost | heap+external KB/conn | RSS KB/conn',
  );
  for (const r of results) {
    console.log(
      `${r.clients} | ${r.p50ms} / ${r.p95ms} / ${r.p99ms} | ${r.e2eP50ms} / ${r.e2eP95ms} / ${r.e2eP99ms} | ${r.lost} | ${r.kbPerConnection} | ${r.rssKbPerConnection}`,
    );
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`machine load average at the end: ${load} (cores: ${(await import('node:os')).availableParallelism()})`);
  const first = results.find((r) => r.clients === 1000);
  if (first) {
    console.log(`target p99 ≤ 100 ms at 1 000 clients: ${(first.p99ms as number) <= 100 ? 'met' : 'NOT met'}`);
    console.log(
      `target ≤ 50 KB per idle connection: ${results.every((r) => (r.kbPerConnection as number) <= 50) ? 'met' : 'NOT met'}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
