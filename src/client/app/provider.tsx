import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '@client/lib/query-client';
import { ThemeProvider, useTheme } from '@client/lib/theme';
import { ConnectionProvider } from '@client/lib/connection';
import { TIMING } from '@shared/constants';

function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Toaster
      theme={resolved}
      visibleToasts={1}
      duration={TIMING.toastMs}
      position="bottom-right"
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
