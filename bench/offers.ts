// `npm run bench:offers`: the offers list API under 50 concurrent connections (autocannon) on a fresh
// database of 100 000 offers, on PGlite and on PostgreSQL, next to GET /api/ping (same server, no
// database) as the ceiling. Reports p50 / p95 / p99 latency and requests per second per scenario.
//
// The server runs as a child process (production settings), the load comes from this process.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
// a fresh database is created next to it and dropped at the end. Knobs: BENCH_OFFERS=100000,
// BENCH_SECONDS=4 (per scenario), BENCH_CONNECTIONS=50, BENCH_BACKENDS=pglite,postgres.
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

const env = process.env;
const OFFERS = Number(env.BENCH_OFFERS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const BACKENDS = (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const baseUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'bench-secret-bench-secret-bench-secret-01';

const cursor = (values: string[]) => encodeURIComponent(Buffer.from(JSON.stringify(values)).toString('base64url'));
/** a page somewhere in the last 100 000 minutes: every request a different, uncached query */
const randomNewestCursor = () =>
  cursor([
    'newest',
    new Date(Date.now() - Math.floor(Math.random() * 100_000) * 60_000).toISOString().replace('Z', '000Z'),
    '999999999',
  ]);
const randomRankCursor = () => cursor(['relevance', (Math.random() * 0.2).toFixed(6), '999999999']);

/** `cached`: the same URL again and again (answered from the list cache after the first); else each URL differs */
const SCENARIOS: { name: string; path: string | (() => string) }[] = [
  { name: 'ceiling: GET /api/ping', path: '/api/ping' },
  { name: 'list, no query (cached)', path: '/api/offers?type=business' },
  {
    name: 'search "fotboll ungdom" ranked (cached)',
    path: `/api/offers?type=business&q=${encodeURIComponent('fotboll ungdom')}`,
  },
  {
    name: 'two tags fotboll, musik (cached)',
    path: `/api/offers?type=business&tags=${encodeURIComponent('fotboll,musik')}`,
  },
  { name: 'list, no query, random page', path: () => `/api/offers?type=business&cursor=${randomNewestCursor()}` },
  {
    name: 'search "fotboll ungdom" ranked, random page',
    path: () => `/api/offers?type=business&q=${encodeURIComponent('fotboll ungdom')}&cursor=${randomRankCursor()}`,
  },
  {
    name: 'search "sponsring" (every offer) + newest, random page',
    path: () => `/api/offers?type=business&q=sponsring&sort=newest&cursor=${randomNewestCursor()}`,
  },
  {
    name: 'search rare "hästsport" + newest, random page',
    path: () =>
      `/api/offers?type=business&q=${encodeURIComponent('hästsport')}&sort=newest&cursor=${randomNewestCursor()}`,
  },
  {
    name: 'two tags, random page',
    path: () => `/api/offers?type=business&tags=fotboll,musik&cursor=${randomNewestCursor()}`,
  },
];

interface Row {
  backend: string;
  scenario: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function seed(database: Database): Promise<number> {
  await migrate(database);
  const started = performance.now();
  await seedBenchOffers(database, OFFERS);
  return performance.now() - started;
}

function startServer(extraEnv: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({
    // PUBLIC_URL on localhost as a browser would use it; the load itself goes to 127.0.0.1
    host: 'localhost',
    killAfterMs: 15_000,
    env: {
      ...env,
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      SEED_SAMPLES: 'false',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...extraEnv,
    },
  });
}

async function load(
  port: number,
  urlPath: string | (() => string),
  seconds: number,
): Promise<Omit<Row, 'backend' | 'scenario'>> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          typeof urlPath === 'string'
            ? { method: 'GET', path: urlPath }
            : { method: 'GET', setupRequest: (req) => ({ ...req, path: urlPath() }) },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function runBackend(backend: 'pglite' | 'postgres', rows: Row[]): Promise<void> {
  let server: ServerProcess | undefined;
  let cleanup = async () => {};
  try {
    if (backend === 'pglite') {
      const dataDir = path.join(os.tmpdir(), `samverka-bench-offers-${randomBytes(4).toString('hex')}`);
      mkdirSync(dataDir, { recursive: true });
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      const ms = await seed(database);
      await database.close();
      console.log(`pglite: ${OFFERS} offers seeded in ${(ms / 1000).toFixed(1)} s`);
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    } else {
      const fresh = await createFreshDatabase(baseUrl, 'samverka_bench_offers');
      cleanup = fresh.drop;
      const database = await openDatabase({ url: fresh.url, poolSize: 2 });
      const ms = await seed(database);
      await database.close();
      console.log(`postgres: ${OFFERS} offers seeded in ${(ms / 1000).toFixed(1)} s`);
      const dataDir = path.join(os.tmpdir(), `samverka-bench-offers-${randomBytes(4).toString('hex')}`);
      const dropDb = cleanup;
      cleanup = async () => {
        await dropDb();
        rmSync(dataDir, { recursive: true, force: true });
      };
      server = await startServer({ DATABASE_URL: fresh.url, DATA_DIR: dataDir });
    }
    const { port } = server;
    for (const scenario of SCENARIOS) {
      const sample = typeof scenario.path === 'string' ? scenario.path : scenario.path();
      const check = await fetch(`http://127.0.0.1:${port}${sample}`);
      if (!check.ok) throw new Error(`${sample}: ${check.status} ${await check.text()}`);
      await load(port, scenario.path, 1); // warm-up
      const figures = await load(port, scenario.path, SECONDS);
      rows.push({ backend, scenario: scenario.name, ...figures });
      await sleep(300); // let the last answers of this scenario finish before the next one (or the shutdown)
      console.log(
        `  ${backend.padEnd(8)} ${scenario.name.padEnd(56)} p95 ${figures.p95.toFixed(1)} ms, ${Math.round(figures.rps)} req/s`,
      );
    }
  } finally {
    await server?.stop();
    await cleanup();
  }
}

function printTable(rows: Row[]): void {
  const header = '| backend | scenario | p50 ms | p95 ms | p99 ms | req/s | share of ceiling | errors |';
  const lines = [header, '|---|---|---|---|---|---|---|---|'];
  for (const row of rows) {
    const ceiling = rows.find((r) => r.backend === row.backend && r.scenario.startsWith('ceiling'))?.rps ?? NaN;
    lines.push(
      `| ${row.backend} | ${row.scenario} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${Math.round(row.rps)} | ${Math.round((row.rps / ceiling) * 100)} % | ${row.errors} |`,
    );
  }
  console.log(`\n${OFFERS} offers, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${os.cpus().length} cores\n`);
  console.log(lines.join('\n'));
}

const rows: Row[] = [];
const started = Date.now();
for (const backend of BACKENDS) await runBackend(backend, rows);
printTable(rows);
console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
