// better-auth's AsyncLocalStorage instances are on only while one of its calls runs (decision 210,
// 'Fourth round'): on Node 20 a storage that is on keeps an async hook running for every promise of
// every request, also of requests that never reach better-auth.
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { quietAsyncStorage } from './quiet-async-storage.js';

/** Node's own flag of a storage that is on (its hook runs); not part of the documented API */
const isOn = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('a quiet storage', () => {
  it('carries its store across awaits while a call runs and is off once every call has settled', async () => {
    const storage = new AsyncLocalStorage<string>();
    quietAsyncStorage(storage);
    const seen: (string | undefined)[] = [];
    const call = (name: string, ms: number) =>
      storage.run(name, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        seen.push(storage.getStore());
        await tick();
        seen.push(storage.getStore());
        return name;
      });
    const first = call('a', 5);
    const second = call('b', 1);
    expect(isOn(storage)).toBe(true);
    expect(await second).toBe('b');
    // the first call still runs: the storage stays on
    expect(isOn(storage)).toBe(true);
    expect(await first).toBe('a');
    expect(seen.sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(isOn(storage)).toBe(false);
    expect(storage.getStore()).toBeUndefined();
    // and on again for the next call
    expect(await call('c', 1)).toBe('c');
    expect(isOn(storage)).toBe(false);
  });

  it('counts a call that fails, at once or later, as settled', async () => {
    const storage = new AsyncLocalStorage<number>();
    quietAsyncStorage(storage);
    expect(() =>
      storage.run(1, () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    await expect(
      storage.run(2, async () => {
        await tick();
        throw new Error('async');
      }),
    ).rejects.toThrow('async');
    expect(isOn(storage)).toBe(false);
    expect(storage.run(3, () => storage.getStore())).toBe(3);
    expect(isOn(storage)).toBe(false);
  });
});

describe("better-auth's storages", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('are off after signing up, signing in and a signed-in request', async () => {
    // better-auth's own instances, as the server's auth module left them
    const storages = (await Promise.all([
      getCurrentDBAdapterAsyncLocalStorage(),
      getCurrentAuthContextAsyncLocalStorage(),
      getRequestStateAsyncLocalStorage(),
    ])) as AsyncLocalStorage<unknown>[];
    const user = await t.signUp('association');
    const res = await t.request('/api/me', { cookie: user.cookie });
    expect(res.status).toBe(200);
    await tick();
    for (const storage of storages) expect(isOn(storage)).toBe(false);
  });
});
