// POST /api/billing/cancel: ends Premium at the period end; the caller keeps access until then.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import { subscriptionQueryKey, type SubscriptionState } from './get-subscription';

export const cancelSubscription = () =>
  fetchJson<{ message: string; subscription: SubscriptionState }>('/api/billing/cancel', { method: 'POST', json: {} });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
