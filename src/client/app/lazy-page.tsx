// A page's module, loaded once and kept: the first render of a page already loaded (the current URL's page,
// preloaded while the entry runs; every page on the server once rendered) draws it at once, without a
// Suspense fallback in between; a page not yet loaded suspends until it is (the router keeps the page
// being left on screen meanwhile: its navigations are transitions).
import { use, type ComponentType } from 'react';
import { loadChunk } from '@client/lib/chunk-reload';
import { currentEntryKey } from '@client/lib/router';
import type { PageRoute } from './pages';

type Load = PageRoute['load'];

const loaded = new Map<Load, ComponentType>();
const loading = new Map<Load, Promise<ComponentType>>();
/** a failed load, kept for the history entry it failed on: redrawing that entry shows the error, not a retry loop */
const failures = new Map<Load, { error: unknown; entry: string | null }>();

/** the history entry being shown (the router keys each one; a new navigation is a new entry) */
const currentEntry = () => (typeof window === 'undefined' ? null : currentEntryKey());

/** the address being opened: the router's navigations change the address bar before the page is drawn */
const here = () => window.location.pathname + window.location.search;

/** Loads a page's module (once; after a failure the next navigation to it tries again). */
export function loadPage(load: Load): Promise<ComponentType> {
  const done = loaded.get(load);
  if (done) return Promise.resolve(done);
  let pending = loading.get(load);
  if (!pending) {
    // in the browser a chunk gone after a new release reloads the page once (lib/chunk-reload.ts)
    const module = typeof window === 'undefined' ? load() : loadChunk(load, here);
    pending = module.then(
      (m) => {
        loaded.set(load, m.default);
        loading.delete(load);
        return m.default;
      },
      (error: unknown) => {
        loading.delete(load);
        failures.set(load, { error, entry: currentEntry() });
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/** The page of a route: drawn at once when its module is here, else suspended until it is. */
export function LazyPage({ load }: { load: Load }) {
  const failure = failures.get(load);
  if (failure && failure.entry === currentEntry()) throw failure.error;
  const Page = loaded.get(load) ?? use(loadPage(load));
  return <Page />;
}
