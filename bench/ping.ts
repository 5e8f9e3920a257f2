// `npm run bench:ping` (issue 21): the fixed cost of a request. GET /api/ping of one Samverka server
// process (production settings, embedded database, the default log level) against a bare node:http hello
// server (bench/hello-server.mjs) on the same machine, 50 connections (autocannon), alternating in rounds so
// a busy neighbour hurts both alike. Reports each round, the median share (target ≥ 50 %) and the load
// average. Signed-in requests (a session cookie: one session lookup) are measured too.
//
//   BENCH_PING_CPU_PROF=.tmp/prof BENCH_PING_ROUNDS=3 BENCH_PING_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_PING_LOG_LEVEL=info npm run bench:ping
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '@test/support/server-process.js';
import { signUpOverHttp } from '@test/support/http-sign-up.js';

const env = process.env;
const ROUNDS = Number(env.BENCH_PING_ROUNDS ?? 3);
const SECONDS = Number(env.BENCH_PING_SECONDS ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const AUTH_SECRET = 'bench-ping-secret-bench-ping-secret-0123';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function startHello(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs'), '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const row = (name: string, f: Figures, ceiling: number) =>
  `  ${name.padEnd(30)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(4)} ms  ${((100 * f.rps) / ceiling).toFixed(0).padStart(3)} %${f.errors ? `  errors ${f.errors}` : ''}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-ping-'));
const hello = await startHello();
const server = await startServerProcess({
  readyTimeoutMs: 120_000,
  // BENCH_PING_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops
  nodeArgs: env.BENCH_PING_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PING_CPU_PROF}`] : [],
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
try {
  const user = await signUpOverHttp(server.url, {
    handle: 'pingbench',
    userType: 'association',
    ip: '10.1.1.1',
    authSecret: AUTH_SECRET,
  });
  console.log(
    `bench:ping: ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${ROUNDS} rounds; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const shares: number[] = [];
  const signedShares: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await load(hello.url);
    const ping = await load(`${server.url}/api/ping`);
    const signed = await load(`${server.url}/api/ping`, { cookie: user.cookie });
    shares.push(ping.rps / bare.rps);
    signedShares.push(signed.rps / bare.rps);
    console.log(`round ${round} (load average ${loadavg()[0].toFixed(1)})`);
    console.log(row('bare node:http hello', bare, bare.rps));
    console.log(row('GET /api/ping', ping, bare.rps));
    console.log(row('GET /api/ping signed in', signed, bare.rps));
  }
  console.log(
    `median share of the bare server: /api/ping ${(100 * median(shares)).toFixed(0)} % (target ≥ 50 %), signed in ${(100 * median(signedShares)).toFixed(0)} %`,
  );
} finally {
  hello.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
