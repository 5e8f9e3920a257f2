// A page's code is loaded when the page is first opened. After a new release the old chunk names are gone
// from the server, and a tab opened before the release fails to load the page it navigates to. Such a tab
// reloads itself once (it then gets the new release's entry and chunk names); a second failure on the same
// page, or a failure while offline, is shown by the route's error page in Swedish.
const RELOADED_KEY = 'samverka:chunk-reloaded';

/** The messages Chromium, Firefox and Safari give when a dynamic import's module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk/i.test(
      error.message,
    )
  );
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Loads a page's code. `target` is the address being opened: during a navigation the address bar still shows
 * the page being left, so the router's pending location is what a reload must open.
 */
export async function loadChunk<T>(load: () => Promise<T>, target: () => string): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return loaded;
  } catch (error) {
    const here = target();
    if (isChunkLoadError(error) && !isOffline() && sessionStorage.getItem(RELOADED_KEY) !== here) {
      sessionStorage.setItem(RELOADED_KEY, here);
      window.location.assign(here);
      // the page is going away: never settle, so the router shows nothing meanwhile
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

/** What the error page says about a page whose code could not be loaded, or null for other errors. */
export function chunkErrorText(error: unknown): string | null {
  if (!isChunkLoadError(error)) return null;
  return isOffline()
    ? 'Du är offline, och den här sidan har inte öppnats tidigare på den här enheten. Anslut till internet och försök igen.'
    : 'Sidan kunde inte laddas. Samverka har troligen uppdaterats – ladda om sidan för att hämta den nya versionen.';
}
