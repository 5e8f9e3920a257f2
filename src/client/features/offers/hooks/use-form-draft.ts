// Keeps what the user typed in an offer form in localStorage, so a reload or a failed save loses nothing.
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import type { TOfferFormInput } from '@shared/schemas/offer';

const PREFIX = 'samverka-offer-draft:';

export function readDraft(key: string): Partial<TOfferFormInput> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<TOfferFormInput>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** Saves the form's values under `key` shortly after every change; returns a function that forgets the draft. */
export function useFormDraft(key: string, watch: UseFormWatch<TOfferFormInput>, enabled = true) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<unknown>(null);
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      if (latest.current === null) return;
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify(latest.current));
      } catch {
        // storage full or unavailable: the form still holds the values
      }
      latest.current = null;
    };
    const sub = watch((values) => {
      latest.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, 300);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      sub.unsubscribe();
      clearTimeout(timer.current);
      flush();
      window.removeEventListener('pagehide', flush);
    };
  }, [key, watch, enabled]);
  return useCallback(() => {
    clearTimeout(timer.current);
    latest.current = null;
    clearDraft(key);
  }, [key]);
}
