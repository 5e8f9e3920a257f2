// POST /api/billing/checkout/:id/cancel: 'Avbryt' on the built-in checkout closes the session.
import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';

export const cancelCheckout = (id: string) =>
  fetchJson<{ redirectUrl: string }>(`/api/billing/checkout/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    json: {},
  });

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout });
}
