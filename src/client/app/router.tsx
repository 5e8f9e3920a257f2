// Every page is its own lazily loaded chunk (the table is in pages.ts).
import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { pageRoutes, type PageRoute } from './pages';
import { paths } from '@client/config/paths';
import { loadChunk } from '@client/lib/chunk-reload';

// a chunk gone after a new release reloads the page once (lib/chunk-reload.ts)
const page = (load: PageRoute['load']) => async () => ({
  Component: (await loadChunk(load, pendingAddress)).default,
});

/** the address being opened: the pending navigation's, else the current one (a first load) */
function pendingAddress(): string {
  const location = router.state.navigation.location ?? window.location;
  return location.pathname + location.search;
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.exploreIndex.path, element: <Navigate to={paths.dashboard.getHref()} replace /> },
      ...pageRoutes.map(({ path, load }) => ({ path, lazy: page(load) })),
    ],
  },
]);
