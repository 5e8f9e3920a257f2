// Plans and subscriptions: the rules other features ask about, checkout, cancel and provider events.
import { count, eq, sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { offers, subscriptions } from '@server/db/schema.js';
import type { Env } from '@server/env.js';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '@server/lib/errors.js';
import { getBillingProvider } from '@server/adapters/billing/provider.js';
import { newLocalSubscriptionId } from '@server/adapters/billing/local.js';
import {
  ProviderError,
  SignatureError,
  type BillingEvent,
  type SubscriptionSnapshot,
} from '@server/adapters/billing/types.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { PREMIUM_PERIOD_DAYS, PREMIUM_PRICE_ID, buildPlans, isSubscriptionActive } from '@shared/plans.js';
import type { TCreateCheckoutRequest } from '@shared/schemas/billing.js';
import { PREMIUM_PRICE_SEK } from '@shared/constants.js';

const E = BILLING_TEXTS.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BillingDeps = Pick<Deps, 'env' | 'db' | 'log'>;

export interface SubscriptionState {
  active: boolean;
  status: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function getSubscriptionRow({
  db,
  userId,
}: {
  db: Db | Tx;
  userId: string;
}): Promise<SubscriptionRow | null> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return rows[0] ?? null;
}

const rowIsActive = (row: SubscriptionRow | null, now = new Date()) =>
  isSubscriptionActive(row && { status: row.status, current_period_end: row.currentPeriodEnd }, now);

/** The answer of GET /api/billing/subscription; no row means not subscribed (spec §4). */
export function toSubscriptionState(row: SubscriptionRow | null, now = new Date()): SubscriptionState {
  if (!row) return { active: false, status: null, current_period_end: null, cancel_at_period_end: false };
  return {
    active: rowIsActive(row, now),
    status: row.status,
    current_period_end: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

export async function getSubscription({ db, userId }: { db: Db; userId: string }): Promise<SubscriptionState> {
  return toSubscriptionState(await getSubscriptionRow({ db, userId }));
}

export function findPlans({ env }: { env: Pick<Env, 'BASIC_OFFER_LIMIT'> }) {
  return buildPlans(env.BASIC_OFFER_LIMIT);
}

/** Whether the user has an active Premium subscription (spec §4: active or trialing, period not over). */
export async function isPremiumUser({ db, userId }: { db: Db; userId: string }): Promise<boolean> {
  return rowIsActive(await getSubscriptionRow({ db, userId }));
}

/** Throws a Swedish 403 when a Basic user already has BASIC_OFFER_LIMIT offers (pending and approved). */
export async function assertCanCreateOffer({ db, env, userId }: { db: Db; env: Env; userId: string }): Promise<void> {
  if (await isPremiumUser({ db, userId })) return;
  const [row] = await db.select({ n: count() }).from(offers).where(eq(offers.userId, userId));
  if (Number(row?.n ?? 0) >= env.BASIC_OFFER_LIMIT) {
    throw new AppError('OFFER_LIMIT_REACHED', 403, E.offerLimit(env.BASIC_OFFER_LIMIT));
  }
}

// ---------------------------------------------------------------------------------------------
// Customer and checkout (spec §7 Functions and payments)

/** Creates the provider customer once per user and stores it; answers the stored one after that. */
export async function ensureCustomer({
  deps,
  user,
}: {
  deps: BillingDeps;
  user: { id: string; email: string };
}): Promise<string> {
  const provider = getBillingProvider(deps);
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
}): Promise<{ url: string; sessionId: string }> {
  const provider = getBillingProvider(deps);
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

// ---------------------------------------------------------------------------------------------
// The built-in checkout page (local provider only)

interface LocalCheckoutRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  customer_id: string;
  price_id: string;
  amount_sek: number;
  status: 'open' | 'paid' | 'canceled';
  expires_at: string | Date;
}

async function findLocalCheckout(deps: BillingDeps, userId: string, id: string): Promise<LocalCheckoutRow> {
  if (getBillingProvider(deps).name !== 'local' || id.length > 100) throw notFound(E.checkoutNotFound);
  const result = await deps.db.execute<LocalCheckoutRow>(sql`
    SELECT id, user_id, customer_id, price_id, amount_sek, status, expires_at
    FROM billing_checkout_sessions WHERE id = ${id} AND user_id = ${userId}`);
  const row = result.rows[0];
  if (!row) throw notFound(E.checkoutNotFound);
  return row;
}

const isExpired = (row: LocalCheckoutRow, now = new Date()) => new Date(row.expires_at).getTime() < now.getTime();

export async function getLocalCheckout({ deps, userId, id }: { deps: BillingDeps; userId: string; id: string }) {
  const row = await findLocalCheckout(deps, userId, id);
  const premium = buildPlans()[1];
  return {
    id: row.id,
    status: row.status === 'open' && isExpired(row) ? ('expired' as const) : row.status,
    expires_at: new Date(row.expires_at).toISOString(),
    plan: { id: premium.id, name: premium.name, price: premium.price, amount_sek: Number(row.amount_sek) },
  };
}

/** Luhn checksum, so a mistyped number is told apart from a declined card. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

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
}): Promise<{ redirectUrl: string; subscription: SubscriptionState }> {
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
    customerId: row.customer_id,
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

export async function cancelLocalCheckout({ deps, userId, id }: { deps: BillingDeps; userId: string; id: string }) {
  const row = await findLocalCheckout(deps, userId, id);
  if (row.status === 'open') {
    await deps.db.execute(sql`
      UPDATE billing_checkout_sessions SET status = 'canceled', completed_at = now()
      WHERE id = ${row.id} AND status = 'open'`);
  }
  return { redirectUrl: '/pricing?canceled=true' };
}

// ---------------------------------------------------------------------------------------------
// Provider events: one path for Stripe webhooks and the built-in checkout

async function writeSnapshot(tx: Tx, userId: string, provider: string, s: SubscriptionSnapshot) {
  const values = {
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    provider,
    customerId: s.customerId,
    subscriptionId: s.subscriptionId,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}

/** Whose subscription an event is about: the owner of the customer id, else the provider's hint. */
async function resolveUser(tx: Tx, customerId: string, hint: string | null): Promise<string | null> {
  const byCustomer = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .limit(1);
  if (byCustomer[0]) return byCustomer[0].userId;
  if (!hint) return null;
  const exists = await tx.execute<{ id: string }>(sql`SELECT id FROM users WHERE id = ${hint}`);
  return exists.rows[0] ? hint : null;
}

/**
 * Applies one provider event exactly once: its id goes into billing_events in the same transaction,
 * so a replayed event (or a second click on Betala) changes nothing.
 */
export async function applyBillingEvent({
  db,
  provider,
  event,
}: {
  db: Db;
  provider: 'local' | 'stripe';
  event: BillingEvent;
}): Promise<{ applied: boolean; userId: string | null }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO billing_events (id, type) VALUES (${event.id}, ${event.type})
      ON CONFLICT (id) DO NOTHING RETURNING id`);
    if (inserted.rows.length === 0) return { applied: false, userId: null };
    const action = event.action;
    switch (action.kind) {
      case 'ignore':
        return { applied: true, userId: null };
      case 'sync': {
        const userId = await resolveUser(tx, action.snapshot.customerId, action.userId);
        if (!userId) return { applied: true, userId: null };
        if (action.checkoutSessionId) {
          const paid = await tx.execute<{ id: string }>(sql`
            UPDATE billing_checkout_sessions SET status = 'paid', completed_at = now()
            WHERE id = ${action.checkoutSessionId} AND status = 'open' RETURNING id`);
          // already paid or canceled: roll back, the event was not applied
          if (paid.rows.length === 0) throw conflict(E.checkoutClosed, 'CHECKOUT_CLOSED');
        }
        await writeSnapshot(tx, userId, provider, action.snapshot);
        return { applied: true, userId };
      }
      case 'payment_failed': {
        const updated = await tx
          .update(subscriptions)
          .set({ status: 'past_due', updatedAt: new Date() })
          .where(
            action.subscriptionId
              ? sql`${subscriptions.customerId} = ${action.customerId} AND ${subscriptions.subscriptionId} = ${action.subscriptionId}`
              : eq(subscriptions.customerId, action.customerId),
          )
          .returning({ userId: subscriptions.userId });
        return { applied: true, userId: updated[0]?.userId ?? null };
      }
    }
  });
}

/** POST /api/billing/webhook: verify the signature on the raw body, then apply once. */
export async function handleWebhook({
  deps,
  rawBody,
  signature,
}: {
  deps: BillingDeps;
  rawBody: string;
  signature: string | undefined;
}): Promise<{ received: true; duplicate: boolean }> {
  const provider = getBillingProvider(deps);
  if (provider.name !== 'stripe') throw notFound(E.webhookUnavailable);
  let event: BillingEvent;
  try {
    event = await provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof SignatureError) throw badRequest(E.badSignature, 'INVALID_SIGNATURE');
    deps.log.warn({ err: error }, 'billing: webhook could not be read from the provider');
    // Stripe retries on a non-2xx answer
    throw new AppError('PROVIDER_UNAVAILABLE', 503, E.processRequest);
  }
  const { applied } = await applyBillingEvent({ db: deps.db, provider: 'stripe', event });
  return { received: true, duplicate: !applied };
}

// ---------------------------------------------------------------------------------------------
// Cancel at period end

export async function cancelSubscription({
  deps,
  userId,
}: {
  deps: BillingDeps;
  userId: string;
}): Promise<{ message: string; subscription: SubscriptionState }> {
  const row = await getSubscriptionRow({ db: deps.db, userId });
  if (!row || !rowIsActive(row)) throw notFound(E.noActiveSubscription);
  if (!row.cancelAtPeriodEnd) {
    if (row.provider === 'stripe') {
      const provider = getBillingProvider(deps);
      if (provider.name !== 'stripe' || !row.subscriptionId) throw new AppError('CANCEL_FAILED', 502, E.cancelFailed);
      let snapshot: SubscriptionSnapshot;
      try {
        snapshot = await provider.cancelAtPeriodEnd({ subscriptionId: row.subscriptionId });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.log.warn({ err: error, userId }, 'billing: cancel failed');
        throw new AppError('CANCEL_FAILED', 502, E.cancelFailed);
      }
      await deps.db.transaction((tx) => writeSnapshot(tx, userId, 'stripe', snapshot));
    } else {
      await deps.db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
        .where(eq(subscriptions.userId, userId));
    }
  }
  return { message: BILLING_TEXTS.canceledSuccess, subscription: await getSubscription({ db: deps.db, userId }) };
}
