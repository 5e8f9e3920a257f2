// GET /api/admin/reports?state=&cursor=: reports of offers, users, messages and deals, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import type { TAdminReportsQuery } from '@shared/schemas/trust';
import { adminKeys } from './keys';

export type { TAdminReport } from '@shared/schemas/trust.response';

export const getReports = (state: TAdminReportsQuery['state'], cursor: string | null, signal?: AbortSignal) =>
  unwrap(api.admin.reports.$get({ query: cursor ? { state, cursor } : { state } }, withSignal(signal)));

/** The pages read so far; `total` (every report in the state) comes with each page. */
export function useReports(state: TAdminReportsQuery['state'], opts: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: adminKeys.reportList(state),
    queryFn: ({ pageParam, signal }) => getReports(state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: 60_000,
    enabled: opts.enabled !== false,
  });
}
