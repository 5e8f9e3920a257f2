// Inputs of the billing routes.
import { z } from 'zod';
import { BILLING_TEXTS } from '@shared/billing-texts.js';

/** POST /api/billing/checkout: the spec's body {priceId, customerId, returnUrl}; the server decides the customer and return URLs. */
export const ZCreateCheckoutRequest = z.object({
  priceId: z.string().max(200).optional(),
  customerId: z.string().max(200).optional(),
  returnUrl: z.string().max(2000).optional(),
});
export type TCreateCheckoutRequest = z.infer<typeof ZCreateCheckoutRequest>;

/** POST /api/billing/checkout/:id/pay on the built-in checkout page */
export const ZPayCheckoutRequest = z.object({
  cardNumber: z
    .string({ error: BILLING_TEXTS.errors.cardInvalid })
    .max(40, BILLING_TEXTS.errors.cardInvalid)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, BILLING_TEXTS.errors.cardInvalid)),
});
export type TPayCheckoutRequest = z.input<typeof ZPayCheckoutRequest>;
