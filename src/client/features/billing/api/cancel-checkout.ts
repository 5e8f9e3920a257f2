// POST /api/billing/checkout/:id/cancel: 'Avbryt' on the built-in checkout closes the session.
import { useMutation } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';

export const cancelCheckout = (id: string) =>
  unwrap(api.billing.checkout[':id'].cancel.$post({ param: pathParams({ id }) }));

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout });
}
