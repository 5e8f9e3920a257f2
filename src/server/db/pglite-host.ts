// PGlite in a worker thread (docs/decisions/210-throughput.md): the server's thread sends each statement
// as a message to pglite-worker.mjs and gets the rows back by structured clone (Date, bigint, Uint8Array,
// objects and arrays keep their types), so a slow statement or a checkpoint never stops HTTP handling.
// The object returned looks like the PGlite client to Drizzle's PGlite driver and to client.ts: query,
// exec, transaction, listen, close. The data-folder lock stays with the server process (same pid).
//
// When the worker exits (a crash, an out-of-memory, the test hook): every pending statement fails with
// DatabaseUnavailableError (→ 503 DATABASE_UNAVAILABLE), so does every statement until it is back; it is
// started again on the same folder (PGlite replays its WAL, so an acknowledged write is still there), the
// LISTENs are renewed and their listeners hear 'down' then 'up'.
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { TEXTS } from '@shared/texts.js';
import type { ListenStatus } from './client.js';

/** The database thread is not running: pending and new statements fail with this (isDbDown: 503). */
export class DatabaseUnavailableError extends Error {
  /** cannot_connect_now: the database is starting up again */
  readonly code = '57P03';
  constructor() {
    super(TEXTS.errors.database);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Restart delays after an exit: 100 ms doubling to 5 s while starting fails again and again. */
const RESTART_MS = { first: 100, max: 5000 };
/** how long close() waits for the worker to close PGlite before it ends the thread */
const CLOSE_MS = 10_000;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
}

/** What the host's transaction handle offers (what Drizzle and client.ts use of PGlite's Transaction). */
export interface HostTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

export interface PgliteHost extends HostTransaction {
  transaction<T>(fn: (tx: HostTransaction) => Promise<T>): Promise<T>;
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onStatus?: (s: ListenStatus) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
  /** 'up' while the worker answers */
  state(): 'starting' | 'up' | 'down' | 'closed';
  /** how many times the worker was started again after an exit */
  restarts(): number;
  /** resolves once the worker is up (again) */
  whenUp(): Promise<void>;
  /** Test hook: ends the database thread at once, as a crash would (statements under way are cut off). */
  terminate(): Promise<void>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Request = { op: string; tx?: number } & Record<string, unknown>;

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** A parser Drizzle passes must be the identity (the worker then leaves that type as text). */
const PROBE = '\u0000samverka-probe';
function rawTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse(PROBE) !== PROBE)
      throw new Error(`PGlite worker: only identity parsers can cross the thread (type ${oid})`);
    return Number(oid);
  });
}

/** A plain error from the worker again as an Error with the same fields (code, constraint, detail, …). */
function toError(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

export async function startPgliteHost(dataDir: string): Promise<PgliteHost> {
  let worker: Worker | undefined;
  let state: ReturnType<PgliteHost['state']> = 'starting';
  /** counts worker starts: a transaction id is valid only in the generation that began it */
  let generation = 0;
  let restarts = 0;
  let nextId = 1;
  let delay = RESTART_MS.first;
  const pending = new Map<number, Pending>();
  /** (read through a function: the state changes while a restart awaits) */
  const isClosed = () => state === 'closed';
  const channels = new Map<string, { payload: Set<(p: string) => void>; status: Set<(s: ListenStatus) => void> }>();
  let up!: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void };
  const newUp = () => {
    let resolve!: () => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    promise.catch(() => {});
    up = { promise, resolve, reject };
  };
  newUp();

  const failPending = () => {
    for (const p of pending.values()) p.reject(new DatabaseUnavailableError());
    pending.clear();
  };

  /** to the running worker (or, for close and the LISTENs after a restart, to the one given) */
  const send = (request: Request, w = state === 'up' ? worker : undefined): Promise<unknown> => {
    if (!w) return Promise.reject(new DatabaseUnavailableError());
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      try {
        w.postMessage({ ...request, id });
      } catch (error) {
        // a parameter that cannot be cloned (a function, a class instance with private state)
        pending.delete(id);
        reject(error);
      }
    });
  };

  const spawn = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const w = new Worker(workerUrl, { workerData: { dataDir } });
      let ready = false;
      w.on(
        'message',
        (m: {
          ready?: true;
          id?: number;
          result?: unknown;
          error?: Record<string, unknown>;
          notify?: string;
          payload?: string;
        }) => {
          if (m.ready) {
            ready = true;
            resolve();
          } else if (m.notify !== undefined) {
            for (const listener of channels.get(m.notify)?.payload ?? []) listener(m.payload ?? '');
          } else if (m.id !== undefined) {
            const p = pending.get(m.id);
            pending.delete(m.id);
            if (m.error) p?.reject(toError(m.error));
            else p?.resolve(m.result);
          }
        },
      );
      // an uncaught error in the thread ends it: 'exit' follows and does the work
      w.on('error', (error) => {
        if (!ready) reject(error);
      });
      w.on('exit', () => {
        if (!ready) reject(new DatabaseUnavailableError());
        if (worker !== w) return;
        worker = undefined;
        generation++;
        failPending();
        if (state === 'closed') return;
        const wasUp = state === 'up';
        state = 'down';
        newUp();
        if (wasUp) for (const c of channels.values()) for (const s of c.status) s('down');
        scheduleRestart();
      });
      worker = w;
    });

  const scheduleRestart = () => {
    setTimeout(() => {
      if (state === 'closed') return;
      restarts++;
      spawn().then(
        async () => {
          if (state === 'closed') return;
          const w = worker;
          delay = RESTART_MS.first;
          for (const channel of channels.keys()) await send({ op: 'listen', channel }, w).catch(() => {});
          if (worker !== w || isClosed()) return;
          state = 'up';
          up.resolve();
          for (const c of channels.values()) for (const s of c.status) s('up');
        },
        () => {
          // the exit handler of that worker schedules the next try
          delay = Math.min(delay * 2, RESTART_MS.max);
        },
      );
    }, delay).unref();
  };

  await spawn().catch(async (error: unknown) => {
    state = 'closed';
    await worker?.terminate();
    throw error;
  });
  state = 'up';
  up.resolve();

  const query = (tx: number | undefined, txGeneration: number) =>
    async function <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (tx !== undefined && txGeneration !== generation) throw new DatabaseUnavailableError();
      return (await send({
        op: 'query',
        text,
        params,
        rowMode: options?.rowMode,
        rawTypes: rawTypes(options?.parsers),
        tx,
      })) as Results<T>;
    };
  const exec = (tx: number | undefined, txGeneration: number) => async (text: string) => {
    if (tx !== undefined && txGeneration !== generation) throw new DatabaseUnavailableError();
    return (await send({ op: 'exec', text, tx })) as Results[];
  };

  return {
    query: query(undefined, 0),
    exec: exec(undefined, 0),
    async transaction<T>(fn: (tx: HostTransaction) => Promise<T>): Promise<T> {
      const tx = (await send({ op: 'begin' })) as number;
      const txGeneration = generation;
      const handle: HostTransaction = { query: query(tx, txGeneration), exec: exec(tx, txGeneration) };
      let result: T;
      try {
        result = await fn(handle);
      } catch (error) {
        if (txGeneration === generation) await send({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      if (txGeneration !== generation) throw new DatabaseUnavailableError();
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onPayload, onStatus) {
      let entry = channels.get(channel);
      if (!entry) {
        entry = { payload: new Set(), status: new Set() };
        channels.set(channel, entry);
        await send({ op: 'listen', channel });
      }
      const e = entry;
      e.payload.add(onPayload);
      if (onStatus) e.status.add(onStatus);
      return async () => {
        e.payload.delete(onPayload);
        if (onStatus) e.status.delete(onStatus);
        if (e.payload.size > 0 || channels.get(channel) !== e) return;
        channels.delete(channel);
        if (state === 'up') await send({ op: 'unlisten', channel }).catch(() => {});
      };
    },
    get closed() {
      return state === 'closed';
    },
    state: () => state,
    restarts: () => restarts,
    whenUp: () => up.promise,
    async terminate() {
      await worker?.terminate();
    },
    async close() {
      if (state === 'closed') return;
      const w = worker;
      const wasUp = state === 'up';
      state = 'closed';
      if (!w) return;
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      if (wasUp) {
        // PGlite closes its files in the thread first; a thread that does not answer is ended anyway
        const timer = setTimeout(() => void w.terminate(), CLOSE_MS);
        await send({ op: 'close' }, w).catch(() => {});
        clearTimeout(timer);
      }
      await w.terminate();
      await exited;
    },
  };
}
