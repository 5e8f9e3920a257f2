// GET /api/billing/plans: Basic and Premium, with the server's offer limit and whether payment is
// available at all; the shared defaults until it answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { PLANS } from '@shared/plans';

export const getPlans = async (signal?: AbortSignal) => unwrap(api.billing.plans.$get({}, withSignal(signal)));

export const getPlansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
    placeholderData: { plans: PLANS, paymentAvailable: true },
  });

export function usePlans() {
  return useQuery({ ...getPlansQueryOptions(), select: (r) => r.plans });
}

/** false when the server has no payment provider (production without Stripe) */
export function usePaymentAvailable(): boolean {
  return useQuery({ ...getPlansQueryOptions(), select: (r) => r.paymentAvailable !== false }).data ?? true;
}
