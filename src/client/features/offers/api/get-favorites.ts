// GET /api/me/favorites: the caller's favourite offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { TIMING } from '@shared/constants';
import type { TOffer } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export async function getFavorites(signal?: AbortSignal): Promise<TOffer[]> {
  return (await unwrap(api.me.favorites.$get({}, withSignal(signal)))).items;
}

export const getFavoritesQueryOptions = () =>
  queryOptions({
    queryKey: offerKeys.favorites(),
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: TIMING.offerListStaleMs,
  });

export function useFavorites(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getFavoritesQueryOptions(), enabled: opts.enabled !== false });
}
