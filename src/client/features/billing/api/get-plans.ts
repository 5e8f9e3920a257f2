// GET /api/billing/plans: Basic and Premium, with the server's offer limit; the shared defaults until it answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import { PLANS, type Plan } from '@shared/plans';

export const getPlans = () => fetchJson<{ plans: Plan[] }>('/api/billing/plans').then((r) => r.plans);

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'plans'], queryFn: getPlans, staleTime: 5 * 60_000, placeholderData: PLANS });

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
