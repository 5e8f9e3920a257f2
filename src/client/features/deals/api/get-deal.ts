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

/** where the browser downloads the agreement and a milestone's calendar event */
export const dealPdfHref = (id: string) => `/api/deals/${encodeURIComponent(id)}/pdf`;
export const milestoneIcsHref = (id: string, mid: string) =>
  `/api/deals/${encodeURIComponent(id)}/milestones/${encodeURIComponent(mid)}/ics`;
