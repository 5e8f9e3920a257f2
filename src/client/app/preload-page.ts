// Imported first by main.tsx: loads the current URL's page chunk while the browser is still running the rest
// of the entry — React, the router, the layout. main.tsx draws the app once it is here, so the page is drawn
// in one pass; it imports only the route table and the page loader.
//
// A page the server rendered lists the chunks its module needs (#page-chunks, decision 220). They are
// preloaded a few per task before the page is imported: Vite's preload helper then finds them and adds
// nothing, where it would add every missing <link> in one task — ~55 for /explore/business, 195 ms at 4× CPU
// while the page hydrates. Listing them as <link>s in the HTML instead started them before the first
// paint, competing with it on a slow connection.
import { loadPage } from './lazy-page';
import { matchPage } from './pages';

/** links added per task: each costs the main thread about 1 ms on a phone */
const PER_TASK = 6;

function listedChunks(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById('page-chunks')?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && x.startsWith('/')) : [];
  } catch {
    return [];
  }
}

async function preloadListed() {
  const chunks = listedChunks();
  for (let i = 0; i < chunks.length; i += PER_TASK) {
    for (const href of chunks.slice(i, i + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    // the next few in a task of their own
    if (i + PER_TASK < chunks.length) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const page = matchPage(window.location.pathname);

/** settles when the current page's module is loaded or has failed (the page then shows the failure) */
export const currentPageLoaded: Promise<unknown> = preloadListed().then(() =>
  page ? loadPage(page.load).catch(() => undefined) : undefined,
);
