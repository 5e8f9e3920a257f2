// `npm run bench:load` (issue 8 §4): a mixed workload of virtual users against ONE server process
// (started as `npm start` runs it), first on PostgreSQL, then on PGlite. Each virtual user is a
// signed-in user of its own who browses and searches the explore pages, opens offers, toggles
// favourites, sends and reads messages and asks the AI — within the per-user limits of the API
// (30 messages and 20 AI questions a minute), so any non-2xx answer counts as an error.
// Reports p50/p95/p99 per request kind, throughput, errors and the server's peak memory (VmHWM), and
// attributes the load: each kind's share of all request time and its database statements per request
// (the server runs with SAMVERKA_QUERY_COUNT=true and tells them in X-Query-Count; BENCH_LOAD_COUNT_QUERIES=false
// turns that off), and the server process's CPU per request (from /proc, steadier than requests a second).
// BENCH_LOAD_WATCHERS (default 10) more users, to whom nobody writes, hold an event stream each through the
// load: the gaps between the heartbeats they hear (25 s expected) are reported.
//
//   BENCH_LOAD_VUS=200 BENCH_LOAD_SECONDS=60 BENCH_LOAD_DB=postgres,pglite npm run bench:load
//   Database: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
//   (a fresh database is created beside it and dropped at the end).
// The bench server hashes passwords with scrypt N=2^10 so that setting up 200 users is quick;
// it changes nothing in the measured requests (none of them hashes a password).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { signUpOverHttp, type HttpUser } from '@test/support/http-sign-up.js';
import { describeHeartbeats, watchHeartbeats } from './lib/heartbeats.js';

const env = process.env;
const AUTH_SECRET = 'bench-load-secret-bench-load-secret-0123';
const VUS = Number(env.BENCH_LOAD_VUS ?? 200);
const SECONDS = Number(env.BENCH_LOAD_SECONDS ?? 60);
const DBS = (env.BENCH_LOAD_DB ?? 'postgres,pglite').split(',');
const COUNT_QUERIES = env.BENCH_LOAD_COUNT_QUERIES !== 'false';
/** users of their own, nobody writes to them, holding an event stream through the load (heartbeat gaps) */
const WATCHERS = Number(env.BENCH_LOAD_WATCHERS ?? 10);
const PG_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_PASSWORD = 'bench-admin-lösenord';
const TYPES = ['business', 'association', 'influencer', 'foundation'] as const;
const WORDS = ['fotboll', 'sponsring', 'musik', 'miljö', 'ungdom', 'träning', 'kultur', 'Malmö', 'e-sport', 'hästar'];
const QUESTIONS = [
  'Vi söker en sponsor till vår fotbollsklubb i Malmö',
  'Jag är influencer inom träning',
  'Stiftelse som ger bidrag till kultur',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];

async function startServer(extra: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({
    readyTimeoutMs: 120_000,
    env: {
      PATH: env.PATH ?? '',
      HOME: env.HOME ?? '',
      NODE_ENV: 'production',
      AUTH_SECRET,
      ADMIN_PASSWORD,
      SEED_SAMPLES: 'true',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_LOG_N: '10',
      // PGLITE_IN_PROCESS=1 measures the embedded database on the server's thread instead of its worker
      PGLITE_IN_PROCESS: env.PGLITE_IN_PROCESS ?? '',
      BASIC_OFFER_LIMIT: '1000',
      TRUST_PROXY: 'true',
      SAMVERKA_QUERY_COUNT: String(COUNT_QUERIES),
      ...extra,
    },
  });
  console.log(`  server up in ${(server.readyMs / 1000).toFixed(1)} s`);
  return server;
}

/** user + system CPU time of a process so far, in seconds (Linux; clock ticks of 1/100 s) */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** peak resident memory of the server process so far (Linux) */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface User extends HttpUser {
  type: (typeof TYPES)[number];
}

async function call(url: string, user: User | null, method: string, p: string, body?: unknown) {
  const headers: Record<string, string> = { origin: url, 'x-forwarded-for': user?.ip ?? '10.9.9.9' };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${p}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, queries: Number(res.headers.get('x-query-count') ?? NaN) };
}

async function setup(url: string): Promise<{ users: User[]; offerIds: string[]; watchers: User[] }> {
  const users: User[] = [];
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < VUS + WATCHERS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, VUS + WATCHERS - i) }, async (_, j) => {
        const n = i + j;
        const type = TYPES[n % TYPES.length];
        const ip = `10.${Math.floor(n / 250) % 250}.${n % 250}.${1 + (n % 200)}`;
        return {
          ...(await signUpOverHttp(url, { handle: `last${tag}${n}`, userType: type, ip, authSecret: AUTH_SECRET })),
          type,
        };
      }),
    );
    users.push(...batch);
  }
  const watchers = users.splice(VUS);
  // two offers per user, approved by the admin, so the explore pages have ~2×VUS + 8 offers
  const created: string[] = [];
  for (let i = 0; i < users.length; i += 20) {
    const ids = await Promise.all(
      users.slice(i, i + 20).flatMap((u) =>
        [0, 1].map(async (k) => {
          const r = await call(url, u, 'POST', '/api/offers', {
            type: u.type,
            title: `${pick(['Sponsor', 'Partner', 'Samarbete'])} inom ${pick(WORDS)} ${k}`,
            organization: `Organisation ${u.id.slice(0, 6)}`,
            location: pick(['Malmö', 'Göteborg', 'Stockholm', 'Umeå']),
            description: `Vi söker samarbete och sponsring inom ${pick(WORDS)} och ${pick(WORDS)} för hela säsongen.`,
            tags: [pick(WORDS).toLowerCase(), pick(WORDS).toLowerCase()],
            phone: '08-123 45 67',
            contact_info: 'kontakt@exempel.se',
            ...(u.type === 'influencer' ? { target_audience: 'Unga vuxna', expected_views: '50 000' } : {}),
          });
          if (r.status !== 201) throw new Error(`create offer ${r.status} ${r.text}`);
          return String((JSON.parse(r.text) as { id: string }).id);
        }),
      ),
    );
    created.push(...ids);
  }
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  const adminCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  for (let i = 0; i < created.length; i += 20) {
    await Promise.all(
      created.slice(i, i + 20).map((id) =>
        fetch(`${url}/api/admin/offers/${id}/approve`, {
          method: 'POST',
          headers: { origin: url, cookie: adminCookie },
        }),
      ),
    );
  }
  return { users, offerIds: created, watchers };
}

type Kind = 'explore' | 'search' | 'offer' | 'favorite' | 'send message' | 'read messages' | 'ai';

async function run(url: string, users: User[], offerIds: string[]) {
  const samples = new Map<Kind, number[]>();
  /** database statements per request of each kind (X-Query-Count) */
  const statements = new Map<Kind, number[]>();
  const errors = new Map<string, number>();
  const deadline = Date.now() + SECONDS * 1000;
  const record = (kind: Kind, ms: number, status: number, ok: boolean, queries = NaN) => {
    (samples.get(kind) ?? samples.set(kind, []).get(kind)!).push(ms);
    if (!Number.isNaN(queries)) (statements.get(kind) ?? statements.set(kind, []).get(kind)!).push(queries);
    if (!ok) errors.set(`${kind} ${status}`, (errors.get(`${kind} ${status}`) ?? 0) + 1);
  };
  const vu = async (i: number) => {
    const me = users[i];
    const peer = users[(i + 1) % users.length];
    let nextMessage = Date.now() + Math.random() * 3000;
    let nextAi = Date.now() + Math.random() * 4000;
    const favorites = new Set<string>();
    await sleep(Math.random() * 1000);
    while (Date.now() < deadline) {
      const now = Date.now();
      let kind: Kind;
      let method = 'GET';
      let p: string;
      let body: unknown;
      let expect = 200;
      const r = Math.random();
      if (now >= nextMessage) {
        // at most 20 a minute: under the API's 30
        nextMessage = now + 3000;
        kind = 'send message';
        method = 'POST';
        p = `/api/messages/${peer.id}`;
        body = { text: `Hej! Intresserad av ${pick(WORDS)}?` };
        expect = 201;
      } else if (now >= nextAi) {
        // at most 12 a minute: under the API's 20
        nextAi = now + 5000;
        kind = 'ai';
        method = 'POST';
        p = '/api/ai/chat';
        body = { message: pick(QUESTIONS) };
      } else if (r < 0.35) {
        kind = 'explore';
        p = `/api/offers?type=${pick(TYPES)}&sort=${pick(['newest', 'oldest', 'alphabetical'])}`;
      } else if (r < 0.6) {
        kind = 'search';
        p = `/api/offers?type=${pick(TYPES)}&q=${encodeURIComponent(pick(WORDS))}`;
      } else if (r < 0.8) {
        kind = 'offer';
        p = `/api/offers/${pick(offerIds)}`;
      } else if (r < 0.9) {
        kind = 'favorite';
        const id = pick(offerIds);
        method = favorites.has(id) ? 'DELETE' : 'PUT';
        if (method === 'PUT') favorites.add(id);
        else favorites.delete(id);
        p = `/api/me/favorites/${id}`;
        expect = 204;
      } else {
        kind = 'read messages';
        p = `/api/messages/${pick([peer.id, users[(i + users.length - 1) % users.length].id])}`;
      }
      const started = performance.now();
      try {
        const res = await call(url, me, method, p, body);
        record(kind, performance.now() - started, res.status, res.status === expect, res.queries);
      } catch {
        record(kind, performance.now() - started, 0, false);
      }
    }
  };
  const started = Date.now();
  await Promise.all(users.map((_, i) => vu(i)));
  return { samples, statements, errors, seconds: (Date.now() - started) / 1000 };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bench(kind: string) {
  console.log(`\nbench:load on ${kind}: ${VUS} virtual users, ${SECONDS} s`);
  let cleanup = async () => {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-load-'));
  const extra: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === 'postgres') {
    const fresh = await createFreshDatabase(PG_URL, 'samverka_load');
    extra.DATABASE_URL = fresh.url;
    cleanup = fresh.drop;
  }
  const server = await startServer(extra);
  try {
    const { users, offerIds, watchers } = await setup(server.url);
    console.log(`  set up ${users.length} users and ${offerIds.length} approved offers`);
    const baseline = peakMemoryMb(server.pid);
    const heartbeats = watchHeartbeats(server.url, watchers);
    const cpuBefore = cpuSeconds(server.pid);
    const { samples, statements, errors, seconds } = await run(server.url, users, offerIds);
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const heard = await heartbeats.stop();
    const peak = peakMemoryMb(server.pid);
    let total = 0;
    const allMs = [...samples.values()].flat().reduce((a, b) => a + b, 0);
    const allStatements = [...statements.values()].flat().reduce((a, b) => a + b, 0);
    console.log('  kind             count    p50 ms   p95 ms   p99 ms  time %  statements/req (min–max)  statements %');
    for (const [k, xs] of [...samples].sort((a, b) => a[0].localeCompare(b[0]))) {
      xs.sort((a, b) => a - b);
      total += xs.length;
      const ms = xs.reduce((a, b) => a + b, 0);
      const qs = statements.get(k) ?? [];
      const q = qs.reduce((a, b) => a + b, 0);
      const perRequest = qs.length
        ? `${(q / qs.length).toFixed(2)} (${Math.min(...qs)}–${Math.max(...qs)})`.padStart(24)
        : '—'.padStart(24);
      console.log(
        `  ${k.padEnd(15)} ${String(xs.length).padStart(6)} ${pct(xs, 50).toFixed(1).padStart(9)} ${pct(xs, 95).toFixed(1).padStart(8)} ${pct(xs, 99).toFixed(1).padStart(8)} ${((100 * ms) / allMs).toFixed(1).padStart(7)} ${perRequest} ${allStatements ? ((100 * q) / allStatements).toFixed(1).padStart(13) : ''}`,
      );
    }
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(
      `  throughput ${(total / seconds).toFixed(0)} requests/s; errors ${errorCount}${errorCount ? ` (${[...errors].map(([k, v]) => `${k}×${v}`).join(', ')})` : ''}`,
    );
    // the server's own CPU (its database's is PostgreSQL's or, for PGlite, counted here too): a steadier
    // figure than requests a second on a shared machine, and 100 % means its one JavaScript thread is full
    console.log(
      `  server CPU ${((100 * cpu) / seconds).toFixed(0)} % of a core, ${((1e6 * cpu) / Math.max(1, total)).toFixed(0)} µs per request; statements ${allStatements} (${(allStatements / seconds).toFixed(0)}/s)`,
    );
    console.log(`  server peak memory ${peak} MB (${baseline} MB after setup)`);
    if (WATCHERS > 0) console.log(`  ${describeHeartbeats(heard)}`);
    return errorCount;
  } finally {
    await server.stop();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = 0;
for (const kind of DBS) failed += await bench(kind);
process.exit(failed > 0 ? 1 : 0);
