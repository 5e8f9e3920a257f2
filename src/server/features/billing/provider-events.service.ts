// Provider events: one path for Stripe webhooks and the built-in checkout, each event applied once.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { billingCheckoutSessions, billingEvents, subscriptions, users } from '@server/db/schema.js';
import { AppError, badRequest, conflict, notFound } from '@server/lib/errors.js';
import { SignatureError, type BillingEvent } from '@server/adapters/billing/types.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import type { TWebhookReceived } from '@shared/schemas/billing.response.js';
import { writeSnapshot, type BillingDeps } from './subscription.service.js';

const E = BILLING_TEXTS.errors;

/** Whose subscription an event is about: the owner of the customer id, else the provider's hint. */
async function resolveUser(tx: Tx, customerId: string, hint: string | null): Promise<string | null> {
  const byCustomer = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .limit(1);
  if (byCustomer[0]) return byCustomer[0].userId;
  if (!hint) return null;
  const exists = await tx.select({ id: users.id }).from(users).where(eq(users.id, hint));
  return exists[0] ? hint : null;
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
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: billingEvents.id })
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return { applied: false, userId: null };
    const action = event.action;
    switch (action.kind) {
      case 'ignore':
        return { applied: true, userId: null };
      case 'sync': {
        const userId = await resolveUser(tx, action.snapshot.customerId, action.userId);
        if (!userId) return { applied: true, userId: null };
        if (action.checkoutSessionId) {
          const paid = await tx
            .update(billingCheckoutSessions)
            .set({ status: 'paid', completedAt: sql`now()` })
            .where(
              and(eq(billingCheckoutSessions.id, action.checkoutSessionId), eq(billingCheckoutSessions.status, 'open')),
            )
            .returning({ id: billingCheckoutSessions.id });
          // already paid or canceled: roll back, the event was not applied
          if (paid.length === 0) throw conflict(E.checkoutClosed, 'CHECKOUT_CLOSED');
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
              ? and(
                  eq(subscriptions.customerId, action.customerId),
                  eq(subscriptions.subscriptionId, action.subscriptionId),
                )
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
}): Promise<TWebhookReceived> {
  const provider = deps.billing;
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
