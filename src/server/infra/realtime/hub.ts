// The realtime hub: one LISTEN per process on 'samverka_events', fanned out to the callers' open streams.
// Trigger payloads carry only ids and addressees (see migrations); content is fetched through the API.
// When the LISTEN connection was lost and is back, every open stream gets a 'resync' event: browsers
// refetch what they may have missed meanwhile. A user keeps at most MAX_STREAMS_PER_USER streams.
import type { Database } from '@server/db/client.js';

export const EVENTS_CHANNEL = 'samverka_events';
/** open event streams per user; a further one closes that user's oldest */
export const MAX_STREAMS_PER_USER = 10;
/**
 * offer_stats of one offer reach its owner's streams at most once this often: the first at once, then the
 * last of each interval at its end (a page that refetches on each would ask several times a second)
 */
export const OFFER_STATS_EVERY_MS = 1000;

export type RealtimeEvent =
  | { type: 'offer_changed'; id: number; user: string | null; offerType: string; public: boolean }
  | { type: 'message'; id: number; from: string; to: string }
  | { type: 'message_read'; id: number; from: string; to: string }
  | { type: 'notification'; id: number; user: string }
  /** a counter of the offer's statistics moved (migrations/0340): only its owner's streams hear it */
  | { type: 'offer_stats'; id: number; user: string }
  | { type: 'resync'; at: number };

export type Send = (event: RealtimeEvent) => void;

/** 'ok' while LISTEN is connected; 'reconnecting' while it is lost; 'stopped' before start and after stop */
export type HubState = 'ok' | 'reconnecting' | 'stopped';

export interface Hub {
  /** onClose is called when the process shuts down or the user opened too many streams, so the stream can end */
  subscribe(userId: string, send: Send, onClose?: () => void): () => void;
  /** every event of the process, whoever it is for (the workers: a new notification to mail) */
  observe(send: Send): () => void;
  /** delivers an event as if it came from the database (used by tests and by PGlite-less setups) */
  dispatch(event: RealtimeEvent): void;
  connections(): number;
  state(): HubState;
  /** streams closed because their user opened more than MAX_STREAMS_PER_USER, since start */
  evicted(): number;
  start(): Promise<void>;
  /** stops listening and ends every open stream */
  stop(): Promise<void>;
}

interface Stream {
  send: Send;
  onClose?: () => void;
}

export interface HubHooks {
  onError?: (error: unknown) => void;
  onState?: (state: HubState, previous: HubState) => void;
  /** tests: a shorter OFFER_STATS_EVERY_MS */
  offerStatsEveryMs?: number;
}

export function createHub(database: Database, hooks: HubHooks | ((error: unknown) => void) = {}): Hub {
  const {
    onError = () => {},
    onState = () => {},
    offerStatsEveryMs = OFFER_STATS_EVERY_MS,
  } = typeof hooks === 'function' ? { onError: hooks } : hooks;
  // a Set keeps insertion order: the first stream of a user is the oldest
  const byUser = new Map<string, Set<Stream>>();
  let total = 0;
  let evicted = 0;
  let state: HubState = 'stopped';
  let unlisten: (() => Promise<void>) | undefined;
  const observers = new Set<Send>();

  const setState = (next: HubState) => {
    if (next === state) return;
    const previous = state;
    state = next;
    onState(next, previous);
  };
  const everyone = (event: RealtimeEvent) => {
    for (const streams of byUser.values()) for (const s of streams) s.send(event);
  };
  const deliver = (userId: string | null | undefined, event: RealtimeEvent) => {
    if (!userId) return;
    for (const s of byUser.get(userId) ?? []) s.send(event);
  };

  // per owner and offer: the interval under way and the event that came during it, if any
  const statsIntervals = new Map<string, { timer: NodeJS.Timeout; pending: RealtimeEvent | null }>();
  const deliverStats = (event: Extract<RealtimeEvent, { type: 'offer_stats' }>) => {
    // nobody of this owner listens here: nothing to hold back
    if (!byUser.has(event.user)) return;
    const key = `${event.user}\n${event.id}`;
    const interval = statsIntervals.get(key);
    if (interval) {
      interval.pending = event;
      return;
    }
    deliver(event.user, event);
    const timer = setTimeout(() => {
      const pending = statsIntervals.get(key)?.pending;
      statsIntervals.delete(key);
      if (pending) deliverStats(pending as typeof event);
    }, offerStatsEveryMs);
    timer.unref();
    statsIntervals.set(key, { timer, pending: null });
  };

  const dispatch = (event: RealtimeEvent) => {
    for (const observer of observers) observer(event);
    switch (event.type) {
      case 'offer_changed':
        // a public list changed: every connected user refreshes (the owner too, once)
        if (event.public) everyone(event);
        else deliver(event.user, event);
        break;
      case 'message':
      case 'message_read':
        deliver(event.from, event);
        deliver(event.to, event);
        break;
      case 'notification':
        deliver(event.user, event);
        break;
      case 'offer_stats':
        deliverStats(event);
        break;
      case 'resync':
        everyone(event);
        break;
    }
  };

  const remove = (userId: string, set: Set<Stream>, stream: Stream) => {
    if (set.delete(stream)) total--;
    if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
  };

  return {
    subscribe(userId, send, onClose) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      const stream: Stream = { send, onClose };
      set.add(stream);
      total++;
      while (set.size > MAX_STREAMS_PER_USER) {
        const oldest = set.values().next().value!;
        remove(userId, set, oldest);
        evicted++;
        oldest.onClose?.();
      }
      return () => remove(userId, set, stream);
    },
    observe(send) {
      observers.add(send);
      return () => observers.delete(send);
    },
    dispatch,
    connections: () => total,
    state: () => state,
    evicted: () => evicted,
    async start() {
      unlisten = await database.listen(
        EVENTS_CHANNEL,
        (payload) => {
          try {
            dispatch(JSON.parse(payload) as RealtimeEvent);
          } catch (error) {
            onError(error);
          }
        },
        (status) => {
          if (status === 'down') return setState('reconnecting');
          setState('ok');
          // events sent while nobody listened are gone: tell the browsers to refetch
          dispatch({ type: 'resync', at: Date.now() });
        },
      );
      setState('ok');
    },
    async stop() {
      // each stream ends and unsubscribes itself
      for (const s of [...byUser.values()].flatMap((set) => [...set])) s.onClose?.();
      for (const { timer } of statsIntervals.values()) clearTimeout(timer);
      statsIntervals.clear();
      await unlisten?.();
      unlisten = undefined;
      setState('stopped');
    },
  };
}
