// The app's route tree, shared by the browser's router (router.tsx) and the server's render of public
// pages (entry-server.tsx): each builds a page's lazy loader its own way.
import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { pageRoutes, type PageRoute } from './pages';
import { paths } from '@client/config/paths';

export type LazyPage = (load: PageRoute['load']) => () => Promise<{ Component: React.ComponentType }>;

export const routeTree = (page: LazyPage): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.exploreIndex.path, element: <Navigate to={paths.dashboard.getHref()} replace /> },
      ...pageRoutes.map(({ path, load }) => ({ path, lazy: page(load) })),
    ],
  },
];
