// POST /api/billing/checkout/:id/pay: pays the built-in checkout with a card number; activates Premium.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { BILLING_TEXTS } from '@shared/billing-texts';
import { subscriptionQueryKey } from './get-subscription';

export const ZCardForm = z.object({
  cardNumber: z
    .string()
    .trim()
    .min(1, 'Ange kortnumret.')
    .refine((v) => /^\d{12,19}$/.test(v.replace(/[\s-]/g, '')), BILLING_TEXTS.errors.cardInvalid),
});
export type TCardForm = z.infer<typeof ZCardForm>;

export const payCheckout = ({ id, cardNumber }: { id: string; cardNumber: string }) =>
  unwrap(api.billing.checkout[':id'].pay.$post({ param: pathParams({ id }), json: { cardNumber } }));

export function usePayCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payCheckout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
