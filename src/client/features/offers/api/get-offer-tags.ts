// GET /api/offers/tags: the tags of approved offers of a type with how many offers carry each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { TIMING, type OfferType } from '@shared/constants';
import type { TTagCount } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export async function getOfferTags(type: OfferType, signal?: AbortSignal): Promise<TTagCount[]> {
  return (await unwrap(api.offers.tags.$get({ query: { type } }, withSignal(signal)))).items;
}

export const getOfferTagsQueryOptions = (type: OfferType) =>
  queryOptions({
    queryKey: offerKeys.tags(type),
    queryFn: ({ signal }) => getOfferTags(type, signal),
    staleTime: TIMING.offerListStaleMs,
  });

export function useOfferTags(type: OfferType) {
  return useQuery(getOfferTagsQueryOptions(type));
}
