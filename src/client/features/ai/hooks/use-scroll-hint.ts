// The scroll-down hint of the /ai page shows while the page is scrolled less than 200 px.
import { useEffect, useState } from 'react';
import { TIMING } from '@shared/constants';

export function useScrollHint() {
  const [visible, setVisible] = useState(() => typeof window === 'undefined' || window.scrollY < TIMING.scrollHintPx);
  useEffect(() => {
    const update = () => setVisible(window.scrollY < TIMING.scrollHintPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return visible;
}
