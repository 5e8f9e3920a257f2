// For what nobody sees in the first moment (content below the fold, background hooks, the floating
// widget): mounted once the first page of the visit has been painted, so it never holds that paint back.
import { useEffect, useState, type ReactNode } from 'react';

let painted = false;

/**
 * false on the first render of the visit's first page, true from the task after the next frame on
 * (or after 1 s, for a tab that paints no frames); true at once on every page after that.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer: number | undefined;
    const done = () => {
      window.clearTimeout(fallback);
      painted = true;
      setReady(true);
    };
    // requestAnimationFrame runs just before the frame is painted; the task it schedules runs after it
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(done, 0);
    });
    const fallback = window.setTimeout(done, 1000);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, [ready]);
  return ready;
}

/**
 * Its children once the visit's first page has painted. The state lives here, not in the frame that holds
 * it: a re-render of the frame would reach the page's Suspense boundary while React may still be hydrating
 * it, and an update at this priority makes React hydrate the whole page in that one task (lib/hydration.ts).
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useAfterFirstPaint() ? children : fallback;
}

/** the visit's first page has been painted (what useAfterFirstPaint would start with) */
export const firstPaintDone = () => painted;
