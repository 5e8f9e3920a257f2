// The list cache's shared version read: one round trip per batch of requests, never an answer older
// than the request that asked (read-after-write).
import { describe, expect, it } from 'vitest';
import { shared } from './offers.cache.js';

/** a read whose answers the test releases one by one; `version` is what the database holds when a read starts */
function controlledRead() {
  let version = 0;
  const pending: { resolve: (v: number) => void; reject: (e: Error) => void; at: number }[] = [];
  return {
    read: () => new Promise<number>((resolve, reject) => void pending.push({ resolve, reject, at: version })),
    write: () => void version++,
    reads: () => pending.length,
    finishNext: () => {
      const next = pending.find((p) => p.at >= 0)!;
      next.resolve(next.at);
      next.at = -1;
    },
    failNext: () => {
      const next = pending.find((p) => p.at >= 0)!;
      next.reject(new Error('database unavailable'));
      next.at = -1;
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('shared version read', () => {
  it('serves every caller that arrives during a read with one further read', async () => {
    const db = controlledRead();
    const version = shared(db.read);
    const first = version();
    const during = Array.from({ length: 50 }, () => version());
    expect(db.reads()).toBe(1);
    db.finishNext();
    await tick();
    expect(db.reads()).toBe(2);
    db.finishNext();
    expect(await first).toBe(0);
    expect(await Promise.all(during)).toEqual(Array(50).fill(0));
    expect(db.reads()).toBe(2);
  });

  it('never answers a caller with a read that began before it arrived (a write in between is seen)', async () => {
    const db = controlledRead();
    const version = shared(db.read);
    const before = version();
    db.write(); // committed while the first read is under way
    const after = version();
    db.finishNext();
    await tick();
    db.finishNext();
    expect(await before).toBe(0);
    expect(await after).toBe(1);
  });

  it('reads again after a failed read', async () => {
    const db = controlledRead();
    const version = shared(db.read);
    const failing = version();
    const waiting = version();
    db.failNext();
    await expect(failing).rejects.toThrow('database unavailable');
    await tick();
    db.finishNext();
    expect(await waiting).toBe(0);
    const later = version();
    expect(db.reads()).toBe(3);
    db.finishNext();
    expect(await later).toBe(0);
  });
});
