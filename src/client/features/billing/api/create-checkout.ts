// POST /api/billing/checkout: a checkout session for Premium; the browser then goes to its url.
import { api, unwrap } from '@client/lib/api-client';
import { paths } from '@client/config/paths';

export const createCheckout = (input: { priceId: string; customerId: string }) =>
  unwrap(api.billing.checkout.$post({ json: { ...input, returnUrl: paths.pricing.getHref() } }));
