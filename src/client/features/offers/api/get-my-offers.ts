// GET /api/me/offers: the caller's offers in every state, newest first; refreshed by realtime events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { TIMING } from '@shared/constants';
import type { TOffer } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export async function getMyOffers(signal?: AbortSignal): Promise<TOffer[]> {
  return (await unwrap(api.me.offers.$get({}, withSignal(signal)))).items;
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
