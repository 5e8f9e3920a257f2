// GET /api/profiles/:id/offers: approved offers for everyone, every state for the owner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { TIMING } from '@shared/constants';
import { profileKeys } from './keys';

export const getProfileOffers = async (id: string, signal?: AbortSignal) =>
  (await unwrap(api.profiles[':id'].offers.$get({ param: pathParams({ id }) }, withSignal(signal)))).items;

export const getProfileOffersQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    // the answer depends on who asks (the owner also gets pending offers)
    queryKey: [...profileKeys.offers(id), viewerId ?? 'anonymous'] as const,
    queryFn: ({ signal }) => getProfileOffers(id, signal),
    staleTime: TIMING.offerListStaleMs,
  });

export function useProfileOffers(id: string, viewerId: string | null) {
  return useQuery(getProfileOffersQueryOptions(id, viewerId));
}
