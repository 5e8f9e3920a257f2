// GET /api/billing/checkout/:id: the built-in checkout session (plan, price, state).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocalCheckout } from '@shared/schemas/billing.response';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';

export type LocalCheckout = TLocalCheckout;

export const getCheckout = (id: string, signal?: AbortSignal) =>
  unwrap(api.billing.checkout[':id'].$get({ param: pathParams({ id }) }, withSignal(signal)));

export const getCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'checkout', id],
    queryFn: ({ signal }) => getCheckout(id, signal),
    retry: false,
  });

export function useCheckout(id: string, enabled: boolean) {
  return useQuery({ ...getCheckoutQueryOptions(id), enabled });
}
