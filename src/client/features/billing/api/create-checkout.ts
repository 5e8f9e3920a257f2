// POST /api/billing/checkout: a checkout session for Premium; the browser then goes to its url.
import { fetchJson } from '@client/lib/api-client';
import { paths } from '@client/config/paths';

export const createCheckout = (input: { priceId: string; customerId: string }) =>
  fetchJson<{ url?: string | null; sessionId?: string }>('/api/billing/checkout', {
    method: 'POST',
    json: { ...input, returnUrl: paths.pricing.getHref() },
  });
