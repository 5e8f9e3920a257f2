// A real Samverka server as a child process on a free port, for the browser journeys, the long gates
// and the benchmarks: start it, wait for /api/health, ask it for diagnostics, stop or kill it.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Diagnostics, DiagnosticsRequest } from '@server/lib/diagnostics-ipc.js';

const root = path.resolve(import.meta.dirname, '../..');
const OUTPUT_TAIL = 4000;

/** a port nobody listens on right now (the OS picks it; the child binds it moments later) */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface WaitReadyOptions {
  timeoutMs?: number;
  pollMs?: number;
  /** the process being waited for: fail at once when it exits instead of at the deadline */
  child?: ChildProcess;
  /** what the process printed, for the error message */
  output?: () => string;
}

/** Polls `url`/api/health until it answers 200. */
export async function waitReady(
  url: string,
  { timeoutMs = 60_000, pollMs = 100, child, output = () => '' }: WaitReadyOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) while starting\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s\n${output()}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export interface StartServerProcessOptions {
  /** the child's whole environment; PORT and PUBLIC_URL are set here (the server ignores empty values) */
  env: Record<string, string | undefined>;
  /** default: `node [nodeArgs] --import tsx src/server/index.ts`; e.g. ['npm', 'start'] to start as a user does */
  command?: readonly string[];
  /** node flags for the default command, e.g. --expose-gc */
  nodeArgs?: readonly string[];
  /** host of `url` (the server listens on every interface); default 127.0.0.1 */
  host?: string;
  /** default: `url`; null leaves it unset, so the server's own default applies */
  publicUrl?: string | null;
  /**
   * Start the child as a process group leader, and signal the whole group. Needed when the server
   * runs in a grandchild (the tsx CLI, npm): signalling only the child would leave it orphaned.
   */
  group?: boolean;
  /** 'capture' keeps the last few KB of stdout and stderr for output() instead of printing them */
  stdio?: 'inherit' | 'capture';
  /** an IPC channel to the child (for diagnostics(); the child needs SAMVERKA_DIAGNOSTICS_IPC=true) */
  ipc?: boolean;
  readyTimeoutMs?: number;
  pollMs?: number;
  /** stop(): how long SIGTERM may take before SIGKILL */
  killAfterMs?: number;
}

export interface ServerProcess {
  port: number;
  url: string;
  pid: number;
  child: ChildProcess;
  /** resolves with the exit code (null after a signal) */
  exited: Promise<number | null>;
  /** ms from spawn to the first 200 of /api/health */
  readyMs: number;
  /** the captured output's tail (stdio 'capture') */
  output(): string;
  /** sends a signal to the server (to its whole group when started with `group`) */
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, SIGKILL after killAfterMs; resolves with the exit code */
  stop(): Promise<number | null>;
  /** collects garbage in the child (when it runs with --expose-gc) and reports its memory and connections */
  diagnostics(): Promise<Diagnostics>;
}

export async function startServerProcess(options: StartServerProcessOptions): Promise<ServerProcess> {
  const { group = false, stdio = 'inherit', ipc = false, killAfterMs = 10_000 } = options;
  const port = await freePort();
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const [command, ...args] = options.command ?? [
    process.execPath,
    ...(options.nodeArgs ?? []),
    '--import',
    'tsx',
    'src/server/index.ts',
  ];
  const out = stdio === 'capture' ? 'pipe' : 'inherit';
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    detached: group,
    env: {
      ...options.env,
      PORT: String(port),
      PUBLIC_URL: options.publicUrl === undefined ? url : (options.publicUrl ?? ''),
    },
    stdio: ['ignore', out, out, ...(ipc ? ['ipc'] : [])] as StdioOptions,
  });
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => tail;

  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (group) process.kill(-child.pid!, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    kill('SIGTERM');
    const force = setTimeout(() => kill('SIGKILL'), killAfterMs);
    const code = await exited;
    clearTimeout(force);
    return code;
  };

  try {
    await waitReady(url, { timeoutMs: options.readyTimeoutMs, pollMs: options.pollMs, child, output });
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = performance.now() - started;

  const diagnostics = () =>
    new Promise<Diagnostics>((resolve, reject) => {
      if (!child.send) return reject(new Error('diagnostics() needs a server started with ipc: true'));
      const id = randomBytes(4).toString('hex');
      const onMessage = (message: Diagnostics) => {
        if (message.id !== id) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`the server exited before it answered diagnostics()\n${tail}`)));
      child.send({ type: 'diagnostics', id } satisfies DiagnosticsRequest);
    });

  return { port, url, pid: child.pid!, child, exited, readyMs, output, kill, stop, diagnostics };
}
