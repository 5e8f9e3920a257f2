import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '@client/lib/query-client';
import { ThemeProvider, useTheme } from '@client/lib/theme';
import { ConnectionProvider } from '@client/lib/connection';
import { TIMING } from '@shared/constants';
import { useIsClient } from '@client/lib/hydration';
import { subscribeToastWanted, toasterMounted, toastWanted } from '@client/lib/toast';

// The toast library is not part of a page's first JavaScript (issue 22): its chunk is loaded with the first
// toast. The toasts asked for until the toaster listens wait in lib/toast.ts; its effect runs after the
// toaster's own (a child's effects run first), so they are released to a toaster that is subscribed.
const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster, toast }) => ({
    default: function QueuedToaster(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(() => toasterMounted(toast), []);
      return <SonnerToaster {...props} />;
    },
  })),
);

/** a phone-sized screen: toasts go to the top there, away from the page's own buttons and the assistant */
const NARROW = '(max-width: 639px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

function PlacedToaster() {
  const { resolved } = useTheme();
  // read here, in what mounts only once a toast is asked for: a value the server cannot know, read by a
  // component being hydrated, would make React re-render it synchronously after hydration (lib/hydration.ts)
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, isNarrow);
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

function ThemedToaster() {
  const wanted = useSyncExternalStore(subscribeToastWanted, toastWanted, () => false);
  // its theme comes from the browser's storage: not part of a page the server rendered
  if (!useIsClient() || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlacedToaster />
    </Suspense>
  );
}

/** `client`: the server's render of a page has a query cache of its own per request */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <ConnectionProvider>
          {children}
          <ThemedToaster />
        </ConnectionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
