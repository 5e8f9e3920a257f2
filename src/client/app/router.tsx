// Every page is its own lazily loaded chunk (the table is in pages.ts).
import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { pageRoutes, type PageRoute } from './pages';
import { paths } from '@client/config/paths';

const page = (load: PageRoute['load']) => async () => ({ Component: (await load()).default });

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
