// Whether the server and its database answer: tested at start, every 30 s, and when the browser comes online.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TIMING } from '@shared/constants';

interface ConnectionState {
  connected: boolean;
  /** the server's or the network's error text while disconnected */
  error: string | null;
  checked: boolean;
  recheck(): Promise<boolean>;
}

const ConnectionContext = createContext<ConnectionState | null>(null);

export function ConnectionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ connected: true, error: null as string | null, checked: false });

  // only the latest check speaks: an older one that answers late (started before the network went away)
  // must not report the server as reachable after a newer one found it gone
  const latest = useRef(0);
  const recheck = useCallback(async () => {
    const check = ++latest.current;
    const settle = (next: { connected: boolean; error: string | null }) => {
      // a transition: the first answer comes while a served page may still be hydrating, and an urgent
      // update that reaches it makes React hydrate the whole page in one task (lib/hydration.ts)
      if (check === latest.current) startTransition(() => setState({ ...next, checked: true }));
    };
    try {
      const res = await fetch('/api/health', { cache: 'no-store' });
      if (res.ok) {
        // read to its end: an answer left unread stays an open request for the browser's tools (Lighthouse
        // then waited for a quiet network until its time limit, issue 22)
        await res.arrayBuffer().catch(() => undefined);
        settle({ connected: true, error: null });
        return true;
      }
      let message = `HTTP ${res.status}`;
      try {
        const body = (await res.json()) as { error?: { message?: string } };
        if (body.error?.message) message = body.error.message;
      } catch {
        // keep the status text
      }
      settle({ connected: false, error: message });
    } catch {
      settle({ connected: false, error: null });
    }
    return false;
  }, []);

  useEffect(() => {
    void recheck();
    const timer = setInterval(() => void recheck(), TIMING.connectionRetestMs);
    const onOnline = () => void recheck();
    const onOffline = () => {
      latest.current++; // a check still on its way answers for a network that is gone
      setState((s) => ({ ...s, connected: false, checked: true }));
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [recheck]);

  const value = useMemo(() => ({ ...state, recheck }), [state, recheck]);
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): ConnectionState {
  const ctx = useContext(ConnectionContext);
  if (!ctx) throw new Error('useConnection outside ConnectionProvider');
  return ctx;
}
