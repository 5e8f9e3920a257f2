// GET /api/deals/:id: one deal with versions, signatures, milestones and its audit trail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { dealKeys } from './keys';

export const getDeal = (id: string, signal?: AbortSignal) =>
  unwrap(api.deals[':id'].$get({ param: pathParams({ id }) }, withSignal(signal)));

export const getDealQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealKeys.one(id), queryFn: ({ signal }) => getDeal(id, signal), retry: false });

export function useDeal(id: string) {
  return useQuery(getDealQueryOptions(id));
}

/** GET /api/admin/deals/:id: a deal a party has reported, read-only for the admin. */
export const getReportedDeal = (id: string, signal?: AbortSignal) =>
  unwrap(api.admin.deals[':id'].$get({ param: pathParams({ id }) }, withSignal(signal)));

export function useReportedDeal(id: string) {
  return useQuery({
    queryKey: [...dealKeys.one(id), 'admin'],
    queryFn: ({ signal }) => getReportedDeal(id, signal),
    retry: false,
  });
}

/** where the browser downloads the agreement and a milestone's calendar event */
export const dealPdfHref = (id: string) => `/api/deals/${encodeURIComponent(id)}/pdf`;
export const milestoneIcsHref = (id: string, mid: string) =>
  `/api/deals/${encodeURIComponent(id)}/milestones/${encodeURIComponent(mid)}/ics`;
