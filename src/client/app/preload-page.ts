// Imported first by main.tsx: starts loading the current URL's page chunk (and, through Vite's preload
// helper, that chunk's imports) while the browser is still running the rest of the entry — React, the
// router, the layout. main.tsx draws the app once it is here, so the page is drawn in one pass; it imports
// only the route table and the page loader.
import { loadPage } from './lazy-page';
import { matchPage } from './pages';

const page = matchPage(window.location.pathname);

/** settles when the current page's module is loaded or has failed (the page then shows the failure) */
export const currentPageLoaded: Promise<unknown> = page
  ? loadPage(page.load).catch(() => undefined)
  : Promise.resolve();
