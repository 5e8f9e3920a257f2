// Offers saved in this browser while the database could not be reached (spec §4: id 'local-…').
// They live in localStorage so a reload or a closed tab never loses them; useLocalOfferSync submits them.
import { useSyncExternalStore } from 'react';
import type { TOffer, TOfferFormInput } from '@shared/schemas/offer';

export const LOCAL_OFFERS_KEY = 'samverka-local-offers';
const CHANGE_EVENT = 'samverka-local-offers-change';

export type LocalOffer = {
  id: string;
  created_at: string;
  /** the signed-in user when it was saved; null when saved while signed out */
  user_id: string | null;
  values: TOfferFormInput;
  /** set when the server refused it for good (validation, permission); it is then not retried */
  error?: string;
};

const EMPTY: LocalOffer[] = [];
let cachedRaw: string | null = null;
let cachedList: LocalOffer[] = EMPTY;

function read(): LocalOffer[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(LOCAL_OFFERS_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed)
      ? (parsed as LocalOffer[]).filter((o) => typeof o?.id === 'string' && o.id.startsWith('local-') && o.values)
      : EMPTY;
  } catch {
    cachedList = EMPTY;
  }
  return cachedList;
}

function write(list: LocalOffer[]) {
  localStorage.setItem(LOCAL_OFFERS_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function getLocalOffers(): LocalOffer[] {
  return read();
}

/** Stores a local entry; throws only when the browser refuses storage (then the caller keeps the form). */
export function saveLocalOffer(values: TOfferFormInput, userId: string | null): LocalOffer {
  const entry: LocalOffer = {
    id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    created_at: new Date().toISOString(),
    user_id: userId,
    values,
  };
  write([...read(), entry]);
  return entry;
}

export function removeLocalOffer(id: string) {
  write(read().filter((o) => o.id !== id));
}

export function markLocalOfferFailed(id: string, error: string) {
  write(read().map((o) => (o.id === id ? { ...o, error } : o)));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_OFFERS_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The local entries, re-rendered on change (also from other tabs). */
export function useLocalOffers(): LocalOffer[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** A locally saved (not yet submitted) offer shown like one from the server, unapproved. */
export const localToOffer = (entry: LocalOffer): TOffer => ({
  id: entry.id,
  type: entry.values.type,
  title: entry.values.title ?? '',
  organization: entry.values.organization ?? '',
  location: entry.values.location || null,
  budget: entry.values.budget || null,
  timeframe: entry.values.timeframe || null,
  description: entry.values.description ?? '',
  tags: entry.values.tags ?? [],
  logo: entry.values.logo || null,
  featured: false,
  created_at: entry.created_at,
  user_id: entry.user_id,
  phone: entry.values.phone ?? null,
  contact_info: entry.values.contact_info ?? null,
  is_approved: false,
  target_audience: entry.values.target_audience || null,
  expected_views: entry.values.expected_views || null,
  owner: null,
});
