// One EventSource per tab on GET /api/events while signed in; features subscribe by event type.
// When the stream is ready (first opened, or back after a drop), a synthetic 'reconnect' event tells
// features to refetch what may have changed while no stream was listening. The server sends 'resync'
// when its own database listener was lost and is back: the same refetch.
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

export type RealtimeEventType =
  'offer_changed' | 'message' | 'message_read' | 'notification' | 'offer_stats' | 'reconnect';
export interface RealtimePayload {
  type: RealtimeEventType;
  id?: number;
  user?: string | null;
  from?: string;
  to?: string;
  offerType?: string;
  public?: boolean;
}
type Handler = (event: RealtimePayload) => void;

class RealtimeBus {
  private handlers = new Map<RealtimeEventType, Set<Handler>>();
  on(type: RealtimeEventType, handler: Handler) {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }
  emit(event: RealtimePayload) {
    for (const handler of this.handlers.get(event.type) ?? []) handler(event);
  }
}

const BusContext = createContext<RealtimeBus | null>(null);
const EVENT_TYPES: RealtimeEventType[] = ['offer_changed', 'message', 'message_read', 'notification', 'offer_stats'];

export function RealtimeProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const busRef = useRef<RealtimeBus>(null);
  if (!busRef.current) busRef.current = new RealtimeBus();
  const bus = busRef.current;

  useEffect(() => {
    if (!userId) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let everConnected = false;
    let lost = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource('/api/events');
      source.addEventListener('ready', () => {
        // Events sent before the stream was ready never reach this tab: after a drop, and also on the
        // first connection, where the page's data may have been read moments before the stream opened.
        if (!everConnected || lost) bus.emit({ type: 'reconnect' });
        everConnected = true;
        lost = false;
      });
      // spread over 2 s: after a database restart every open tab gets this at the same moment
      source.addEventListener('resync', () => setTimeout(() => bus.emit({ type: 'reconnect' }), Math.random() * 2000));
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (e) => {
          try {
            bus.emit({ ...(JSON.parse((e as MessageEvent).data) as RealtimePayload), type });
          } catch {
            // ignore a malformed event
          }
        });
      }
      source.onerror = () => {
        lost = true;
        // the browser retries by itself unless the stream was refused; then we retry later
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retry = setTimeout(connect, 5000);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [userId, bus]);

  return <BusContext.Provider value={bus}>{children}</BusContext.Provider>;
}

/** Calls handler for each event of the given type(s) addressed to the signed-in user. */
export function useRealtimeEvent(types: RealtimeEventType | RealtimeEventType[], handler: Handler) {
  const bus = useContext(BusContext);
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const key = Array.isArray(types) ? types.join(',') : types;
  useEffect(() => {
    if (!bus) return;
    const offs = key.split(',').map((t) => bus.on(t as RealtimeEventType, (e) => handlerRef.current(e)));
    return () => offs.forEach((off) => off());
  }, [bus, key]);
}
