// GET /api/billing/plans: Basic and Premium, with the server's offer limit; the shared defaults until it answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { PLANS, type Plan } from '@shared/plans';

export const getPlans = async (signal?: AbortSignal): Promise<Plan[]> =>
  (await unwrap(api.billing.plans.$get({}, withSignal(signal)))).plans;

export const getPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
    placeholderData: PLANS,
  });

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
