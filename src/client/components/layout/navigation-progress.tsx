// A thin bar across the top while a link's page is on its way: the page being left stays on screen until the
// next one can be drawn (lib/router.tsx), and on a slow connection a tap would otherwise seem to do nothing.
import { useNavigationPending } from '@client/lib/router';

export function NavigationProgress() {
  const pending = useNavigationPending();
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Laddar nästa sida"
      className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20"
    />
  );
}
