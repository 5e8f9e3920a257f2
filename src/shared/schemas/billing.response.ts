// Answers of the billing routes (API.md).
import { z } from 'zod';

export const ZPlan = z.object({
  id: z.enum(['basic', 'premium']),
  name: z.string(),
  description: z.string(),
  /** display price, e.g. '99 kr/månad' */
  price: z.string(),
  /** price in whole kronor per month (0 for Basic) */
  amountSek: z.number(),
  features: z.array(z.string()),
  notIncluded: z.array(z.string()),
  buttonText: z.string(),
  /** 'current' for the free plan everyone has, 'upgrade' for the paid one */
  action: z.enum(['current', 'upgrade']),
  highlight: z.boolean(),
  badge: z.string().nullable(),
  /** logical price id sent to POST /api/billing/checkout; null on Basic */
  priceId: z.string().nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlans = z.object({
  plans: z.array(ZPlan),
  /** false when the deployment has no payment provider (production without Stripe) */
  paymentAvailable: z.boolean(),
});
export type TPlans = z.infer<typeof ZPlans>;

export const ZSubscription = z.object({
  active: z.boolean(),
  status: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** The caller's offers against the plan: limit and remaining are null with Premium (no limit). */
export const ZOfferQuota = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type TOfferQuota = z.infer<typeof ZOfferQuota>;

export const ZCustomer = z.object({ customerId: z.string() });
export type TCustomer = z.infer<typeof ZCustomer>;
export const ZCheckoutStarted = z.object({ url: z.string(), sessionId: z.string() });
export type TCheckoutStarted = z.infer<typeof ZCheckoutStarted>;
export const ZLocalCheckout = z.object({
  id: z.string(),
  status: z.string(),
  expires_at: z.string(),
  plan: z.object({ id: z.string(), name: z.string(), price: z.string(), amount_sek: z.number() }),
});
export type TLocalCheckout = z.infer<typeof ZLocalCheckout>;
export const ZCheckoutPaid = z.object({ redirectUrl: z.string(), subscription: ZSubscription });
export type TCheckoutPaid = z.infer<typeof ZCheckoutPaid>;
export const ZCheckoutCanceled = z.object({ redirectUrl: z.string() });
export type TCheckoutCanceled = z.infer<typeof ZCheckoutCanceled>;
export const ZSubscriptionCanceled = z.object({ message: z.string(), subscription: ZSubscription });
export type TSubscriptionCanceled = z.infer<typeof ZSubscriptionCanceled>;
export const ZWebhookReceived = z.object({ received: z.boolean(), duplicate: z.boolean() });
export type TWebhookReceived = z.infer<typeof ZWebhookReceived>;
