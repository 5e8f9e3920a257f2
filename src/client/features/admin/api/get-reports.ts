// GET /api/admin/reports?state=: reports of offers, users and messages, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import type { TAdminReportsQuery } from '@shared/schemas/trust';
import { adminKeys } from './keys';

export type { TAdminReport } from '@shared/schemas/trust.response';

export const getReports = (state: TAdminReportsQuery['state'], signal?: AbortSignal) =>
  unwrap(api.admin.reports.$get({ query: { state } }, withSignal(signal)));

export const getReportsQueryOptions = (state: TAdminReportsQuery['state']) =>
  queryOptions({
    queryKey: adminKeys.reportList(state),
    queryFn: ({ signal }) => getReports(state, signal),
    refetchInterval: 60_000,
  });

export function useReports(state: TAdminReportsQuery['state'], opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getReportsQueryOptions(state), enabled: opts.enabled !== false });
}
