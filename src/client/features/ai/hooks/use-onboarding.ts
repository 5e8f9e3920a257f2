// The onboarding dialog opens by itself once, about 1 s after the first visit (local-storage flag).
import { useEffect, useState } from 'react';
import { TIMING } from '@shared/constants';

export const ONBOARDING_KEY = 'samverka-ai-onboarding-seen';

function seen(): boolean {
  try {
    return localStorage.getItem(ONBOARDING_KEY) === '1';
  } catch {
    return true; // no storage: never nag
  }
}

export function useOnboarding() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (seen()) return;
    const id = setTimeout(() => {
      try {
        localStorage.setItem(ONBOARDING_KEY, '1');
      } catch {
        // ignore
      }
      setOpen(true);
    }, TIMING.onboardingOpenMs);
    return () => clearTimeout(id);
  }, []);
  return { open, setOpen };
}
