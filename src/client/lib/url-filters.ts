// Filters kept in the page's address (/projekt, /talanger, /stiftelser): set or clear them in place, so
// a filtered list can be shared and survives a reload without filling the history.
import { useSearchParams } from '@client/lib/router';

export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  /** sets each given filter, or removes it when empty */
  const update = (patch: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const set = (key: string, value: string | null | undefined) => update({ [key]: value });
  return { params, set, update };
}

/** the trimmed text of the named fields of a submitted search form */
export function formTexts(form: HTMLFormElement, keys: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(keys.map((key) => [key, String(data.get(key) ?? '').trim()]));
}
