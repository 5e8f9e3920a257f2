// The hub's fan-out of offer_stats (issue 20): a counter that moves many times a second reaches its
// owner's open statistics page once at once and then at most once an interval, the last change never lost.
import { describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client.js';
import { createHub, type RealtimeEvent } from './hub.js';

const stats = (id: number, user = 'owner'): RealtimeEvent => ({ type: 'offer_stats', id, user });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('offer_stats', () => {
  it('reaches the owner at once, then once per interval per offer with the last one, and stops when quiet', async () => {
    const hub = createHub({} as Database, { offerStatsEveryMs: 100 });
    const seen: RealtimeEvent[] = [];
    const other: RealtimeEvent[] = [];
    hub.subscribe('owner', (e) => seen.push(e));
    hub.subscribe('someone', (e) => other.push(e));
    for (let i = 0; i < 5; i++) hub.dispatch(stats(1));
    hub.dispatch(stats(2));
    hub.dispatch({ type: 'notification', id: 9, user: 'owner' });
    // the first of each offer at once; other events are not held back
    expect(seen).toEqual([stats(1), stats(2), { type: 'notification', id: 9, user: 'owner' }]);
    await sleep(150);
    // the four held back of offer 1 arrive as one at the end of the interval; offer 2 had nothing more
    expect(seen.filter((e) => e.type === 'offer_stats' && e.id === 1)).toHaveLength(2);
    expect(seen.filter((e) => e.type === 'offer_stats' && e.id === 2)).toHaveLength(1);
    await sleep(250);
    expect(seen.filter((e) => e.type === 'offer_stats')).toHaveLength(3);
    // after a quiet interval the next one is at once again
    hub.dispatch(stats(1));
    expect(seen.filter((e) => e.type === 'offer_stats')).toHaveLength(4);
    expect(other).toEqual([]);
    await hub.stop();
  });

  it('holds nothing for an owner with no stream in this process', async () => {
    const hub = createHub({} as Database, { offerStatsEveryMs: 100 });
    hub.dispatch(stats(1, 'nobody'));
    const seen: RealtimeEvent[] = [];
    hub.subscribe('nobody', (e) => seen.push(e));
    // the owner opens the page now: the next change reaches it at once
    hub.dispatch(stats(1, 'nobody'));
    expect(seen).toEqual([stats(1, 'nobody')]);
    await hub.stop();
  });
});
