// Picks the payment provider: Stripe when its three settings are present, else the built-in checkout.
import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import { createLocalProvider } from './local.js';
import { createStripeProvider } from './stripe.js';
import type { BillingProvider } from './types.js';

/** createDeps builds it once per process. */
export function createBillingProvider(env: Env, db: Db): BillingProvider {
  return env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET
    ? createStripeProvider(env)
    : createLocalProvider(db);
}
