// Production must not sell Premium for free: without Stripe the built-in test checkout is off unless
// BILLING=local says so, and every payment call answers a Swedish 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { PREMIUM_PRICE_ID } from '@shared/plans.js';
import { billingProviderName } from '@server/adapters/billing/provider.js';

const production = { NODE_ENV: 'production' };

describe('payments in production without a provider', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(production);
  });
  afterAll(() => t.close());

  it('refuses customer and checkout with PAYMENT_UNAVAILABLE and grants nothing', async () => {
    const user = await t.signUp();
    for (const path of ['/api/billing/customer', '/api/billing/checkout']) {
      const res = await t.request(path, { method: 'POST', json: { priceId: PREMIUM_PRICE_ID }, cookie: user.cookie });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toEqual({
        code: 'PAYMENT_UNAVAILABLE',
        message: BILLING_TEXTS.errors.paymentUnavailable,
      });
    }
    const rows = await t.deps.database.query('SELECT id FROM billing_checkout_sessions');
    expect(rows).toHaveLength(0);
    const sub = await (await t.request('/api/billing/subscription', { cookie: user.cookie })).json();
    expect(sub.active).toBe(false);
  });

  it('tells the pricing page that payment is unavailable', async () => {
    const body = await (await t.request('/api/billing/plans')).json();
    expect(body.paymentAvailable).toBe(false);
    expect(body.plans).toHaveLength(2);
  });
});

describe('BILLING=local in production', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ ...production, BILLING: 'local' });
  });
  afterAll(() => t.close());

  it('keeps the built-in checkout when the operator asks for it', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      json: { priceId: PREMIUM_PRICE_ID },
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect((await (await t.request('/api/billing/plans')).json()).paymentAvailable).toBe(true);
  });
});

describe('provider choice', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_PRICE_ID: 'price', STRIPE_WEBHOOK_SECRET: 'whsec' };
  it('follows NODE_ENV, BILLING and the Stripe keys', () => {
    expect(billingProviderName({ NODE_ENV: 'development' })).toBe('local');
    expect(billingProviderName({ NODE_ENV: 'test' })).toBe('local');
    expect(billingProviderName({ NODE_ENV: 'production' })).toBeNull();
    expect(billingProviderName({ NODE_ENV: 'production', BILLING: 'local' })).toBe('local');
    expect(billingProviderName({ NODE_ENV: 'production', ...stripe })).toBe('stripe');
    expect(billingProviderName({ NODE_ENV: 'development', BILLING: 'off' })).toBeNull();
  });
});
