// Where the window scrolls when the address changes (lib/router.tsx follows the address only): a new page
// starts at the top, or at its #anchor; Back and Forward return to where the person was on that entry, this visit or before a reload (kept in sessionStorage per history entry).
// Leaving the address as it is (the offer dialog's own history entry) leaves the scroll alone.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@client/lib/router';

const STORAGE_KEY = 'samverka:scroll';

/** the page is smooth-scrolled by CSS (in-page anchors); a new page jumps */
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

function readSaved(): Map<string, number> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return new Map(raw ? (JSON.parse(raw) as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/** a history entry's key; a tab's first entry has none of its own ('default'), so its address tells it apart */
const entryKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

let saved: Map<string, number> | null = null;
const positions = () => (saved ??= readSaved());

/** the entry on screen: scroll events are noted under it (set before its first jump, so that one counts too) */
let shownKey: string | null = null;

export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const key = entryKey(location);

  useEffect(() => {
    // the browser's own restoration would jump before the page is drawn
    history.scrollRestoration = 'manual';
    const remember = () => {
      if (shownKey !== null) positions().set(shownKey, window.scrollY);
    };
    const keep = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions()].slice(-50)));
      } catch {
        // storage full or unavailable: positions are kept for this page's life only
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  // before paint, when the new entry's page is drawn
  useLayoutEffect(() => {
    shownKey = key;
    if (action === 'POP') {
      const y = positions().get(key);
      if (y !== undefined) jumpTo(y);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'instant' });
        return;
      }
    }
    jumpTo(0);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per history entry
  return null;
}
