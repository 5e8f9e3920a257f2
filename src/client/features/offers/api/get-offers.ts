// GET /api/offers: one page of approved offers of a type, with search, tags, sort and a cursor.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { TIMING } from '@shared/constants';
import type { TOfferList } from '@shared/schemas/offer';
import { offerKeys, type OfferListFilters } from './keys';

export const OFFER_PAGE_SIZE = 24;
const LAST_LIST_KEY = 'samverka-offers-last:';

/** The query string of a list: only what is set, so equal filters give equal (cacheable) URLs. */
export function offersQuery(f: OfferListFilters, cursor?: string | null) {
  const query: InferRequestType<typeof api.offers.$get>['query'] = { type: f.type, limit: String(OFFER_PAGE_SIZE) };
  // without an explicit order the server ranks a search by relevance (newest first otherwise)
  if (f.sort) query.sort = f.sort;
  if (f.q.trim()) query.q = f.q.trim();
  if (f.tags.length) query.tags = f.tags.join(',');
  if (f.location?.trim()) query.location = f.location.trim();
  if (f.places?.trim()) query.places = f.places.trim();
  if (f.budget_min?.trim()) query.budget_min = f.budget_min.trim();
  if (f.budget_max?.trim()) query.budget_max = f.budget_max.trim();
  if (f.min_reach?.trim()) query.min_reach = f.min_reach.trim();
  if (f.region) query.region = f.region;
  if (cursor) query.cursor = cursor;
  return query;
}

export function getOffers(f: OfferListFilters, cursor?: string | null, signal?: AbortSignal): Promise<TOfferList> {
  return unwrap(api.offers.$get({ query: offersQuery(f, cursor) }, withSignal(signal)));
}

/** The last list this browser saw for a type, kept so explore has something to show when offline. */
export function readLastList(type: string): TOfferList | null {
  try {
    const raw = localStorage.getItem(LAST_LIST_KEY + type);
    return raw ? (JSON.parse(raw) as TOfferList) : null;
  } catch {
    return null;
  }
}

function rememberList(type: string, list: TOfferList) {
  try {
    localStorage.setItem(LAST_LIST_KEY + type, JSON.stringify({ items: list.items, next_cursor: null }));
  } catch {
    // storage full: the offline fallback falls back to the samples
  }
}

export const getOffersQueryOptions = (f: OfferListFilters) =>
  infiniteQueryOptions({
    queryKey: offerKeys.list(f),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getOffers(f, pageParam, signal);
      // only the unfiltered first page is a fair stand-in for the whole list of the type
      if (
        !pageParam &&
        !f.q.trim() &&
        f.tags.length === 0 &&
        !f.location &&
        !f.places &&
        !f.budget_min &&
        !f.budget_max &&
        !f.min_reach &&
        !f.region
      )
        rememberList(f.type, page);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: TIMING.offerListStaleMs,
  });

export function useOffers(f: OfferListFilters) {
  return useInfiniteQuery({ ...getOffersQueryOptions(f), placeholderData: keepPreviousData });
}

export type OfferPages = InfiniteData<TOfferList, string | null>;
