// Plans and payments through the API with the built-in (local) provider, the default of `npm start`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { PREMIUM_PRICE_ID } from '@shared/plans.js';
import { assertCanCreateOffer, isPremiumUser } from './billing.service.js';

const E = BILLING_TEXTS.errors;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ BASIC_OFFER_LIMIT: '3' });
});
afterAll(() => t.close());

const post = (path: string, user?: TestUser, json: unknown = {}) =>
  t.request(path, { method: 'POST', json, cookie: user?.cookie });
const subscriptionOf = async (user: TestUser) =>
  (await t.request('/api/billing/subscription', { cookie: user.cookie })).json();
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

async function startCheckout(user: TestUser): Promise<string> {
  const res = await post('/api/billing/checkout', user, { priceId: PREMIUM_PRICE_ID });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { url: string; sessionId: string };
  expect(body.url).toBe(`/checkout/${body.sessionId}`);
  return body.sessionId;
}

async function subscribe(user: TestUser) {
  const id = await startCheckout(user);
  const res = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4242 4242 4242 4242' });
  expect(res.status).toBe(200);
  return { id, body: await res.json() };
}

describe('plans', () => {
  it('lists Basic and Premium to anyone, Basic stating the configured offer limit', async () => {
    const res = await t.request('/api/billing/plans');
    expect(res.status).toBe(200);
    const { plans } = await res.json();
    expect(plans.map((p: { id: string }) => p.id)).toEqual(['basic', 'premium']);
    expect(plans[0].priceId).toBeNull();
    expect(plans[0].features.join(' ')).toContain('Upp till 3 erbjudanden');
    expect(plans[1]).toMatchObject({
      price: '99 kr/månad',
      badge: 'Rekommenderad',
      buttonText: 'Uppgradera till Premium',
    });
  });
});

describe('subscription state', () => {
  it('needs a session, and is inactive with no row', async () => {
    const anon = await t.request('/api/billing/subscription');
    expect(anon.status).toBe(401);
    expect((await errorOf(anon)).message).toBe(E.loggedIn);
    const user = await t.signUp();
    expect(await subscriptionOf(user)).toEqual({
      active: false,
      status: null,
      current_period_end: null,
      cancel_at_period_end: false,
    });
  });
});

describe('customer', () => {
  it('is created once per user and stored', async () => {
    const anon = await post('/api/billing/customer');
    expect(anon.status).toBe(401);
    expect((await errorOf(anon)).message).toBe(E.loggedIn);
    const user = await t.signUp();
    const first = await (await post('/api/billing/customer', user)).json();
    const second = await (await t.request('/api/billing/customer', { method: 'POST', cookie: user.cookie })).json();
    expect(first.customerId).toMatch(/^cus_local_/);
    expect(second.customerId).toBe(first.customerId);
    // a customer alone is not a subscription
    expect((await subscriptionOf(user)).active).toBe(false);
  });
});

describe('checkout', () => {
  it('refuses an anonymous caller with 401 and the spec message', async () => {
    const res = await post('/api/billing/checkout', undefined, { priceId: PREMIUM_PRICE_ID });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'UNAUTHENTICATED', message: E.loginToSubscribe });
  });

  it('refuses an unknown price and a foreign customer id', async () => {
    const user = await t.signUp();
    const price = await post('/api/billing/checkout', user, { priceId: 'gratis-for-evigt' });
    expect(price.status).toBe(400);
    expect((await errorOf(price)).message).toBe(E.unknownPrice);
    const other = await t.signUp();
    const { customerId } = await (await post('/api/billing/customer', other)).json();
    const foreign = await post('/api/billing/checkout', user, { priceId: PREMIUM_PRICE_ID, customerId });
    expect(foreign.status).toBe(400);
    expect((await errorOf(foreign)).message).toBe(E.customerUnavailable);
  });

  it('shows the session only to its owner', async () => {
    const user = await t.signUp();
    const id = await startCheckout(user);
    const own = await t.request(`/api/billing/checkout/${id}`, { cookie: user.cookie });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      id,
      status: 'open',
      plan: { name: 'Premium', price: '99 kr/månad', amount_sek: 99 },
    });
    const stranger = await t.signUp();
    expect((await t.request(`/api/billing/checkout/${id}`, { cookie: stranger.cookie })).status).toBe(404);
    const pay = await post(`/api/billing/checkout/${id}/pay`, stranger, { cardNumber: '4242424242424242' });
    expect(pay.status).toBe(404);
    expect((await subscriptionOf(user)).active).toBe(false);
  });

  it('a declined card and a mistyped number leave the user on Basic, with clear Swedish messages', async () => {
    const user = await t.signUp();
    const id = await startCheckout(user);
    const declined = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await errorOf(declined)).toEqual({ code: 'CARD_DECLINED', message: E.cardDeclined });
    const typo = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4242 4242 4242 4241' });
    expect(typo.status).toBe(400);
    expect((await errorOf(typo)).message).toBe(E.cardInvalid);
    const letters = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: 'abcd' });
    expect(letters.status).toBe(400);
    expect((await errorOf(letters)).message).toBe(E.cardInvalid);
    const missing = await post(`/api/billing/checkout/${id}/pay`, user, {});
    expect(missing.status).toBe(400);
    expect((await subscriptionOf(user)).active).toBe(false);
    expect(await isPremiumUser({ db: t.deps.db, userId: user.id })).toBe(false);
  });

  it('the test card activates Premium for 30 days and returns to /pricing; paying twice changes nothing', async () => {
    const user = await t.signUp();
    const before = Date.now();
    const { id, body } = await subscribe(user);
    expect(body.redirectUrl).toBe(`/pricing?success=true&session_id=${id}`);
    const state = await subscriptionOf(user);
    expect(state).toMatchObject({ active: true, status: 'active', cancel_at_period_end: false });
    const days = (new Date(state.current_period_end).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(await isPremiumUser({ db: t.deps.db, userId: user.id })).toBe(true);

    const again = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4242424242424242' });
    expect(again.status).toBe(409);
    expect(await subscriptionOf(user)).toEqual(state);
    // an active subscriber cannot start another checkout
    const second = await post('/api/billing/checkout', user, { priceId: PREMIUM_PRICE_ID });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(E.alreadyPremium);
  });

  it('Avbryt closes the session: it can no longer be paid', async () => {
    const user = await t.signUp();
    const id = await startCheckout(user);
    const cancel = await post(`/api/billing/checkout/${id}/cancel`, user);
    expect(await cancel.json()).toEqual({ redirectUrl: '/pricing?canceled=true' });
    const pay = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4242424242424242' });
    expect(pay.status).toBe(409);
    expect((await subscriptionOf(user)).active).toBe(false);
  });

  it('an expired session cannot be paid', async () => {
    const user = await t.signUp();
    const id = await startCheckout(user);
    await t.deps.database.query(
      `UPDATE billing_checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    expect((await (await t.request(`/api/billing/checkout/${id}`, { cookie: user.cookie })).json()).status).toBe(
      'expired',
    );
    const pay = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4242424242424242' });
    expect(pay.status).toBe(410);
    expect((await subscriptionOf(user)).active).toBe(false);
  });

  it('concurrent payments of one session activate once', async () => {
    const user = await t.signUp();
    const id = await startCheckout(user);
    const results = await Promise.all(
      [0, 1, 2].map(() => post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4242424242424242' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const events = await t.deps.database.query(`SELECT id FROM billing_events WHERE id = $1`, [`evt_local_${id}`]);
    expect(events).toHaveLength(1);
  });

  it('limits card attempts per user', async () => {
    const user = await t.signUp();
    const id = await startCheckout(user);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4000000000000002' })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 402)).toBe(true);
    expect(statuses[20]).toBe(429);
    const ok = await post(`/api/billing/checkout/${id}/pay`, user, { cardNumber: '4242424242424242' });
    expect(ok.status).toBe(429);
    expect((await subscriptionOf(user)).active).toBe(false);
  });
});

describe('cancel', () => {
  it('needs a session and an active subscription', async () => {
    const anon = await post('/api/billing/cancel');
    expect(anon.status).toBe(401);
    expect((await errorOf(anon)).message).toBe(E.loginToCancel);
    const basic = await t.signUp();
    const none = await post('/api/billing/cancel', basic);
    expect(none.status).toBe(404);
    expect((await errorOf(none)).message).toBe(E.noActiveSubscription);
  });

  it('ends at the period end: still Premium until then, not after', async () => {
    const user = await t.signUp();
    await subscribe(user);
    const before = await subscriptionOf(user);
    const res = await post('/api/billing/cancel', user);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(BILLING_TEXTS.canceledSuccess);
    expect(body.subscription).toEqual({ ...before, cancel_at_period_end: true });
    expect(await subscriptionOf(user)).toMatchObject({ active: true, cancel_at_period_end: true });
    // canceling twice is harmless
    expect((await post('/api/billing/cancel', user)).status).toBe(200);
    // the period ends
    await t.deps.database.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await subscriptionOf(user)).active).toBe(false);
    expect(await isPremiumUser({ db: t.deps.db, userId: user.id })).toBe(false);
    expect((await post('/api/billing/cancel', user)).status).toBe(404);
  });
});

describe('webhook with the local provider', () => {
  it('is not offered (no provider sends events)', async () => {
    const res = await t.request('/api/billing/webhook', { method: 'POST', body: '{}', headers: { origin: '' } });
    expect(res.status).toBe(404);
  });
});

describe('offer limit', () => {
  const offerBody = (type: string, n: number) => ({
    type,
    title: `Sponsring av lag nummer ${n}`,
    organization: 'Testbolaget AB',
    description: 'Vi söker en partner för ett långsiktigt samarbete i regionen.',
    tags: ['idrott'],
    phone: '070-1234567',
    contact_info: 'kontakt@exempel.se',
  });

  const quotaOf = async (user?: TestUser) => {
    const res = await t.request('/api/billing/offer-quota', { cookie: user?.cookie });
    return { status: res.status, body: await res.json() };
  };

  it('Basic may have BASIC_OFFER_LIMIT offers, pending and approved; the 403 points to /pricing', async () => {
    const user = await t.signUp('business');
    expect(await quotaOf(user)).toEqual({ status: 200, body: { used: 0, limit: 3, remaining: 3 } });
    for (let i = 1; i <= 3; i++) {
      const res = await post('/api/offers', user, offerBody('business', i));
      expect(res.status).toBe(201);
      expect((await quotaOf(user)).body).toEqual({ used: i, limit: 3, remaining: 3 - i });
    }
    // an approved one still counts
    await t.deps.database.query(`UPDATE offers SET is_approved = true WHERE user_id = $1 AND title LIKE '%1'`, [
      user.id,
    ]);
    const fourth = await post('/api/offers', user, offerBody('business', 4));
    expect(fourth.status).toBe(403);
    const error = await errorOf(fourth);
    expect(error.code).toBe('OFFER_LIMIT_REACHED');
    expect(error.message).toBe(E.offerLimit(3));
    expect(error.message).toContain('/pricing');
    const count = await t.deps.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM offers WHERE user_id = $1`,
      [user.id],
    );
    expect(count[0].n).toBe(3);
  });

  it('Premium has no limit, and the limit returns when Premium ends', async () => {
    const user = await t.signUp('association');
    expect((await quotaOf()).status).toBe(401);
    await subscribe(user);
    for (let i = 1; i <= 5; i++) {
      expect((await post('/api/offers', user, offerBody('association', i))).status).toBe(201);
    }
    expect((await quotaOf(user)).body).toEqual({ used: 5, limit: null, remaining: null });
    await t.deps.database.query(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await post('/api/offers', user, offerBody('association', 6))).status).toBe(403);
    expect((await quotaOf(user)).body).toEqual({ used: 5, limit: 3, remaining: 0 });
  });

  it('assertCanCreateOffer follows BASIC_OFFER_LIMIT from env', async () => {
    const user = await t.signUp('foundation');
    await t.deps.database.query(
      `INSERT INTO offers (type, title, organization, description, user_id) VALUES ('foundation', 'Stipendium ett', 'Fonden', 'En beskrivning som är lång nog.', $1)`,
      [user.id],
    );
    const env1 = { ...t.env, BASIC_OFFER_LIMIT: 1 };
    await expect(assertCanCreateOffer({ db: t.deps.db, env: env1, userId: user.id })).rejects.toMatchObject({
      status: 403,
    });
    const env2 = { ...t.env, BASIC_OFFER_LIMIT: 2 };
    await expect(assertCanCreateOffer({ db: t.deps.db, env: env2, userId: user.id })).resolves.toBeUndefined();
  });
});
