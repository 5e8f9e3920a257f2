// The server's render of a public page (issue 22), built by `vite build --ssr` into dist/server and
// called by the Hono server (src/server/features/discovery/render-page.ts) for a visitor without a
// session. The page is rendered with the data its queries ask for: a first render names the queries,
// they are fetched (through the server's own app, in process, as a visitor), and the page is rendered
// again with their answers; the answers go to the browser with the HTML, so hydration draws the same.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@client/lib/router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/route-tree';
import { loadPage } from './app/lazy-page';
import { matchPage } from './app/pages';
import { sendRequestsThrough } from './lib/api-client';
import { authQueryKey } from './lib/auth';
import { TIMING } from '@shared/constants';

export interface RenderedPage {
  /** the markup inside #root */
  html: string;
  /** what main.tsx needs to hydrate: the query cache */
  state: unknown;
  /** the page's module (routes/<module>.tsx): the server names its chunks in the HTML */
  module: string;
}

/** at most this many rounds of queries (a query that needs another's answer waits one round) */
const ROUNDS = 3;

/** how renderToString marks a Suspense boundary left to the browser */
const SUSPENDED = '<!--$!-->';

/** Where the page's API calls go: the server's app.request. Only reads: a render never changes anything. */
export function answerRequestsWith(fetcher: (path: string, init: RequestInit) => Promise<Response>) {
  sendRequestsThrough(async (input, init) => {
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return new Response(null, { status: 405 });
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return fetcher(url, { ...init, credentials: undefined });
  });
}

const runnable = (q: Query) => {
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  const on = typeof enabled === 'function' ? enabled(q) : enabled !== false;
  return on && q.state.status === 'pending' && q.state.fetchStatus === 'idle';
};

/** The page at `url` (path and query) as a visitor sees it, or null when it is no page to render here. */
export async function render(url: string): Promise<RenderedPage | null> {
  const page = matchPage(new URL(url, 'http://samverka.local').pathname);
  if (!page) return null;
  // loaded once per process, then drawn at once (lazy-page.tsx)
  await loadPage(page.load);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: TIMING.offerListStaleMs } },
  });
  // a visitor: the session probe is answered already
  client.setQueryData(authQueryKey, null);
  const tree = (
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
  // renderToString gives the fallback of a part still being loaded (React.lazy): such a page is prerendered
  // once, which waits until every part is loaded (they stay loaded, for every later render), and drawn again
  const draw = async () => {
    const html = renderToString(tree);
    if (!html.includes(SUSPENDED)) return html;
    const { prelude } = await prerenderToNodeStream(tree);
    for await (const chunk of prelude) void chunk;
    return renderToString(tree);
  };
  let html = await draw();
  // a query that failed is left out: the browser asks again, and both draw its loading state
  const tried = new Set<string>();
  const cache = client.getQueryCache();
  for (let round = 0; round < ROUNDS; round++) {
    const wanted = cache.getAll().filter((q) => runnable(q) && !tried.has(q.queryHash));
    if (wanted.length === 0) break;
    for (const q of wanted) tried.add(q.queryHash);
    await Promise.all(wanted.map((q) => q.fetch().catch(() => undefined)));
    for (const q of cache.findAll({ predicate: (q) => q.state.status === 'error' })) cache.remove(q);
    html = await draw();
  }
  return { html, state: dehydrate(client), module: page.module };
}
