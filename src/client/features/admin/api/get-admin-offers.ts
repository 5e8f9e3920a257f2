// GET /api/admin/offers?state=: the offers of one state, newest first, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import type { AdminOfferState } from '@shared/schemas/moderation';
import { adminKeys } from './keys';

export type AdminOfferPage = InferResponseType<typeof api.admin.offers.$get, 200>;
export type AdminOfferDto = AdminOfferPage['items'][number];

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
