// The explore view's filters live in the URL query (q, tags, sort, location and the Premium filters), so a filtered
// view survives a reload and can be shared.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@client/lib/router';
import { SORT_ORDERS, type OfferType, type SortOrder } from '@shared/constants';
import type { OfferListFilters } from '@client/features/offers/api/keys';

const isSort = (v: string | null): v is SortOrder => (SORT_ORDERS as readonly string[]).includes(v ?? '');

export type ExploreParamsPatch = Partial<{
  q: string;
  tags: string[];
  sort: SortOrder | null;
  location: string;
  places: string;
  budget_min: string;
  budget_max: string;
  min_reach: string;
  region: string;
}>;

export function useExploreParams(type: OfferType, isPremium: boolean) {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();

  const filters = useMemo<OfferListFilters>(() => {
    const p = new URLSearchParams(raw);
    const tags = (p.get('tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const sort = p.get('sort');
    return {
      type,
      q: p.get('q') ?? '',
      tags: [...new Set(tags)],
      sort: isSort(sort) ? sort : null,
      location: p.get('location') ?? '',
      min_reach: p.get('min_reach') ?? '',
      region: p.get('region') ?? '',
      ...(isPremium
        ? {
            places: p.get('places') ?? '',
            budget_min: p.get('budget_min') ?? '',
            budget_max: p.get('budget_max') ?? '',
          }
        : {}),
    };
  }, [raw, type, isPremium]);

  const update = useCallback(
    (patch: ExploreParamsPatch) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            const text = Array.isArray(value) ? value.join(',') : (value ?? '');
            if (text.trim()) next.set(key, key === 'q' ? text : text.trim());
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const hasFilters = Boolean(
    filters.q.trim() ||
    filters.tags.length ||
    filters.location?.trim() ||
    filters.places?.trim() ||
    filters.budget_min?.trim() ||
    filters.budget_max?.trim() ||
    filters.min_reach?.trim() ||
    filters.region,
  );
  const clear = useCallback(
    () =>
      update({ q: '', tags: [], location: '', places: '', budget_min: '', budget_max: '', min_reach: '', region: '' }),
    [update],
  );
  return { filters, update, clear, hasFilters };
}
