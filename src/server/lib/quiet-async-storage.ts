// better-auth keeps its request context in three AsyncLocalStorage instances (the database adapter, the
// endpoint and the request state). On Node 20 the first `run` of any of them turns on an async hook that
// then runs for every promise of every request, for the life of the process: after one sign-in, a GET
// /api/ping paid for it too (a fifth of its CPU, decision 210 'Fourth round'). Here each of the three
// counts the calls running in it and is switched off again (`disable()`, which removes the hook once no
// storage is on) when the last one has settled; the next better-auth call switches it back on.
import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

type Storage = AsyncLocalStorage<unknown>;
const QUIET = Symbol('samverka.quietAsyncStorage');

let running = 0;
const storages: Storage[] = [];

function settled() {
  running -= 1;
  // nothing of better-auth runs any more: no promise needs its context carried over
  if (running === 0) for (const storage of storages) storage.disable();
}

/**
 * Makes `storage.run` count its calls and switch the storage off when none is left running. A call's
 * end is when what it returned has settled (a promise) or at once (any other value).
 */
export function quietAsyncStorage(storage: Storage): void {
  const marked = storage as Storage & { [QUIET]?: true };
  if (marked[QUIET]) return;
  marked[QUIET] = true;
  storages.push(storage);
  const run = storage.run.bind(storage) as (store: unknown, callback: () => unknown) => unknown;
  storage.run = ((store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    running += 1;
    let result: unknown;
    try {
      result = run(store, () => callback(...args));
    } catch (error) {
      settled();
      throw error;
    }
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => {
          settled();
          return value;
        },
        (error: unknown) => {
          settled();
          throw error;
        },
      );
    }
    settled();
    return result;
  }) as Storage['run'];
}

/** better-auth's three storages, quiet between its calls (idempotent). */
export async function quietAuthAsyncStorage(): Promise<Storage[]> {
  const all = (await Promise.all([
    getCurrentDBAdapterAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
  ])) as Storage[];
  for (const storage of all) quietAsyncStorage(storage);
  return all;
}

/** Whether any of them is on now (for tests). */
export const authAsyncStorageRunning = () => running;
