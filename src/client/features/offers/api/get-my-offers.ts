// GET /api/me/offers: the caller's offers in every state, newest first; refreshed by realtime events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import { TIMING } from '@shared/constants';
import type { TOffer } from '@shared/schemas/offer';
import { itemsOf, offerKeys } from './keys';

export async function getMyOffers(signal?: AbortSignal): Promise<TOffer[]> {
  return itemsOf(await fetchJson<{ items: TOffer[] } | TOffer[]>('/api/me/offers', { signal }));
}

export const getMyOffersQueryOptions = () =>
  queryOptions({
    queryKey: offerKeys.mine(),
    queryFn: ({ signal }) => getMyOffers(signal),
    staleTime: TIMING.offerListStaleMs,
  });

export function useMyOffers(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyOffersQueryOptions(), enabled: opts.enabled !== false });
}
