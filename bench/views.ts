// `npm run bench:views`: can the server record 1 000 offer views a second (POST /api/offers/:id/view,
// issue 20) without slowing the offers list API by more than 10 %? On a fresh database of BENCH_OFFERS
// offers (one owner, so every counter write also sends its offer_stats notification), the list API is
// loaded alone, then again while views arrive at VIEW_RATE a second — each from a new anonymous visitor
// (a new user agent and address), on random approved offers, so every view is a real insert and a counter upsert.
// Reports list p50/p95/req/s alone and under views, the slowdown, and the view rate reached.
// A control run sends the same 1 000 requests a second to a bare node:http server (bench/hello-server.mjs) in
// another process instead: on a small machine the load generator and the other process take CPU from the
// list too, so 'list with views' is compared with 'list beside the same load elsewhere' as well as with
// 'list alone' — the difference to the control is what recording the views costs the list.
//
// Knobs: BENCH_OFFERS=10000, BENCH_SECONDS=5, BENCH_CONNECTIONS=10 (list), BENCH_VIEW_RATE=1000,
// BENCH_BACKENDS=postgres,pglite; PostgreSQL as in bench/offers.ts (BENCH_DATABASE_URL, TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { seedBenchOffers } from './lib/seed-offers.js';
import { startHello } from './lib/hello.js';

const env = process.env;
const OFFERS = Number(env.BENCH_OFFERS ?? 10_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const VIEW_RATE = Number(env.BENCH_VIEW_RATE ?? 1000);
const BACKENDS = (env.BENCH_BACKENDS ?? 'postgres,pglite').split(',') as ('pglite' | 'postgres')[];
const baseUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const cursor = (values: string[]) => encodeURIComponent(Buffer.from(JSON.stringify(values)).toString('base64url'));
const randomNewestCursor = () =>
  cursor([
    'newest',
    new Date(Date.now() - Math.floor(Math.random() * OFFERS) * 60_000).toISOString().replace('Z', '000Z'),
    '999999999',
  ]);
const LISTS: { name: string; path: string | (() => string) }[] = [
  { name: 'list, no query (cached)', path: '/api/offers?type=business' },
  { name: 'list, random page', path: () => `/api/offers?type=business&cursor=${randomNewestCursor()}` },
];

interface Figures {
  p50: number;
  p95: number;
  rps: number;
  errors: number;
}
interface Row {
  backend: string;
  scenario: string;
  alone: Figures;
  /** the list while the same request rate goes to a bare server in another process */
  control: Figures;
  withViews: Figures;
  views: Figures;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function seed(database: Database): Promise<void> {
  await migrate(database);
  await seedBenchOffers(database, OFFERS);
  await database.exec(`
    INSERT INTO users (id, email, user_type) VALUES ('bench-owner', 'bench-owner@exempel.se', 'association');
    INSERT INTO profiles (id, user_type, username) VALUES ('bench-owner', 'association', 'benchagare');
    UPDATE offers SET user_id = 'bench-owner';
    ANALYZE offers;`);
}

function run(
  port: number | string,
  opts: { path: string | (() => string); seconds: number; connections: number; method?: 'GET' | 'POST'; rate?: number },
  origin: string,
): Promise<Figures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: typeof port === 'string' ? port : `http://127.0.0.1:${port}`,
        connections: opts.connections,
        duration: opts.seconds,
        ...(opts.rate ? { overallRate: opts.rate } : {}),
        requests: [
          {
            method: opts.method ?? 'GET',
            setupRequest: (req) => ({
              ...req,
              path: typeof opts.path === 'string' ? opts.path : opts.path(),
              headers: {
                ...req.headers,
                origin,
                // a new visitor each time (browser and address): a new row, never one visitor's rate limit
                'user-agent': `${BROWSER} v${randomBytes(6).toString('hex')}`,
                'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
              },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          rps: result.requests.average,
          errors: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

async function runBackend(backend: 'pglite' | 'postgres', rows: Row[]): Promise<void> {
  const dataDir = path.join(os.tmpdir(), `samverka-bench-views-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  let cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  let server: ServerProcess | undefined;
  try {
    let databaseEnv: Record<string, string>;
    let ids: string[];
    if (backend === 'pglite') {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await seed(database);
      ids = (await database.query<{ id: string }>('SELECT id::text FROM offers WHERE is_approved')).map((r) => r.id);
      await database.close();
      databaseEnv = { DATABASE_URL: '' };
    } else {
      const fresh = await createFreshDatabase(baseUrl, 'samverka_bench_views');
      const removeDir = cleanup;
      cleanup = async () => {
        await fresh.drop();
        await removeDir();
      };
      const database = await openDatabase({ url: fresh.url, poolSize: 2 });
      await seed(database);
      ids = (await database.query<{ id: string }>('SELECT id::text FROM offers WHERE is_approved')).map((r) => r.id);
      await database.close();
      databaseEnv = { DATABASE_URL: fresh.url };
    }
    server = await startServerProcess({
      host: 'localhost',
      // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where the server's time goes
      nodeArgs: env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
      killAfterMs: 15_000,
      env: {
        ...env,
        ...databaseEnv,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
        LOG_LEVEL: 'warn',
        SEED_SAMPLES: 'false',
        ADMIN_PASSWORD: 'bench-admin-password',
        // the visitors' addresses come from X-Forwarded-For, as behind a proxy
        TRUST_PROXY: 'true',
      },
    });
    const { port, url: origin } = server;
    const viewPath = () => `/api/offers/${ids[Math.floor(Math.random() * ids.length)]}/view`;
    const check = await fetch(`http://127.0.0.1:${port}${viewPath()}`, {
      method: 'POST',
      headers: { origin, 'user-agent': BROWSER },
    });
    if (check.status !== 204) throw new Error(`view: ${check.status} ${await check.text()}`);

    for (const list of LISTS) {
      const listRun = (seconds: number) => run(port, { path: list.path, seconds, connections: CONNECTIONS }, origin);
      await listRun(1); // warm-up
      const alone = await listRun(SECONDS);
      await sleep(300);
      const hello = await startHello();
      const elsewhere = run(
        hello.url,
        { path: '/', seconds: SECONDS + 2, connections: 50, method: 'POST', rate: VIEW_RATE },
        origin,
      );
      await sleep(1000);
      const control = await listRun(SECONDS);
      await elsewhere;
      hello.stop();
      await sleep(300);
      // views start first and end last, so the whole list run is under their load
      const viewing = run(
        port,
        { path: viewPath, seconds: SECONDS + 2, connections: 50, method: 'POST', rate: VIEW_RATE },
        origin,
      );
      await sleep(1000);
      const withViews = await listRun(SECONDS);
      const views = await viewing;
      await sleep(300);
      rows.push({ backend, scenario: list.name, alone, control, withViews, views });
      console.log(
        `  ${backend.padEnd(8)} ${list.name.padEnd(28)} p95 ${alone.p95} → ${control.p95} → ${withViews.p95} ms, ` +
          `${Math.round(alone.rps)} → ${Math.round(control.rps)} → ${Math.round(withViews.rps)} req/s (alone → control → views); ` +
          `views ${Math.round(views.rps)}/s`,
      );
    }
  } finally {
    await server?.stop();
    await cleanup();
  }
}

function printTable(rows: Row[]): void {
  const pct = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`;
  const lines = [
    '| backend | list scenario | list req/s: alone → control → with views | p50 ms: alone → control → with views | p95 ms: alone → control → with views | req/s change: alone → views, control → views | views/s reached (p95 ms, errors) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const three = (f: (x: Figures) => number | string) => `${f(r.alone)} → ${f(r.control)} → ${f(r.withViews)}`;
    lines.push(
      `| ${r.backend} | ${r.scenario} | ${three((x) => Math.round(x.rps))} | ${three((x) => x.p50)} | ${three((x) => x.p95)} | ` +
        `${pct(r.alone.rps, r.withViews.rps)}, ${pct(r.control.rps, r.withViews.rps)} | ` +
        `${Math.round(r.views.rps)} (${r.views.p95} ms, ${r.views.errors}) |`,
    );
  }
  console.log(
    `\n${OFFERS} offers, list ${CONNECTIONS} connections, views asked at ${VIEW_RATE}/s, ${SECONDS} s per run, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(lines.join('\n'));
}

const rows: Row[] = [];
for (const backend of BACKENDS) await runBackend(backend, rows);
printTable(rows);
