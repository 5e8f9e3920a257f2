// GET /api/admin/offers?state=: the offers of one state, newest first, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import type { AdminOfferState } from '@shared/schemas/moderation';
import type { TAdminOffer, TAdminOfferPage } from '@shared/schemas/moderation.response';
import { adminKeys } from './keys';

export type AdminOfferPage = TAdminOfferPage;
export type AdminOfferDto = TAdminOffer;

const PAGE_SIZE = 50;
/** A password admin has no realtime stream: new offers show up within this time anyway. */
const REFRESH_MS = 30_000;

export function getAdminOffers(state: AdminOfferState, cursor: string | null, signal?: AbortSignal) {
  const query = { state, limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) };
  return unwrap(api.admin.offers.$get({ query }, withSignal(signal)));
}

export const getAdminOffersQueryOptions = (state: AdminOfferState) =>
  infiniteQueryOptions({
    queryKey: adminKeys.offerList(state),
    queryFn: ({ pageParam, signal }) => getAdminOffers(state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: REFRESH_MS,
  });

export function useAdminOffers(state: AdminOfferState, opts: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getAdminOffersQueryOptions(state), enabled: opts.enabled !== false });
}
