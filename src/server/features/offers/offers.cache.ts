// A per-process cache of public offer list answers (GET /api/offers and /api/offers/tags without the
// Premium filters). Every statement that changes offers bumps offer_list_version (migration 0010), so one
// tiny read per request says whether a cached answer is still current — on every server process, right
// after a write (no notification delay). Entries also expire after the spec's list freshness (10 s).
// PGlite lives inside this one process and hands the offers trigger's notifications to the realtime hub
// while the writing statement runs, so there a counter of public offer changes replaces the version read.
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '@server/db/client.js';
import { offerListVersion } from '@server/db/schema.js';
import type { Hub } from '@server/infra/realtime/hub.js';
import { TIMING } from '@shared/constants.js';

const MAX_ENTRIES = 1000;
/** never a real user id, so the hub hands it only the events meant for everyone (public offers) */
const CACHE_SUBSCRIBER = '\u0000offers-list-cache';
/** bodies kept at most (UTF-16 code units, close to bytes for this JSON) */
const MAX_CHARS = 16 * 1024 * 1024;

interface Entry {
  body: string;
  version: string;
  at: number;
}

export interface ListCache {
  /** the cached answer when it was made at the current version, else `load()`'s answer (then cached) */
  remember(key: string, load: () => Promise<string>): Promise<{ body: string; hit: boolean }>;
}

async function currentVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ v: sql<string>`${offerListVersion.v}::text` })
    .from(offerListVersion)
    .where(eq(offerListVersion.id, 1));
  return row?.v ?? '0';
}

/**
 * One read at a time, shared by every caller that arrives while it is under way — but a caller only joins
 * a read that starts after it arrived (the queued one), so a write committed before a request began is
 * always seen by that request: read-after-write holds with one database round trip per batch of requests.
 */
export function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const settle = () => {
      if (running === current) running = undefined;
    };
    current.then(settle, settle);
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    const settled = () => {
      queued = undefined;
      return start();
    };
    queued = running.then(settled, settled);
    return queued;
  };
}

/** One per process (createDeps); `kind` and `hub` pick how the current version is known. */
export function createListCache(
  deps: { db: Db; kind: Database['kind']; hub: Hub },
  ttlMs: number = TIMING.offerListStaleMs,
): ListCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<string>>();
  let chars = 0;
  let version = shared(() => currentVersion(deps.db));
  if (deps.kind === 'pglite') {
    // counted from the first use on, as the entries are
    let changes: number | undefined;
    version = async () => {
      if (changes === undefined) {
        changes = 0;
        deps.hub.subscribe(CACHE_SUBSCRIBER, (event) => {
          if (event.type === 'offer_changed' && event.public) changes!++;
        });
      }
      return String(changes);
    };
  }
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.body.length;
    entries.delete(key);
  };
  return {
    async remember(key, load) {
      // read the version first: a change after this read makes the stored entry stale, never wrong
      const now = await version();
      const entry = entries.get(key);
      if (entry && entry.version === now && Date.now() - entry.at <= ttlMs) return { body: entry.body, hit: true };
      // concurrent misses of one key at one version share a single load (no stampede after a change)
      const flightKey = `${now}\u0000${key}`;
      const joined = loading.get(flightKey);
      if (joined) return { body: await joined, hit: false };
      const flight = load().finally(() => loading.delete(flightKey));
      loading.set(flightKey, flight);
      const body = await flight;
      drop(key);
      // the oldest entries go first (Map keeps insertion order)
      for (const oldest of entries.keys()) {
        if (entries.size < MAX_ENTRIES && chars + body.length <= MAX_CHARS) break;
        drop(oldest);
      }
      if (body.length <= MAX_CHARS) {
        entries.set(key, { body, version: now, at: Date.now() });
        chars += body.length;
      }
      return { body, hit: false };
    },
  };
}
