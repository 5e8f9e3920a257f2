// Whether the server and its database answer: tested at start, every 30 s, and when the browser comes online.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
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

  const recheck = useCallback(async () => {
    try {
      const res = await fetch('/api/health', { cache: 'no-store' });
      if (res.ok) {
        setState({ connected: true, error: null, checked: true });
        return true;
      }
      let message = `HTTP ${res.status}`;
      try {
        const body = (await res.json()) as { error?: { message?: string } };
        if (body.error?.message) message = body.error.message;
      } catch {
        // keep the status text
      }
      setState({ connected: false, error: message, checked: true });
    } catch {
      setState({ connected: false, error: null, checked: true });
    }
    return false;
  }, []);

  useEffect(() => {
    void recheck();
    const timer = setInterval(() => void recheck(), TIMING.connectionRetestMs);
    const onOnline = () => void recheck();
    const onOffline = () => setState((s) => ({ ...s, connected: false, checked: true }));
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [recheck]);

  return <ConnectionContext.Provider value={{ ...state, recheck }}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): ConnectionState {
  const ctx = useContext(ConnectionContext);
  if (!ctx) throw new Error('useConnection outside ConnectionProvider');
  return ctx;
}
