// `npm run bench:search-speed`: the offers list and search of Samverka next to its floor (floor.ts: the same
// SQL behind a bare node:http + pg server) on 100 000 offers in PostgreSQL. Every request differs (random
// type, words from a list of realistic query words, random page). Per page kind: requests per second with
// 50 connections in a closed loop, Samverka as a share of the floor; then the p95 of a random search ranked
// by relevance at a fixed 200 requests per second. Samverka and the floor are measured in turns within one
// run (the machine is shared); the load average is printed with the table.
//
// SEARCH_SPEED_DATABASE_URL: a database already prepared (prepare.ts), else a fresh one is made beside
// BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test and dropped at the end.
// Knobs: BENCH_OFFERS=100000, BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_RATE=200.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { freePort, startServerProcess, waitReady, type ServerProcess } from '@test/support/server-process.js';
import { prepareSpeedDatabase } from './prepare.js';

const env = process.env;
const OFFERS = Number(env.BENCH_OFFERS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(env.BENCH_RATE ?? 200);
const baseUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const TYPES = ['business', 'association', 'influencer', 'foundation'];
const WORDS = [
  'sponsring',
  'sponsorer',
  'partner',
  'fotboll',
  'ungdomsfotboll',
  'ungdom',
  'barn',
  'innebandy',
  'innebandyklubb',
  'kör',
  'körsång',
  'kultur',
  'musik',
  'musikfestival',
  'festival',
  'miljö',
  'miljöprojekt',
  'klimat',
  'skola',
  'skolor',
  'stipendium',
  'forskare',
  'e-sport',
  'gaming',
  'ridskola',
  'hästsport',
  'simklubb',
  'matchställ',
  'idrott',
  'idrottsförening',
  'hållbarhet',
  'mode',
  'träning',
  'friluftsliv',
  'stiftelse',
  'fond',
  'bidrag',
  'resor',
  'utrustning',
  'malmö',
  'göteborg',
  'umeå',
  'örebro',
  'malmo',
  'korsang',
  'fotbol',
  'inebandy',
  'sponsirng',
  'fotb',
  'ungd',
  'kult',
];
const TAGS = ['fotboll', 'ungdom', 'idrott', 'musik', 'kultur', 'miljö', 'hållbarhet', 'träning', 'skola', 'mode'];
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Örebro', 'Luleå', 'Lund'];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const cursor = (values: string[]) => encodeURIComponent(Buffer.from(JSON.stringify(values)).toString('base64url'));
const words = () => (Math.random() < 0.6 ? pick(WORDS) : `${pick(WORDS)} ${pick(WORDS)}`);
const newestPage = () =>
  cursor([
    'newest',
    new Date(Date.now() - Math.floor(Math.random() * OFFERS) * 60_000).toISOString().replace('Z', '000Z'),
    '999999999',
  ]);
/**
 * The first page half the time, else after a random (rank, id): a page somewhere down the ranked list. A rank
 * is a word's match level (at most 1 a word) plus ts_rank parts, so real ranks of one- and two-word searches lie
 * between about 0.1 and 4 (a rank above every real one would make each 'random page' a first page).
 */
const rankedPage = () =>
  Math.random() < 0.5
    ? ''
    : `&cursor=${cursor(['relevance', (0.1 + Math.random() * 3.9).toFixed(4), String(1 + Math.floor(Math.random() * OFFERS))])}`;

const PAGES: { name: string; path: () => string }[] = [
  { name: 'list, newest, random page', path: () => `/api/offers?type=${pick(TYPES)}&cursor=${newestPage()}` },
  {
    name: 'search ranked by relevance, random words and page',
    path: () => `/api/offers?type=${pick(TYPES)}&q=${encodeURIComponent(words())}${rankedPage()}`,
  },
  {
    name: 'search + tag + place, ranked, random',
    path: () =>
      `/api/offers?type=${pick(TYPES)}&q=${encodeURIComponent(words())}&tags=${encodeURIComponent(pick(TAGS))}` +
      `&location=${encodeURIComponent(pick(CITIES))}${rankedPage()}`,
  },
];

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function load(port: number, path: () => string, rate?: number): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 30,
        ...(rate ? { overallRate: rate } : {}),
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    // answers received per second of the run (a slow answer still counts once it arrives)
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function startFloor(url: string): Promise<{ port: number; stop(): void }> {
  const port = await freePort();
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search-speed/floor.ts'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', DATABASE_URL: url, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitReady(`http://127.0.0.1:${port}/api/offers?type=business`, { child });
  return { port, stop: () => child.kill() };
}

const fresh = env.SEARCH_SPEED_DATABASE_URL ? null : await createFreshDatabase(baseUrl, 'samverka_bench_search');
const url = env.SEARCH_SPEED_DATABASE_URL ?? fresh!.url;
let samverka: ServerProcess | undefined;
let floor: { port: number; stop(): void } | undefined;
try {
  const started = Date.now();
  await prepareSpeedDatabase(url, OFFERS);
  console.log(`database ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  samverka = await startServerProcess({
    killAfterMs: 15_000,
    env: {
      ...env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'warn',
      SEED_SAMPLES: 'false',
      ADMIN_PASSWORD: 'bench-admin-password',
      DATABASE_URL: url,
      DATA_DIR: path.join(os.tmpdir(), `samverka-bench-search-${process.pid}`),
    },
  });
  floor = await startFloor(url);
  const servers = [
    ['Samverka', samverka.port],
    ['floor', floor.port],
  ] as const;
  const lines = [
    '| page (every request different) | Samverka req/s | floor req/s | share | Samverka p95 ms | floor p95 ms |',
  ];
  lines.push('|---|---|---|---|---|---|');
  const loads: number[] = [];
  for (const page of PAGES) {
    const figures = new Map<string, Figures>();
    for (const [name, port] of servers) {
      await load(port, page.path); // warm-up
      loads.push(os.loadavg()[0]!);
      figures.set(name, await load(port, page.path));
      console.log(`  ${name.padEnd(9)} ${page.name.padEnd(52)} ${JSON.stringify(figures.get(name))}`);
    }
    const [s, f] = [figures.get('Samverka')!, figures.get('floor')!];
    lines.push(
      `| ${page.name} | ${s.rps.toFixed(1)} | ${f.rps.toFixed(1)} | ${Math.round((s.rps / f.rps) * 100)} % | ${ms(s.p95)} | ${ms(f.p95)} |`,
    );
  }
  const search = PAGES[1]!;
  const fixed = ['| at a fixed rate | answered req/s | p50 ms | p95 ms | errors |', '|---|---|---|---|---|'];
  for (const [name, port] of servers) {
    loads.push(os.loadavg()[0]!);
    const figures = await load(port, search.path, RATE);
    fixed.push(
      `| ${name}: ${search.name}, ${RATE} req/s offered | ${figures.rps.toFixed(1)} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${figures.errors} |`,
    );
  }
  console.log(
    `\n${OFFERS} offers, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${os.cpus().length} cores, ` +
      `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
  );
  console.log(lines.join('\n'));
  console.log(`\n${fixed.join('\n')}`);
} finally {
  floor?.stop();
  await samverka?.stop();
  await fresh?.drop();
}
