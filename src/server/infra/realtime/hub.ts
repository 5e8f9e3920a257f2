// The realtime hub: one LISTEN per process on 'samverka_events', fanned out to the callers' open streams.
// Trigger payloads carry only ids and addressees (see migrations); content is fetched through the API.
import type { Database } from '@server/db/client.js';

export const EVENTS_CHANNEL = 'samverka_events';

export type RealtimeEvent =
  | { type: 'offer_changed'; id: number; user: string | null; offerType: string; public: boolean }
  | { type: 'message'; id: number; from: string; to: string }
  | { type: 'message_read'; id: number; from: string; to: string };

export type Send = (event: RealtimeEvent) => void;

export interface Hub {
  /** onClose is called when the process shuts down, so the stream can end */
  subscribe(userId: string, send: Send, onClose?: () => void): () => void;
  /** delivers an event as if it came from the database (used by tests and by PGlite-less setups) */
  dispatch(event: RealtimeEvent): void;
  connections(): number;
  start(): Promise<void>;
  /** stops listening and ends every open stream */
  stop(): Promise<void>;
}

export function createHub(database: Database, onError: (error: unknown) => void = () => {}): Hub {
  const byUser = new Map<string, Set<Send>>();
  const closers = new Set<() => void>();
  let total = 0;
  let unlisten: (() => Promise<void>) | undefined;

  const deliver = (userId: string | null | undefined, event: RealtimeEvent) => {
    if (!userId) return;
    for (const send of byUser.get(userId) ?? []) send(event);
  };

  const dispatch = (event: RealtimeEvent) => {
    switch (event.type) {
      case 'offer_changed':
        if (event.public) {
          // a public list changed: every connected user refreshes (the owner too, once)
          for (const sends of byUser.values()) for (const send of sends) send(event);
        } else {
          deliver(event.user, event);
        }
        break;
      case 'message':
      case 'message_read':
        deliver(event.from, event);
        deliver(event.to, event);
        break;
    }
  };

  return {
    subscribe(userId, send, onClose) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(send);
      total++;
      if (onClose) closers.add(onClose);
      return () => {
        if (onClose) closers.delete(onClose);
        if (set.delete(send)) total--;
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    dispatch,
    connections: () => total,
    async start() {
      unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
        try {
          dispatch(JSON.parse(payload) as RealtimeEvent);
        } catch (error) {
          onError(error);
        }
      });
    },
    async stop() {
      for (const close of [...closers]) close();
      closers.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
