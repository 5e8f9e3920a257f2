// Subscription state: the stored row, whether it makes the user Premium, the plans, and cancel at period end.
import { eq } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import type { Db, Tx } from '@server/db/client.js';
import { subscriptions } from '@server/db/schema.js';
import type { Env } from '@server/env.js';
import { AppError, notFound } from '@server/lib/errors.js';
import { ProviderError, type SubscriptionSnapshot } from '@server/adapters/billing/types.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { buildPlans, isSubscriptionActive } from '@shared/plans.js';
import type { TSubscription, TSubscriptionCanceled } from '@shared/schemas/billing.response.js';

const E = BILLING_TEXTS.errors;

/** What the billing services need of the process's dependencies. */
export type BillingDeps = Pick<Deps, 'env' | 'db' | 'log' | 'billing'>;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

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

export const rowIsActive = (row: SubscriptionRow | null, now = new Date()) =>
  isSubscriptionActive(row && { status: row.status, current_period_end: row.currentPeriodEnd }, now);

/** The answer of GET /api/billing/subscription; no row means not subscribed (spec §4). */
export function toSubscriptionState(row: SubscriptionRow | null, now = new Date()): TSubscription {
  if (!row) return { active: false, status: null, current_period_end: null, cancel_at_period_end: false };
  return {
    active: rowIsActive(row, now),
    status: row.status,
    current_period_end: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

export async function getSubscription({ db, userId }: { db: Db; userId: string }): Promise<TSubscription> {
  return toSubscriptionState(await getSubscriptionRow({ db, userId }));
}

export function findPlans({ env }: { env: Pick<Env, 'BASIC_OFFER_LIMIT'> }) {
  return buildPlans(env.BASIC_OFFER_LIMIT);
}

/** Whether the user has an active Premium subscription (spec §4: active or trialing, period not over). */
export async function isPremiumUser({ db, userId }: { db: Db; userId: string }): Promise<boolean> {
  return rowIsActive(await getSubscriptionRow({ db, userId }));
}

/** Stores the provider's view of a subscription as the user's one row. */
export async function writeSnapshot(tx: Tx, userId: string, provider: string, s: SubscriptionSnapshot) {
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

/** Cancel at period end: Stripe is asked and its answer stored; a local subscription is marked here. */
export async function cancelSubscription({
  deps,
  userId,
}: {
  deps: BillingDeps;
  userId: string;
}): Promise<TSubscriptionCanceled> {
  const row = await getSubscriptionRow({ db: deps.db, userId });
  if (!row || !rowIsActive(row)) throw notFound(E.noActiveSubscription);
  if (!row.cancelAtPeriodEnd) {
    if (row.provider === 'stripe') {
      const provider = deps.billing;
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
