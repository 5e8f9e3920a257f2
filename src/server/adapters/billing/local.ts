// The built-in payment provider: customers and checkout sessions live in our own database and the
// app's /checkout/:id page takes the (test) card, so Premium can be bought end to end offline.
import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client.js';
import { billingCheckoutSessions } from '@server/db/schema.js';
import { ProviderError, type BillingProvider } from './types.js';

/** A checkout session stays payable this long. */
export const LOCAL_CHECKOUT_TTL_MS = 60 * 60 * 1000;

const token = () => randomBytes(18).toString('base64url');

export function createLocalProvider(db: Db): BillingProvider {
  return {
    name: 'local',
    async createCustomer() {
      return `cus_local_${token()}`;
    },
    async createCheckout({ userId, customerId, priceId, amountSek }) {
      const id = `cs_local_${token()}`;
      await db.insert(billingCheckoutSessions).values({
        id,
        userId,
        customerId,
        priceId,
        amountSek,
        expiresAt: new Date(Date.now() + LOCAL_CHECKOUT_TTL_MS),
      });
      return { id, url: `/checkout/${id}` };
    },
    async cancelAtPeriodEnd() {
      // local subscriptions are ended by the service itself; nothing to ask
      throw new ProviderError('the local provider keeps no remote subscriptions');
    },
    async parseWebhook() {
      throw new ProviderError('the local provider sends no webhooks');
    },
  };
}

export const newLocalSubscriptionId = () => `sub_local_${token()}`;
