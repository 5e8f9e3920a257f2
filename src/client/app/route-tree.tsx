// The app's routes, shared by the browser (main.tsx, inside a BrowserRouter) and the server's render of public
// pages (entry-server.tsx, inside a StaticRouter). React Router's declarative routes: the pages are lazy
// (lazy-page.tsx), and the data router's loaders, actions and fetchers are used nowhere — without them the
// router is about half its size on every first load (issue 22: 32 → 16 KB gzip).
import { Component, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { LazyPage } from './lazy-page';
import { pageRoutes } from './pages';
import { paths } from '@client/config/paths';

/** A page that fails to draw or to load shows the error page instead of the whole frame; another address resets it. */
class RouteErrorBoundary extends Component<{ at: string; children: ReactNode }, { error: unknown; at: string | null }> {
  state = { error: null as unknown, at: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: { at: string }, state: { error: unknown; at: string | null }) {
    // another address: its page gets its own try
    return state.at === props.at ? null : { error: null, at: props.at };
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary at={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.exploreIndex.path} element={<Navigate to={paths.dashboard.getHref()} replace />} />
          {pageRoutes.map(({ path, load }) => (
            <Route key={path} path={path} element={<LazyPage load={load} />} />
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
