// Every page is its own lazily loaded chunk (the table is in pages.ts, the tree in route-tree.tsx).
import { createBrowserRouter } from 'react-router';
import { routeTree, type LazyPage } from './route-tree';
import { loadChunk } from '@client/lib/chunk-reload';

// a chunk gone after a new release reloads the page once (lib/chunk-reload.ts)
const page: LazyPage = (load) => async () => ({
  Component: (await loadChunk(load, pendingAddress)).default,
});

/** the address being opened: the pending navigation's, else the current one (a first load) */
function pendingAddress(): string {
  const location = router.state.navigation.location ?? window.location;
  return location.pathname + location.search;
}

export const router = createBrowserRouter(routeTree(page));
