// Picks the payment provider: Stripe when its three settings are present, else the built-in checkout.
// The built-in checkout takes a test card and grants Premium, so in production it is off unless
// BILLING=local says so; without a provider every payment call answers PAYMENT_UNAVAILABLE (503).
import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import { AppError } from '@server/lib/errors.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { createLocalProvider } from './local.js';
import { createStripeProvider } from './stripe.js';
import type { BillingProvider } from './types.js';

type BillingEnv = Pick<Env, 'NODE_ENV' | 'BILLING' | 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ID' | 'STRIPE_WEBHOOK_SECRET'>;

/** Which provider this configuration uses, or null when payments are off. */
export function billingProviderName(env: BillingEnv): 'local' | 'stripe' | null {
  if (env.BILLING === 'off') return null;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET) return 'stripe';
  if (env.NODE_ENV === 'production' && env.BILLING !== 'local') return null;
  return 'local';
}

export const isPaymentAvailable = (env: BillingEnv) => billingProviderName(env) !== null;

export const paymentUnavailable = () =>
  new AppError('PAYMENT_UNAVAILABLE', 503, BILLING_TEXTS.errors.paymentUnavailable);

/** Payments are off: every call is refused the same way (the routes refuse before they get here). */
function createUnavailableProvider(): BillingProvider {
  const refuse = () => Promise.reject(paymentUnavailable());
  return {
    name: 'off',
    createCustomer: refuse,
    createCheckout: refuse,
    cancelAtPeriodEnd: refuse,
    parseWebhook: refuse,
  };
}

/** createDeps builds it once per process. */
export function createBillingProvider(env: Env, db: Db): BillingProvider {
  const name = billingProviderName(env);
  if (name === 'stripe') return createStripeProvider(env);
  if (name === 'local') return createLocalProvider(db);
  return createUnavailableProvider();
}
