// The app's routes, shared by the browser (main.tsx, inside a BrowserRouter) and the server's render of public
// pages (entry-server.tsx, inside a StaticRouter): the frame, and in it the page the address matches in the
// table of pages.ts (lazy-page.tsx loads it), or the not-found page.
import { Component, type ReactNode } from 'react';
import { Navigate, ParamsProvider, useLocation } from '@client/lib/router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { LazyPage } from './lazy-page';
import { matchRoute, pageRoutes } from './pages';
import { paths } from '@client/config/paths';

const notFound = pageRoutes.find((route) => route.path === '*')!;
const exploreIndex = paths.exploreIndex.path.toLowerCase();
const NO_PARAMS: Record<string, string> = {};

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
  const match = matchRoute(pathname);
  const page =
    pathname.replace(/\/+$/, '').toLowerCase() === exploreIndex ? (
      <Navigate to={paths.dashboard.getHref()} replace />
    ) : (
      <ParamsProvider params={match?.params ?? NO_PARAMS}>
        <LazyPage load={(match?.route ?? notFound).load} />
      </ParamsProvider>
    );
  return (
    <RouteErrorBoundary at={pathname}>
      <RootLayout>{page}</RootLayout>
    </RouteErrorBoundary>
  );
}
