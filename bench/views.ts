// `npm run bench:views`: can the server record 1 000 offer views a second (POST /api/offers/:id/view,
// issue 20) without slowing the offers list API by more than 10 %? On a fresh database of BENCH_OFFERS
// offers (one owner, so every counter write also sends its offer_stats notification), the list API is
// loaded alone, then again while views arrive at VIEW_RATE a second — each from a new anonymous visitor
// (a new user agent and address), on random approved offers, so every view is a real insert and a counter upsert.
// A control run sends the same 1 000 requests a second to a bare node:http server (bench/hello-server.mjs) in
// another process instead: on a small machine the load generator and the other process take CPU from the
// list too, so 'list with views' is compared with 'list beside the same load elsewhere' as well as with
// 'list alone' — the difference to the control is what recording the views costs the list.
//
// Three measures, each reported (BENCH_VIEWS_PHASES picks some):
// - cost: the CPU time one view costs the server process and the database's processes (from /proc), views
//   alone at VIEW_RATE; steady on a shared machine, where requests a second swing with the neighbours.
// - saturation: the list at saturation (BENCH_CONNECTIONS, closed loop): alone → control → with views. On
//   2 cores every bit of CPU a view takes shows here as list requests lost.
// - open: the list at fixed arrival rates (BENCH_LIST_RATES a second, open loop, latency from each request's
//   due time; the random page different on every request), p50/p95/p99 alone → control → with views: the
//   slowdown as a visitor of the list feels it.
//
// Knobs: BENCH_OFFERS=10000, BENCH_SECONDS=5, BENCH_CONNECTIONS=10 (list), BENCH_VIEW_RATE=1000,
// BENCH_LIST_RATES=300,600, BENCH_ROUNDS=1 (open loop), BENCH_VIEWS_PHASES=cost,saturation,open,
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
import { indexAllOffers, seedBenchOffers } from './lib/seed-offers.js';
import { startHello } from './lib/hello.js';
import { cpuTimeOfUs } from './lib/cpu.js';
import { openLoop, percentile } from './lib/open-loop.js';
import {
  printCost,
  printOpenLoop,
  printSaturation,
  type CostRow,
  type Figures,
  type OpenRow,
  type Row,
  medianRound,
} from './lib/views-report.js';

const env = process.env;
const OFFERS = Number(env.BENCH_OFFERS ?? 10_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const VIEW_RATE = Number(env.BENCH_VIEW_RATE ?? 1000);
const LIST_RATES = (env.BENCH_LIST_RATES ?? '300,600').split(',').map(Number);
/** rounds of the open-loop measure; the table shows each figure's median over them */
const ROUNDS = Number(env.BENCH_ROUNDS ?? 1);
const PHASES = new Set((env.BENCH_VIEWS_PHASES ?? 'cost,saturation,open').split(','));
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function seed(database: Database): Promise<void> {
  await migrate(database);
  await seedBenchOffers(database, OFFERS);
  await database.exec(`
    INSERT INTO users (id, email, user_type) VALUES ('bench-owner', 'bench-owner@exempel.se', 'association');
    INSERT INTO profiles (id, user_type, username) VALUES ('bench-owner', 'association', 'benchagare');
    UPDATE offers SET user_id = 'bench-owner';`);
  // analysed now: a server that backfilled them itself would do it while the list is measured
  await indexAllOffers(database);
  await database.exec('ANALYZE offers');
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
        const round = (ms: number) => Math.round(ms * 10) / 10;
        resolve({
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          rps: result.requests.average,
          errors: result.non2xx + result.errors + result.timeouts,
          answered: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

interface Results {
  cost: CostRow[];
  saturation: Row[];
  open: OpenRow[];
}

async function runBackend(backend: 'pglite' | 'postgres', results: Results): Promise<void> {
  const dataDir = path.join(os.tmpdir(), `samverka-bench-views-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  let cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  let server: ServerProcess | undefined;
  // PostgreSQL's own processes serving this database (their CPU is part of what a view costs)
  let databasePids = async (): Promise<number[]> => [];
  let closeWatcher = async () => {};
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
      const watcher = await openDatabase({ url: fresh.url, poolSize: 1 });
      closeWatcher = () => watcher.close();
      databasePids = async () =>
        (
          await watcher.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          )
        ).map((r) => r.pid);
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

    const viewLoad = (target: number | string, seconds: number) =>
      run(
        target,
        { path: target === port ? viewPath : '/', seconds, connections: 50, method: 'POST', rate: VIEW_RATE },
        origin,
      );

    if (PHASES.has('cost')) {
      const cpuOf = async (measure: () => Promise<Figures>) => {
        const pids = await databasePids();
        const [server0, db0] = [cpuTimeOfUs([server!.pid]), cpuTimeOfUs(pids)];
        const figures = await measure();
        const per = (us: number) => Math.round(us / Math.max(1, figures.answered));
        return {
          figures,
          serverUs: per(cpuTimeOfUs([server!.pid]) - server0),
          databaseUs: per(cpuTimeOfUs(pids) - db0),
        };
      };
      await viewLoad(port, 1); // warm-up
      const views = await cpuOf(() => viewLoad(port, SECONDS));
      const list = await cpuOf(() =>
        run(port, { path: LISTS[1]!.path, seconds: SECONDS, connections: CONNECTIONS }, origin),
      );
      results.cost.push({ backend, views, randomPage: list });
      console.log(
        `  ${backend.padEnd(8)} CPU per view ${views.serverUs} µs server + ${views.databaseUs} µs database ` +
          `(${Math.round(views.figures.rps)} views/s); per random page ${list.serverUs} + ${list.databaseUs} µs`,
      );
    }

    for (const list of LISTS) {
      const listRun = (seconds: number) => run(port, { path: list.path, seconds, connections: CONNECTIONS }, origin);
      await listRun(1); // warm-up
      // the list measured three ways: alone, beside the same load sent to a bare server elsewhere, and under
      // the views; the views start first and end last, so the whole list run is under their load
      const threeWays = async <T>(measure: () => Promise<T>) => {
        const alone = await measure();
        await sleep(300);
        const hello = await startHello();
        const elsewhere = viewLoad(hello.url, SECONDS + 2);
        await sleep(1000);
        const control = await measure();
        await elsewhere;
        hello.stop();
        await sleep(300);
        const viewing = viewLoad(port, SECONDS + 2);
        await sleep(1000);
        const withViews = await measure();
        const views = await viewing;
        await sleep(300);
        return { alone, control, withViews, views };
      };
      if (PHASES.has('saturation')) {
        const r = await threeWays(() => listRun(SECONDS));
        results.saturation.push({ backend, scenario: list.name, ...r });
        console.log(
          `  ${backend.padEnd(8)} ${list.name.padEnd(28)} saturation ${Math.round(r.alone.rps)} → ${Math.round(r.control.rps)} → ` +
            `${Math.round(r.withViews.rps)} req/s (alone → control → views); views ${Math.round(r.views.rps)}/s`,
        );
      }
      if (PHASES.has('open')) {
        for (const rate of LIST_RATES) {
          // in rounds, each alone → control → views in turn, so a neighbour's burst hurts one round, not one column
          const rounds = [];
          for (let round = 0; round < ROUNDS; round++) {
            const r = await threeWays(() =>
              openLoop({ port, path: list.path, rate, seconds: SECONDS, headers: { 'user-agent': BROWSER } }),
            );
            rounds.push(r);
            console.log(
              `  ${backend.padEnd(8)} ${list.name.padEnd(28)} ${rate}/s p95 ${r.alone.p95} → ${r.control.p95} → ${r.withViews.p95} ms, ` +
                `p99 ${r.alone.p99} → ${r.control.p99} → ${r.withViews.p99} ms; views ${Math.round(r.views.rps)}/s`,
            );
          }
          results.open.push({ backend, scenario: list.name, ...medianRound(rounds) });
        }
      }
    }
  } finally {
    await closeWatcher();
    await server?.stop();
    await cleanup();
  }
}

const results: Results = { cost: [], saturation: [], open: [] };
for (const backend of BACKENDS) await runBackend(backend, results);
console.log(
  `\n${OFFERS} offers, views asked at ${VIEW_RATE}/s, ${SECONDS} s per run, ${os.cpus().length} cores, ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
printCost(results.cost);
printSaturation(results.saturation, CONNECTIONS);
printOpenLoop(results.open);
