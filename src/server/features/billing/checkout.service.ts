// Checkout (spec §7 Functions and payments): the provider customer, the checkout session, and the
// built-in provider's own checkout page with its test cards.
import { isLuhnValid } from '@shared/luhn.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import { billingCheckoutSessions, subscriptions } from '@server/db/schema.js';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '@server/lib/errors.js';
import { newLocalSubscriptionId } from '@server/adapters/billing/local.js';
import type { SubscriptionSnapshot } from '@server/adapters/billing/types.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { PREMIUM_PERIOD_DAYS, PREMIUM_PRICE_ID, buildPlans } from '@shared/plans.js';
import type { TCreateCheckoutRequest } from '@shared/schemas/billing.js';
import type {
  TCheckoutCanceled,
  TCheckoutPaid,
  TCheckoutStarted,
  TLocalCheckout,
} from '@shared/schemas/billing.response.js';
import { PREMIUM_PRICE_SEK } from '@shared/constants.js';
import { getSubscription, getSubscriptionRow, rowIsActive, type BillingDeps } from './subscription.service.js';
import { applyBillingEvent } from './provider-events.service.js';

const E = BILLING_TEXTS.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates the provider customer once per user and stores it; answers the stored one after that. */
export async function ensureCustomer({
  deps,
  user,
}: {
  deps: BillingDeps;
  user: { id: string; email: string };
}): Promise<string> {
  const provider = deps.billing;
  const row = await getSubscriptionRow({ db: deps.db, userId: user.id });
  // a running subscription keeps its customer even if the deployment switched provider since
  if (row?.customerId && (row.provider === provider.name || rowIsActive(row))) return row.customerId;
  let customerId: string;
  try {
    customerId = await provider.createCustomer({ userId: user.id, email: user.email });
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'billing: customer creation failed');
    throw new AppError('CUSTOMER_FAILED', 502, E.stripeCustomer);
  }
  if (row?.customerId) {
    // the deployment switched provider: the old customer id means nothing to the new one
    await deps.db
      .update(subscriptions)
      .set({ customerId, provider: provider.name, updatedAt: new Date() })
      .where(eq(subscriptions.userId, user.id));
    return customerId;
  }
  // concurrent first calls: the first stored id wins and both answer it
  const [stored] = await deps.db
    .insert(subscriptions)
    .values({ userId: user.id, status: 'incomplete', provider: provider.name, customerId })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        customerId: sql`COALESCE(${subscriptions.customerId}, excluded.customer_id)`,
        provider: sql`CASE WHEN ${subscriptions.customerId} IS NULL THEN excluded.provider ELSE ${subscriptions.provider} END`,
        updatedAt: new Date(),
      },
    })
    .returning({ customerId: subscriptions.customerId });
  return stored?.customerId ?? customerId;
}

export async function createCheckout({
  deps,
  limiter,
  user,
  input,
}: {
  deps: BillingDeps;
  limiter: Deps['limiter'];
  user: { id: string; email: string };
  input: TCreateCheckoutRequest;
}): Promise<TCheckoutStarted> {
  const provider = deps.billing;
  if (input.priceId && input.priceId !== PREMIUM_PRICE_ID && input.priceId !== deps.env.STRIPE_PRICE_ID) {
    throw badRequest(E.unknownPrice, 'UNKNOWN_PRICE');
  }
  if (!(await limiter.hit(`billing:checkout:${user.id}`, 10, 600))) throw tooManyRequests();
  const row = await getSubscriptionRow({ db: deps.db, userId: user.id });
  if (rowIsActive(row)) throw conflict(E.alreadyPremium, 'ALREADY_PREMIUM');

  let customerId: string;
  try {
    customerId = await ensureCustomer({ deps, user });
  } catch {
    throw new AppError('CUSTOMER_UNAVAILABLE', 502, E.customerUnavailable);
  }
  if (input.customerId && input.customerId !== customerId) {
    throw badRequest(E.customerUnavailable, 'CUSTOMER_MISMATCH');
  }
  const base = deps.env.PUBLIC_URL;
  let session: { id: string; url: string | null };
  try {
    session = await provider.createCheckout({
      userId: user.id,
      customerId,
      priceId: provider.name === 'stripe' ? (deps.env.STRIPE_PRICE_ID ?? PREMIUM_PRICE_ID) : PREMIUM_PRICE_ID,
      amountSek: PREMIUM_PRICE_SEK,
      successUrl: `${base}/pricing?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/pricing?canceled=true`,
    });
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'billing: checkout creation failed');
    throw new AppError('CHECKOUT_FAILED', 502, E.checkoutFailed);
  }
  if (!session.url) throw new AppError('NO_CHECKOUT_URL', 502, E.noCheckoutUrl);
  return { url: session.url, sessionId: session.id };
}

// ---------------------------------------------------------------- the built-in checkout page (local provider only)

type LocalCheckoutRow = typeof billingCheckoutSessions.$inferSelect;

async function findLocalCheckout(deps: BillingDeps, userId: string, id: string): Promise<LocalCheckoutRow> {
  if (deps.billing.name !== 'local' || id.length > 100) throw notFound(E.checkoutNotFound);
  const [row] = await deps.db
    .select()
    .from(billingCheckoutSessions)
    .where(and(eq(billingCheckoutSessions.id, id), eq(billingCheckoutSessions.userId, userId)));
  if (!row) throw notFound(E.checkoutNotFound);
  return row;
}

const isExpired = (row: LocalCheckoutRow, now = new Date()) => row.expiresAt.getTime() < now.getTime();

/** One built-in checkout session of the user. */
type CheckoutRef = { deps: BillingDeps; userId: string; id: string };

export async function getLocalCheckout({ deps, userId, id }: CheckoutRef): Promise<TLocalCheckout> {
  const row = await findLocalCheckout(deps, userId, id);
  const premium = buildPlans()[1];
  return {
    id: row.id,
    status: row.status === 'open' && isExpired(row) ? ('expired' as const) : row.status,
    expires_at: row.expiresAt.toISOString(),
    plan: { id: premium.id, name: premium.name, price: premium.price, amount_sek: row.amountSek },
  };
}

/** Luhn checksum, so a mistyped number is told apart from a declined card. */
export { isLuhnValid };

export const TEST_CARD_OK = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

/** Card attempts per user and 10 minutes, so the form cannot be used to try card numbers. */
export const PAY_ATTEMPTS_PER_10_MIN = 20;

export async function payLocalCheckout({
  deps,
  limiter,
  userId,
  id,
  cardNumber,
}: {
  deps: BillingDeps;
  limiter: Deps['limiter'];
  userId: string;
  id: string;
  cardNumber: string;
}): Promise<TCheckoutPaid> {
  const row = await findLocalCheckout(deps, userId, id);
  if (!(await limiter.hit(`billing:pay:${userId}`, PAY_ATTEMPTS_PER_10_MIN, 600))) throw tooManyRequests();
  if (row.status !== 'open') throw conflict(E.checkoutClosed, 'CHECKOUT_CLOSED');
  if (isExpired(row)) throw new AppError('CHECKOUT_EXPIRED', 410, E.checkoutExpired);
  if (!isLuhnValid(cardNumber)) throw badRequest(E.cardInvalid, 'CARD_INVALID');
  if (cardNumber === TEST_CARD_DECLINED) throw new AppError('CARD_DECLINED', 402, E.cardDeclined);
  if (cardNumber !== TEST_CARD_OK) throw badRequest(E.cardUnsupported, 'CARD_UNSUPPORTED');

  const existing = await getSubscriptionRow({ db: deps.db, userId });
  const now = new Date();
  const snapshot: SubscriptionSnapshot = {
    customerId: row.customerId,
    subscriptionId:
      existing?.provider === 'local' && existing.subscriptionId ? existing.subscriptionId : newLocalSubscriptionId(),
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + PREMIUM_PERIOD_DAYS * DAY_MS),
    cancelAtPeriodEnd: false,
  };
  // the same path a provider webhook takes; the event id makes a double submit a no-op
  const { applied } = await applyBillingEvent({
    db: deps.db,
    provider: 'local',
    event: {
      id: `evt_local_${row.id}`,
      type: 'checkout.session.completed',
      action: { kind: 'sync', snapshot, userId, checkoutSessionId: row.id },
    },
  });
  if (!applied) throw conflict(E.checkoutClosed, 'CHECKOUT_CLOSED');
  return {
    redirectUrl: `/pricing?success=true&session_id=${encodeURIComponent(row.id)}`,
    subscription: await getSubscription({ db: deps.db, userId }),
  };
}

export async function cancelLocalCheckout({ deps, userId, id }: CheckoutRef): Promise<TCheckoutCanceled> {
  const row = await findLocalCheckout(deps, userId, id);
  if (row.status === 'open') {
    await deps.db
      .update(billingCheckoutSessions)
      .set({ status: 'canceled', completedAt: sql`now()` })
      .where(and(eq(billingCheckoutSessions.id, row.id), eq(billingCheckoutSessions.status, 'open')));
  }
  return { redirectUrl: '/pricing?canceled=true' };
}
