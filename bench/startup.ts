// `npm run bench:startup` (issue 8 §6): `npm start` exactly as a user runs it, on a fresh DATA_DIR and
// a free PORT with the client already built, until GET /api/health first answers 200. Goal: ≤ 10 s.
// Reports each run and the median, with the phases the server logs on its 'listening' line:
// launcher (npm) → boot (node, tsx, the client build check) → initdb (a new DATA_DIR: PGlite creates its
// cluster in a thread of its own) → modules (loading the server's modules) → database (open) → migrations → jobs (the job queue's
// schema and queues) → samples → admin (the
// generated password's scrypt hash, made on the thread pool during the database step) → listen.
//
//   BENCH_STARTUP_RUNS=3 npm run bench:startup
// A first, unmeasured start builds the client if it is missing or stale, as a user's first `npm start` does.
// Memory: the largest sum of resident memory over the whole process tree (npm, the shell, the server with
// its threads) from the spawn until BENCH_STARTUP_SETTLE_MS after the first healthy answer. Goal ≤ 600 MB.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@test/support/server-process.js';
import { sampleTreeMemory, type TreeMemory } from './lib/tree-memory.js';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const GOAL_MS = 10_000;
const MEMORY_GOAL_MB = 600;
/** the tree's memory is followed this long after the first healthy answer (the job workers start then) */
const SETTLE_MS = Number(process.env.BENCH_STARTUP_SETTLE_MS ?? 2000);
const PHASES = [
  'launcher',
  'boot',
  'initdb',
  'modules',
  'database',
  'migrations',
  'jobs',
  'samples',
  'admin',
  'listen',
  'first answer',
] as const;
type Run = Record<(typeof PHASES)[number] | 'total', number> & {
  memory: TreeMemory;
  /** the server process's resident memory at the end of each phase, and its peak, from the 'listening' line */
  serverRssMb: Record<string, number>;
};

async function startOnce(): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-startup-'));
  const sampler = sampleTreeMemory();
  const server = await startServerProcess({
    command: ['npm', 'start'],
    // npm and a shell stand between us and the server: signal them all
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
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const memory = sampler.stop();
  try {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"Samverka is listening"'));
    if (!line) throw new Error(`no 'listening' line in the output:\n${server.output()}`);
    const listening = JSON.parse(line) as {
      time: number;
      startupMs: Record<string, number>;
      startupRssMb: Record<string, number>;
    };
    const s = listening.startupMs;
    const inProcess =
      s.boot + (s.initdb ?? 0) + s.modules + s.database + s.migrations + s.jobs + s.samples + s.admin + s.listen;
    const spawnedAt = readyAt - server.readyMs;
    return {
      launcher: listening.time - inProcess - spawnedAt,
      boot: s.boot,
      initdb: s.initdb ?? 0,
      modules: s.modules,
      database: s.database,
      migrations: s.migrations,
      jobs: s.jobs,
      samples: s.samples,
      admin: s.admin,
      listen: s.listen,
      'first answer': readyAt - listening.time,
      total: server.readyMs,
      memory,
      serverRssMb: listening.startupRssMb,
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
  const rss = Object.entries(run.serverRssMb ?? {})
    .map(([phase, mb]) => `${phase} ${mb}`)
    .join(', ');
  const top = run.memory.processes
    .slice(0, 4)
    .map((p) => `${p.name} ${p.peakMb}`)
    .join(', ');
  console.log(
    `         CPU ${run.memory.cpuS.toFixed(2)} s of the tree; memory MB: tree peak ${run.memory.peakTreeMb} (${top}); server RSS after ${rss}`,
  );
}
const total = median(runs.map((r) => r.total));
console.log(`\nphase           median s`);
for (const p of PHASES) console.log(`  ${p.padEnd(14)} ${s(median(runs.map((r) => r[p])))}`);
console.log(
  `  ${'total'.padEnd(14)} ${s(total)}   (goal ≤ ${GOAL_MS / 1000} s: ${total <= GOAL_MS ? 'met' : 'NOT met'})`,
);
const peak = median(runs.map((r) => r.memory.peakTreeMb));
console.log(
  `  ${'CPU'.padEnd(14)} ${s(median(runs.map((r) => r.memory.cpuS * 1000)))}   (user + system of the whole tree)`,
);
console.log(
  `  ${'memory'.padEnd(14)} ${String(peak).padStart(6)} MB peak of the whole tree (goal ≤ ${MEMORY_GOAL_MB} MB: ${peak <= MEMORY_GOAL_MB ? 'met' : 'NOT met'})`,
);
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`machine load average at the end: ${load} (cores: ${availableParallelism()})`);
