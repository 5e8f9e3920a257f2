// Public pages arrive rendered by the server (issue 22) and are hydrated: the first render in the browser
// must draw what the server drew. What only the browser knows (the stored theme, the screen) waits for this.
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * false on the server and while hydrating (React then uses the server's snapshot), true right after;
 * true at once in a page rendered by the browser alone.
 */
export const useIsClient = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/** the document came with a page the server rendered (its query answers are in #ssr-state) */
export const servedRendered = () => typeof document !== 'undefined' && document.getElementById('ssr-state') !== null;
