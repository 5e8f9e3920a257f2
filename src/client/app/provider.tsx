import { useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '@client/lib/query-client';
import { ThemeProvider, useTheme } from '@client/lib/theme';
import { ConnectionProvider } from '@client/lib/connection';
import { TIMING } from '@shared/constants';

/** a phone-sized screen: toasts go to the top there, away from the page's own buttons and the assistant */
const NARROW = '(max-width: 639px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

function ThemedToaster() {
  const { resolved } = useTheme();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  return (
    <Toaster
      theme={resolved}
      visibleToasts={1}
      duration={TIMING.toastMs}
      position={narrow ? 'top-center' : 'bottom-right'}
      hotkey={['F8']}
      closeButton
      containerAriaLabel="Notiser"
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider>
          {children}
          <ThemedToaster />
        </ConnectionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
