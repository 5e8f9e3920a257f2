// `<html data-ready>`: the app answers clicks (hydrated or drawn). The journeys wait for it.
import { useEffect } from 'react';

let markReady: () => void = () => undefined;
/** Settles once the page answers clicks: what can wait (a first visit's notice) waits for it. */
export const pageReady = new Promise<void>((resolve) => (markReady = resolve));

/**
 * Sets `<html data-ready>` when it mounts. main.tsx renders one beside the app when the browser draws the
 * page itself; a page the server rendered gets it from the one inside the page's Suspense boundary
 * (root-layout.tsx), because React hydrates that boundary after the frame: marked from the frame, a page
 * could be called ready while its own buttons were still server HTML.
 */
export function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    markReady();
  }, []);
  return null;
}
