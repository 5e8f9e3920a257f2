// In-page navigation for the landing page's anchors.
/** Smooth-scrolls to a section and moves focus there, so keyboard users land where they looked. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  // keep the router's history state; only the hash changes
  history.replaceState(history.state, '', `#${id}`);
}
