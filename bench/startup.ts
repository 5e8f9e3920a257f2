// `npm run bench:startup` (issue 8 §6): `npm start` exactly as a user runs it, on a fresh DATA_DIR and
// a free PORT with the client already built, until GET /api/health first answers 200. Goal: ≤ 10 s.
// Reports each run and the median, with the phases the server logs on its 'listening' line:
// launcher (npm, tsx's CLI) → boot (node, tsx, the client build check, loading the server's modules)
// → database (open; on a new DATA_DIR PGlite creates its cluster) → migrations → jobs (the job queue's
// schema and queues) → samples → admin (the
// generated password's scrypt hash, made on the thread pool during the database step) → listen.
//
//   BENCH_STARTUP_RUNS=3 npm run bench:startup
// A first, unmeasured start builds the client if it is missing or stale, as a user's first `npm start` does.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@test/support/server-process.js';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const GOAL_MS = 10_000;
const PHASES = [
  'launcher',
  'boot',
  'database',
  'migrations',
  'jobs',
  'samples',
  'admin',
  'listen',
  'first answer',
] as const;
type Run = Record<(typeof PHASES)[number] | 'total', number>;

async function startOnce(): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-startup-'));
  const server = await startServerProcess({
    command: ['npm', 'start'],
    // npm, a shell and tsx's CLI stand between us and the server: signal them all
    group: true,
    stdio: 'capture',
    pollMs: 20,
    readyTimeoutMs: 120_000,
    publicUrl: null,
    // a user's environment: none of Samverka's settings but the fresh data folder (empty means unset)
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: '',
      AUTH_SECRET: '',
      SEED_SAMPLES: '',
      PASSWORD_HASH_LOG_N: '',
      LOG_LEVEL: '',
      NODE_ENV: '',
    },
  });
  const readyAt = Date.now();
  try {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"Samverka is listening"'));
    if (!line) throw new Error(`no 'listening' line in the output:\n${server.output()}`);
    const listening = JSON.parse(line) as { time: number; startupMs: Record<string, number> };
    const s = listening.startupMs;
    const inProcess = s.boot + s.database + s.migrations + s.jobs + s.samples + s.admin + s.listen;
    const spawnedAt = readyAt - server.readyMs;
    return {
      launcher: listening.time - inProcess - spawnedAt,
      boot: s.boot,
      database: s.database,
      migrations: s.migrations,
      jobs: s.jobs,
      samples: s.samples,
      admin: s.admin,
      listen: s.listen,
      'first answer': readyAt - listening.time,
      total: server.readyMs,
    };
  } finally {
    await server.stop();
    // npm exits before the server under it has closed its database (it may still write a checkpoint)
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms: number) => (ms / 1000).toFixed(2).padStart(6);

console.log('bench:startup: warm-up start (builds the client if needed; not counted)');
await startOnce();
const runs: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  const run = await startOnce();
  runs.push(run);
  console.log(`  run ${i + 1}: ${s(run.total)} s   ${PHASES.map((p) => `${p} ${s(run[p]).trim()}`).join(', ')}`);
}
const total = median(runs.map((r) => r.total));
console.log(`\nphase           median s`);
for (const p of PHASES) console.log(`  ${p.padEnd(14)} ${s(median(runs.map((r) => r[p])))}`);
console.log(
  `  ${'total'.padEnd(14)} ${s(total)}   (goal ≤ ${GOAL_MS / 1000} s: ${total <= GOAL_MS ? 'met' : 'NOT met'})`,
);
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`machine load average at the end: ${load} (cores: ${availableParallelism()})`);
