// Public pages arrive rendered by the server (issue 22) and are hydrated: the first render in the browser
// must draw what the server drew. What only the browser knows (the stored theme, whether a form's handlers
// are attached) waits for this.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** the document came with a page the server rendered (its query answers are in #ssr-state) */
export const servedRendered = () => typeof document !== 'undefined' && document.getElementById('ssr-state') !== null;

/**
 * false on the server and on a component's first render in the browser, true from the transition its
 * mount starts: what the server drew is drawn again while hydrating, whichever pass hydrates it.
 *
 * Not useSyncExternalStore with a server snapshot (what this was): React re-renders such a component
 * synchronously right after the hydration's commit, and an update at that priority that reaches the page's
 * still dehydrated Suspense boundary (React hydrates the shell first and the boundaries after it) makes React
 * hydrate the whole page in that same task: on /auth one task of 150-200 ms at 4x CPU, the largest share of
 * its Lighthouse TBT. A transition renders in slices that give the main thread back. Nor a flag set once the
 * shell is hydrated: the page under the router's boundary is hydrated after that, and would then draw
 * something other than the server's HTML. In a page drawn by the browser alone the switch is one frame.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => startTransition(() => setIsClient(true)), []);
  return isClient;
}

const subscribeNothing = () => () => {};

/**
 * Like useIsClient, but switched in the same task as the commit that hydrated the component (React
 * re-renders it synchronously: useSyncExternalStore with a server snapshot). For what a person may use the
 * moment it is drawn — a form's submit button and choices (components/ui/use-server-rendered-form.ts): a
 * transition can be held back behind other work, and a click in between finds the form still closed. Use it
 * inside the page only, never in the frame around it, where that synchronous re-render would make React
 * hydrate the whole page at once (see useIsClient).
 */
export const useIsHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
