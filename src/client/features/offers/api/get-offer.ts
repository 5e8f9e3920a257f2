// GET /api/offers/:id: one offer (approved, the caller's own, or any for an admin).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { TIMING } from '@shared/constants';
import type { TOffer } from '@shared/schemas/offer';
import { offerKeys } from './keys';

export function getOffer(id: string, signal?: AbortSignal): Promise<TOffer> {
  return unwrap(api.offers[':id'].$get({ param: pathParams({ id }) }, withSignal(signal)));
}

export const getOfferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => getOffer(id, signal),
    staleTime: TIMING.offerListStaleMs,
  });

export function useOffer(id: string | null, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getOfferQueryOptions(id ?? ''), enabled: Boolean(id) && opts.enabled !== false });
}
