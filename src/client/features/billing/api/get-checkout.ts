// GET /api/billing/checkout/:id: the built-in checkout session (plan, price, state).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';

export interface LocalCheckout {
  id: string;
  status: 'open' | 'paid' | 'canceled' | 'expired';
  expires_at: string;
  plan: { id: string; name: string; price: string; amount_sek: number };
}

export const getCheckout = (id: string) => fetchJson<LocalCheckout>(`/api/billing/checkout/${encodeURIComponent(id)}`);

export const getCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['billing', 'checkout', id], queryFn: () => getCheckout(id), retry: false });

export function useCheckout(id: string, enabled: boolean) {
  return useQuery({ ...getCheckoutQueryOptions(id), enabled });
}
