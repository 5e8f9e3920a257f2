// Imported first by main.tsx: starts loading the current URL's page chunk (and, through Vite's preload
// helper, that chunk's imports) while the browser is still running the rest of the entry — React, the
// router, the layout — instead of after the router has started. It imports only the route table; a miss
// just means the router loads the page itself when it starts.
import { matchPage } from './pages';

// the router asks for the same module when it starts and reports a failure then
matchPage(window.location.pathname)
  ?.load()
  .catch(() => undefined);
