// Light / dark / system theme, stored under one key; public/theme-init.js applies it before first paint.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '@shared/constants';
import { useIsClient } from './hydration';

export type Theme = 'light' | 'dark' | 'system';

interface ThemeState {
  theme: Theme;
  resolved: 'light' | 'dark';
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const media = () => window.matchMedia('(prefers-color-scheme: dark)');
const onServer = typeof window === 'undefined';

function readTheme(): Theme {
  if (onServer) return 'system';
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
  } catch {
    return 'system';
  }
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setThemeState] = useState<Theme>(readTheme);
  const [systemDark, setSystemDark] = useState(() => !onServer && media().matches);
  // a page rendered by the server knows no stored theme: hydrated as 'system', then the stored one
  // (theme-init.js has already coloured the page, so only the toggle's icon changes)
  const isClient = useIsClient();
  const theme = isClient ? stored : 'system';
  useEffect(() => {
    const m = media();
    const onChange = () => setSystemDark(m.matches);
    m.addEventListener('change', onChange);
    return () => m.removeEventListener('change', onChange);
  }, []);
  const resolved = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  useEffect(() => {
    if (!isClient) return;
    document.documentElement.classList.toggle('dark', resolved === 'dark');
    document.documentElement.style.colorScheme = resolved;
  }, [resolved, isClient]);
  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage unavailable: the choice lasts for this visit
    }
  }, []);
  // the same value while nothing changed: a new one would re-render every reader, and reach into a page
  // still being hydrated (lib/hydration.ts)
  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme outside ThemeProvider');
  return ctx;
}
