// POST /api/billing/cancel: ends Premium at the period end; the caller keeps access until then.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

export const cancelSubscription = () => unwrap(api.billing.cancel.$post({ json: {} }));

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
