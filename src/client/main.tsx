// first: zod (in lazy chunks) never probes for `new Function`, which the CSP refuses (a Chromium issue)
import './lib/zod-no-eval';
// then: starts loading the current page's chunk while the rest of the entry is still being run
import { currentPageLoaded } from './app/preload-page';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@client/lib/router';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/route-tree';
import { Ready } from './app/ready';
import { queryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root')!;
// a public page rendered by the server (issue 22) comes with its queries' answers: hydrated, not drawn anew
const serverState = document.getElementById('ssr-state');
if (serverState?.textContent) hydrate(queryClient, JSON.parse(serverState.textContent));

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {!serverState && <Ready />}
    </AppProvider>
  </StrictMode>
);
const render = () => {
  // Hydrated as a transition: React then works in slices and gives the main thread back between them (a
  // default-priority hydration is one task of several hundred milliseconds on a phone: Lighthouse's TBT), and
  // a click on a part not yet hydrated makes React hydrate that part first. The page is already painted.
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
};

// The first render waits until the current page's module is here (or has failed), so the page is drawn in
// one pass rather than as the loading fallback followed by the page.
void currentPageLoaded.then(render);
