// The Stripe provider against a small local stand-in for the Stripe API (the official SDK pointed at
// it through STRIPE_API_HOST), with webhook payloads signed like Stripe signs them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { PREMIUM_PRICE_ID } from '@shared/plans.js';

const E = BILLING_TEXTS.errors;
const WEBHOOK_SECRET = 'whsec_samverka_test_secret';
const PRICE = 'price_test_premium';
const DAY = 86_400;

interface Call {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** Answers the Stripe calls Samverka makes, from an in-memory store. */
class StripeStandIn {
  calls: Call[] = [];
  subscriptions = new Map<string, Record<string, unknown>>();
  fail = new Set<string>();
  sessionUrl: string | null = 'https://checkout.stripe.test/c/pay/';
  private n = 0;
  server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** a subscription as Stripe's API version of the SDK shapes it (period on the items) */
  putSubscription(
    id: string,
    o: { customer: string; status: string; periodEnd: number; cancelAtPeriodEnd?: boolean; userId?: string },
  ) {
    this.subscriptions.set(id, {
      id,
      object: 'subscription',
      customer: o.customer,
      status: o.status,
      cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
      metadata: o.userId ? { user_id: o.userId } : {},
      items: {
        object: 'list',
        data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: o.periodEnd }],
      },
    });
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.n}` });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const call = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form: new URLSearchParams(raw),
      headers: req.headers,
    };
    this.calls.push(call);
    const key = `${call.method} ${call.path.replace(/\/(sub|cus|cs)_[\w]+$/, '/:id')}`;
    if (this.fail.has(key)) {
      return this.send(res, 402, { error: { type: 'card_error', message: 'Stand-in refuses this call' } });
    }
    const sub = call.path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (call.method === 'POST' && call.path === '/v1/customers') {
      return this.send(res, 200, { id: `cus_test_${++this.n}`, object: 'customer', email: call.form.get('email') });
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = `cs_test_${++this.n}`;
      return this.send(res, 200, {
        id,
        object: 'checkout.session',
        mode: call.form.get('mode'),
        customer: call.form.get('customer'),
        url: this.sessionUrl === null ? null : `${this.sessionUrl}${id}`,
      });
    }
    if (sub && call.method === 'GET') {
      const found = this.subscriptions.get(sub[1]);
      return found
        ? this.send(res, 200, found)
        : this.send(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
    }
    if (sub && call.method === 'POST') {
      const found = this.subscriptions.get(sub[1]);
      if (!found)
        return this.send(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      if (call.form.has('cancel_at_period_end'))
        found.cancel_at_period_end = call.form.get('cancel_at_period_end') === 'true';
      return this.send(res, 200, found);
    }
    return this.send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${key})` },
    });
  }
}

const standIn = new StripeStandIn();
let t: TestContext;
let eventN = 0;

beforeAll(async () => {
  const host = await standIn.start();
  t = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_samverka',
    STRIPE_PRICE_ID: PRICE,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: host,
  });
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});
beforeEach(() => {
  standIn.fail.clear();
  standIn.sessionUrl = 'https://checkout.stripe.test/c/pay/';
});

const now = () => Math.floor(Date.now() / 1000);
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const subscriptionOf = async (user: TestUser) =>
  (await t.request('/api/billing/subscription', { cookie: user.cookie })).json();
const rowOf = async (user: TestUser) =>
  (await t.deps.database.query(`SELECT * FROM subscriptions WHERE user_id = $1`, [user.id]))[0] as
    Record<string, unknown> | undefined;

function event(type: string, object: Record<string, unknown>, id = `evt_test_${++eventN}_${Date.now()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    type,
    data: { object },
  });
}

function sendWebhook(payload: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  if (sig) headers['stripe-signature'] = sig;
  // a provider's server sends no Origin
  return t.app.request('/api/billing/webhook', { method: 'POST', body: payload, headers });
}

async function customerOf(user: TestUser): Promise<string> {
  const res = await t.request('/api/billing/customer', { method: 'POST', cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()).customerId;
}

/** A user who completed Stripe Checkout: the completed-session webhook activates them. */
async function subscribedUser(periodEnd = now() + 30 * DAY) {
  const user = await t.signUp();
  const customer = await customerOf(user);
  const subId = `sub_${user.id.replace(/\W/g, '')}`;
  standIn.putSubscription(subId, { customer, status: 'active', periodEnd, userId: user.id });
  const payload = event('checkout.session.completed', {
    id: `cs_done_${eventN}`,
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    subscription: subId,
    client_reference_id: user.id,
    metadata: { user_id: user.id },
  });
  const res = await sendWebhook(payload);
  expect(res.status).toBe(200);
  return { user, customer, subId, payload };
}

describe('customer (Stripe)', () => {
  it('is created once per user with an idempotency key and stored', async () => {
    const user = await t.signUp();
    const before = standIn.calls.filter((c) => c.path === '/v1/customers').length;
    const first = await customerOf(user);
    const second = await customerOf(user);
    expect(first).toMatch(/^cus_test_/);
    expect(second).toBe(first);
    const creates = standIn.calls.filter((c) => c.path === '/v1/customers');
    expect(creates.length - before).toBe(1);
    const create = creates.at(-1)!;
    expect(create.form.get('email')).toBe(user.email);
    expect(create.form.get('metadata[user_id]')).toBe(user.id);
    expect(create.headers['idempotency-key']).toBe(`samverka-customer-${user.id}`);
    expect(create.headers.authorization).toBe('Bearer sk_test_samverka');
  });

  it('a failed creation answers the spec message and stores nothing; checkout stops too', async () => {
    standIn.fail.add('POST /v1/customers');
    const user = await t.signUp();
    const res = await t.request('/api/billing/customer', { method: 'POST', cookie: user.cookie });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(E.stripeCustomer);
    expect(await rowOf(user)).toBeUndefined();
    const checkout = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: user.cookie,
      json: { priceId: PREMIUM_PRICE_ID },
    });
    expect(checkout.status).toBe(502);
    expect((await errorOf(checkout)).message).toBe(E.customerUnavailable);
    expect(
      standIn.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.form.get('client_reference_id') === user.id),
    ).toHaveLength(0);
  });
});

describe('checkout (Stripe)', () => {
  it('is anonymous 401', async () => {
    const res = await t.request('/api/billing/checkout', { method: 'POST', json: { priceId: PRICE } });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe(E.loginToSubscribe);
  });

  it('creates a subscription-mode Checkout Session with the return URLs of spec §7', async () => {
    const user = await t.signUp();
    const customer = await customerOf(user);
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: user.cookie,
      json: { priceId: PRICE, customerId: customer, returnUrl: 'https://evil.example/' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.sessionId}`);
    const call = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('customer')).toBe(customer);
    expect(call.form.get('line_items[0][price]')).toBe(PRICE);
    expect(call.form.get('line_items[0][quantity]')).toBe('1');
    expect(call.form.get('client_reference_id')).toBe(user.id);
    expect(call.form.get('subscription_data[metadata][user_id]')).toBe(user.id);
    // the return address is our own /pricing, never what the body asked for
    expect(call.form.get('success_url')).toBe(
      `${t.env.PUBLIC_URL}/pricing?success=true&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(call.form.get('cancel_url')).toBe(`${t.env.PUBLIC_URL}/pricing?canceled=true`);
  });

  it('answers the spec messages when Stripe refuses or returns no URL', async () => {
    const user = await t.signUp();
    standIn.fail.add('POST /v1/checkout/sessions');
    const refused = await t.request('/api/billing/checkout', { method: 'POST', cookie: user.cookie, json: {} });
    expect(refused.status).toBe(502);
    expect((await errorOf(refused)).message).toBe(E.checkoutFailed);
    standIn.fail.clear();
    standIn.sessionUrl = null;
    const noUrl = await t.request('/api/billing/checkout', { method: 'POST', cookie: user.cookie, json: {} });
    expect(noUrl.status).toBe(502);
    expect((await errorOf(noUrl)).message).toBe(E.noCheckoutUrl);
  });

  it('the built-in checkout page is not offered with Stripe', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/billing/checkout/cs_local_x', { cookie: user.cookie })).status).toBe(404);
  });
});

describe('webhook (Stripe)', () => {
  it('checkout.session.completed activates the subscription with Stripe’s period end', async () => {
    const periodEnd = now() + 30 * DAY;
    const { user, customer, subId } = await subscribedUser(periodEnd);
    expect(await subscriptionOf(user)).toEqual({
      active: true,
      status: 'active',
      current_period_end: new Date(periodEnd * 1000).toISOString(),
      cancel_at_period_end: false,
    });
    expect(await rowOf(user)).toMatchObject({ provider: 'stripe', customer_id: customer, subscription_id: subId });
  });

  it('a replayed event changes nothing', async () => {
    const { user, subId, payload } = await subscribedUser();
    const before = await rowOf(user);
    // Stripe's state moved on meanwhile; re-applying the old event would write it
    standIn.subscriptions.get(subId)!.status = 'past_due';
    const replay = await sendWebhook(payload);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await rowOf(user)).toEqual(before);
  });

  it('a forged, missing or stale signature is 400 and changes nothing', async () => {
    const user = await t.signUp();
    const customer = await customerOf(user);
    const subId = `sub_forged_${user.id.replace(/\W/g, '')}`;
    standIn.putSubscription(subId, { customer, status: 'active', periodEnd: now() + 30 * DAY, userId: user.id });
    const payload = event('checkout.session.completed', {
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      subscription: subId,
      client_reference_id: user.id,
    });
    const before = await rowOf(user);
    const eventsBefore = await t.deps.database.query(`SELECT count(*)::int AS n FROM billing_events`);

    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = Stripe.webhooks.generateTestHeaderString({
      payload: payload.replace('"active"', '"x"') + ' ',
      secret: WEBHOOK_SECRET,
    });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: now() - 3600,
    });
    for (const signature of [forged, tampered, stale, 't=1,v1=deadbeef', '']) {
      const res = await sendWebhook(payload, signature);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_SIGNATURE', message: E.badSignature });
    }
    expect(await rowOf(user)).toEqual(before);
    expect((await subscriptionOf(user)).active).toBe(false);
    expect(await t.deps.database.query(`SELECT count(*)::int AS n FROM billing_events`)).toEqual(eventsBefore);
  });

  it('customer.subscription.updated and deleted follow Stripe; invoice.payment_failed ends access', async () => {
    const { user, customer, subId } = await subscribedUser();
    const sub = standIn.subscriptions.get(subId)!;

    sub.cancel_at_period_end = true;
    expect((await sendWebhook(event('customer.subscription.updated', sub))).status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({ active: true, cancel_at_period_end: true });

    const failed = event('invoice.payment_failed', {
      object: 'invoice',
      customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
    });
    expect((await sendWebhook(failed)).status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({ active: false, status: 'past_due' });

    sub.status = 'active';
    expect((await sendWebhook(event('customer.subscription.updated', sub))).status).toBe(200);
    expect((await subscriptionOf(user)).active).toBe(true);

    sub.status = 'canceled';
    expect((await sendWebhook(event('customer.subscription.deleted', sub))).status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({ active: false, status: 'canceled' });
  });

  it('an older event arriving late cannot undo a newer state', async () => {
    const { user, customer, subId } = await subscribedUser();
    // the 'created' event was sent while the subscription was still incomplete, and arrives last
    const late = event('customer.subscription.created', {
      id: subId,
      object: 'subscription',
      customer,
      status: 'incomplete',
      cancel_at_period_end: false,
      items: { data: [] },
    });
    expect((await sendWebhook(late)).status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({ active: true, status: 'active' });
  });

  it('customer.subscription.created for a customer we know from metadata only', async () => {
    const user = await t.signUp();
    const subId = `sub_meta_${user.id.replace(/\W/g, '')}`;
    standIn.putSubscription(subId, {
      customer: `cus_unknown_${eventN}`,
      status: 'trialing',
      periodEnd: now() + 14 * DAY,
      userId: user.id,
    });
    const res = await sendWebhook(event('customer.subscription.created', standIn.subscriptions.get(subId)!));
    expect(res.status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({ active: true, status: 'trialing' });
  });

  it('ignores other event types and unknown customers, and answers 503 when Stripe cannot be read', async () => {
    expect((await sendWebhook(event('charge.succeeded', { object: 'charge' }))).status).toBe(200);
    const unknown = event('invoice.payment_failed', { object: 'invoice', customer: 'cus_nobody' });
    expect((await sendWebhook(unknown)).status).toBe(200);
    const missing = event('customer.subscription.updated', {
      id: 'sub_missing',
      object: 'subscription',
      customer: 'cus_x',
    });
    const res = await sendWebhook(missing);
    expect(res.status).toBe(503);
    // not recorded: Stripe's retry will be applied
    const recorded = await t.deps.database.query(`SELECT id FROM billing_events WHERE id = $1`, [
      JSON.parse(missing).id,
    ]);
    expect(recorded).toHaveLength(0);
  });
});

describe('cancel (Stripe)', () => {
  it('asks Stripe to cancel at period end; access continues until then', async () => {
    const { user, subId } = await subscribedUser();
    const res = await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie, json: {} });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(BILLING_TEXTS.canceledSuccess);
    expect(body.subscription).toMatchObject({ active: true, cancel_at_period_end: true });
    const call = standIn.calls.filter((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${subId}`).at(-1)!;
    expect(call.form.get('cancel_at_period_end')).toBe('true');
  });

  it('a refusal from Stripe answers the spec message and changes nothing', async () => {
    const { user } = await subscribedUser();
    standIn.fail.add('POST /v1/subscriptions/:id');
    const res = await t.request('/api/billing/cancel', { method: 'POST', cookie: user.cookie, json: {} });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(E.cancelFailed);
    expect(await subscriptionOf(user)).toMatchObject({ active: true, cancel_at_period_end: false });
  });
});
