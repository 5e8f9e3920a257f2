// `npm run bench:ping` (issue 21): the fixed cost of a request. GET /api/ping of one Samverka server
// process (production settings, embedded database, the default log level) against a bare node:http hello
// server (bench/hello-server.mjs) on the same machine, 50 connections (autocannon), alternating in rounds so
// a busy neighbour hurts both alike. Reports each round, the median share (target ≥ 50 %) and the load
// average. Signed-in requests (a session cookie: one session lookup) are measured too.
// On a shared, loaded machine requests a second swing with the neighbours; the CPU time each server process
// spent per answered request (user + system, from /proc) does not, so it is printed beside them, and the
// share by CPU (bare server's CPU per request ÷ ours) is the steadier figure.
// BENCH_PING_BASELINE=<folder of another checkout, with node_modules> runs that tree's server too, in the same
// rounds, for a before/after side by side (e.g. `git archive main | tar -x -C /tmp/base`).
//
//   BENCH_PING_CPU_PROF=.tmp/prof BENCH_PING_ROUNDS=3 BENCH_PING_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_PING_LOG_LEVEL=info npm run bench:ping
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuTimeUs } from './lib/cpu.js';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';
import { signUpOverHttp } from '@test/support/http-sign-up.js';

const env = process.env;
const ROUNDS = Number(env.BENCH_PING_ROUNDS ?? 3);
const SECONDS = Number(env.BENCH_PING_SECONDS ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const AUTH_SECRET = 'bench-ping-secret-bench-ping-secret-0123';

const BASELINE = env.BENCH_PING_BASELINE;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of the server process per answered request, µs */
  cpuUs: number;
}

async function load(url: string, pid: number, headers: Record<string, string> = {}): Promise<Figures> {
  const cpuBefore = cpuTimeUs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    cpuUs: (cpuTimeUs(pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

async function startHello(): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs'), '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (name: string, f: Figures, bare: Figures) =>
  `  ${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(4)} ms  ${((100 * f.rps) / bare.rps).toFixed(0).padStart(3)} %  CPU ${f.cpuUs.toFixed(0).padStart(5)} µs/req  ${((100 * bare.cpuUs) / f.cpuUs).toFixed(0).padStart(3)} % by CPU${f.errors ? `  errors ${f.errors}` : ''}`;

async function startSamverka(dataDir: string, checkout?: string): Promise<ServerProcess> {
  const nodeArgs = env.BENCH_PING_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PING_CPU_PROF}`] : [];
  return startServerProcess({
    readyTimeoutMs: 180_000,
    // BENCH_PING_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops
    nodeArgs,
    // another checkout: its own tsconfig paths resolve from its folder
    command: checkout
      ? ['sh', '-c', `cd "$0" && exec node ${nodeArgs.join(' ')} --import tsx src/server/index.ts`, checkout]
      : undefined,
    group: !!checkout,
    env: {
      PATH: env.PATH ?? '',
      HOME: env.HOME ?? '',
      NODE_ENV: 'production',
      AUTH_SECRET,
      ADMIN_PASSWORD: 'bench-admin-lösenord',
      DATA_DIR: dataDir,
      LOG_LEVEL: env.BENCH_PING_LOG_LEVEL ?? 'info',
      PASSWORD_HASH_LOG_N: '10',
      TRUST_PROXY: 'true',
    },
    stdio: 'capture',
  });
}

interface Target {
  name: string;
  server: ServerProcess;
  cookie: string;
  shares: number[];
  signedShares: number[];
  cpuShares: number[];
  signedCpu: number[];
}

const dataDirs: string[] = [];
const targets: Target[] = [];
const hello = await startHello();
try {
  for (const [name, checkout] of [
    ['this tree', undefined],
    ...(BASELINE ? [[`baseline ${path.basename(BASELINE)}`, BASELINE]] : []),
  ] as [string, string | undefined][]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-ping-'));
    dataDirs.push(dataDir);
    const server = await startSamverka(dataDir, checkout);
    const user = await signUpOverHttp(server.url, {
      handle: 'pingbench',
      userType: 'association',
      ip: '10.1.1.1',
      authSecret: AUTH_SECRET,
    });
    targets.push({ name, server, cookie: user.cookie, shares: [], signedShares: [], cpuShares: [], signedCpu: [] });
  }
  console.log(
    `bench:ping: ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${ROUNDS} rounds; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await load(hello.url, hello.pid);
    const lines = [row('bare node:http hello', bare, bare)];
    for (const target of targets) {
      const { server, cookie } = target;
      const ping = await load(`${server.url}/api/ping`, server.pid);
      const signed = await load(`${server.url}/api/ping`, server.pid, { cookie });
      target.shares.push(ping.rps / bare.rps);
      target.signedShares.push(signed.rps / bare.rps);
      target.cpuShares.push(bare.cpuUs / ping.cpuUs);
      target.signedCpu.push(signed.cpuUs);
      const tag = targets.length > 1 ? ` (${target.name})` : '';
      lines.push(row(`GET /api/ping${tag}`, ping, bare), row(`GET /api/ping signed in${tag}`, signed, bare));
    }
    console.log(`round ${round} (load average ${loadavg()[0].toFixed(1)})`);
    for (const line of lines) console.log(line);
  }
  for (const t of targets) {
    console.log(
      `${t.name}: median share of the bare server: /api/ping ${(100 * median(t.shares)).toFixed(0)} % by requests, ${(100 * median(t.cpuShares)).toFixed(0)} % by CPU per request (target ≥ 50 %); signed in ${(100 * median(t.signedShares)).toFixed(0)} %, ${median(t.signedCpu).toFixed(0)} µs CPU per request`,
    );
  }
} finally {
  hello.stop();
  for (const t of targets) await t.server.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
