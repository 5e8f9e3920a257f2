// Stripe through the official SDK: customers, Checkout in subscription mode, cancel at period end,
// and webhooks verified on the raw body. Every event is re-read from Stripe before it is applied,
// so events arriving out of order still leave the newest state.
import Stripe from 'stripe';
import type { Env } from '@server/env.js';
import {
  ProviderError,
  SignatureError,
  type BillingAction,
  type BillingProvider,
  type SubscriptionSnapshot,
} from './types.js';

type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ID' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_HOST'>;

/** STRIPE_API_HOST: 'http://127.0.0.1:12111' or 'api.example.test[:port]' (https) for a stand-in. */
export function stripeHostConfig(apiHost: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiHost) return {};
  const url = new URL(apiHost.includes('://') ? apiHost : `https://${apiHost}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function toSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  // since API 2025-03-31 the period lives on the items; older payloads have it on the subscription
  const itemEnds = (sub.items?.data ?? [])
    .map((i) => i.current_period_end)
    .filter((n): n is number => typeof n === 'number');
  const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  const end = itemEnds.length > 0 ? Math.max(...itemEnds) : legacyEnd;
  return {
    customerId: idOf(sub.customer) ?? '',
    subscriptionId: sub.id,
    status: sub.status,
    currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
  };
}

export function createStripeProvider(env: StripeEnv): BillingProvider {
  const secret = env.STRIPE_SECRET_KEY;
  const priceId = env.STRIPE_PRICE_ID;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret || !priceId || !webhookSecret)
    throw new Error('Stripe needs STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET');
  const stripe = new Stripe(secret, {
    ...stripeHostConfig(env.STRIPE_API_HOST),
    maxNetworkRetries: 1,
    timeout: 15_000,
  });

  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw new ProviderError(`stripe ${what} failed: ${(error as Error).message}`, error);
    }
  };

  const retrieve = (id: string) => call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(id));

  async function toAction(event: Stripe.Event): Promise<BillingAction> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        if (session.mode !== 'subscription' || !subscriptionId) return { kind: 'ignore' };
        const snapshot = toSnapshot(await retrieve(subscriptionId));
        return { kind: 'sync', snapshot, userId: session.client_reference_id ?? session.metadata?.user_id ?? null };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        // the newest state, whatever order the events came in (a deleted one is still retrievable)
        const snapshot = toSnapshot(await retrieve(sub.id));
        return { kind: 'sync', snapshot, userId: sub.metadata?.user_id ?? null };
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const customerId = idOf(invoice.customer);
        if (!customerId) return { kind: 'ignore' };
        const legacySub = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? legacySub ?? null);
        return { kind: 'payment_failed', customerId, subscriptionId };
      }
      default:
        return { kind: 'ignore' };
    }
  }

  return {
    name: 'stripe',
    async createCustomer({ userId, email }) {
      const customer = await call('customers.create', () =>
        stripe.customers.create(
          { email, metadata: { user_id: userId } },
          { idempotencyKey: `samverka-customer-${userId}` },
        ),
      );
      return customer.id;
    },
    async createCheckout({ userId, customerId, successUrl, cancelUrl }) {
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: userId,
          metadata: { user_id: userId },
          subscription_data: { metadata: { user_id: userId } },
          locale: 'sv',
        }),
      );
      return { id: session.id, url: session.url ?? null };
    },
    async cancelAtPeriodEnd({ subscriptionId }) {
      const sub = await call('subscriptions.update', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return toSnapshot(sub);
    },
    async parseWebhook(rawBody, signature) {
      if (!signature) throw new SignatureError('missing stripe-signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new SignatureError((error as Error).message);
      }
      return { id: event.id, type: event.type, action: await toAction(event) };
    },
  };
}
