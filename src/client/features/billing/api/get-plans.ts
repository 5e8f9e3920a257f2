// GET /api/billing/plans: Basic and Premium, with the server's offer limit and whether payment is
// available at all; the shared defaults until it answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import { PLANS, type Plan } from '@shared/plans';

interface PlansAnswer {
  plans: Plan[];
  /** false when the server has no payment provider (production without Stripe) */
  paymentAvailable?: boolean;
}

export const getPlans = () => fetchJson<PlansAnswer>('/api/billing/plans');

export const getPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: getPlans,
    staleTime: 5 * 60_000,
    placeholderData: { plans: PLANS, paymentAvailable: true },
  });

export function usePlans() {
  return useQuery({ ...getPlansQueryOptions(), select: (r) => r.plans });
}

export function usePaymentAvailable(): boolean {
  return useQuery({ ...getPlansQueryOptions(), select: (r) => r.paymentAvailable !== false }).data ?? true;
}
