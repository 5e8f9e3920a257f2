// GET /api/deals: the caller's deals, newest activity first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { dealKeys } from './keys';

export const getDeals = async (signal?: AbortSignal) => (await unwrap(api.deals.$get({}, withSignal(signal)))).deals;

export const getDealsQueryOptions = () =>
  queryOptions({ queryKey: dealKeys.list(), queryFn: ({ signal }) => getDeals(signal) });

export function useDeals(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getDealsQueryOptions(), enabled: opts.enabled !== false });
}
