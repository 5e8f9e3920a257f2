// Picks the payment provider: Stripe when its three settings are present, else the built-in checkout.
import type { Deps } from '@server/context.js';
import { createLocalProvider } from './local.js';
import { createStripeProvider } from './stripe.js';
import type { BillingProvider } from './types.js';

const cache = new WeakMap<Deps, BillingProvider>();

export function getBillingProvider(deps: Pick<Deps, 'env' | 'db'>): BillingProvider {
  const key = deps as Deps;
  let provider = cache.get(key);
  if (!provider) {
    const { env } = deps;
    provider =
      env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET
        ? createStripeProvider(env)
        : createLocalProvider(deps.db);
    cache.set(key, provider);
  }
  return provider;
}
