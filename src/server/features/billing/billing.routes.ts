import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@server/context.js';
import { validate } from '@server/lib/validate.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { isPaymentAvailable, paymentUnavailable } from '@server/adapters/billing/provider.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { ZCreateCheckoutRequest, ZPayCheckoutRequest } from '@shared/schemas/billing.js';
import { ZIdParam } from '@shared/schemas/params.js';
import {
  cancelLocalCheckout,
  cancelSubscription,
  createCheckout,
  ensureCustomer,
  findPlans,
  getLocalCheckout,
  getSubscription,
  handleWebhook,
  payLocalCheckout,
  getOfferQuota,
} from './billing.service.js';
import { describe } from '@server/middleware/describe.js';
import {
  ZCheckoutCanceled,
  ZCheckoutPaid,
  ZCheckoutStarted,
  ZCustomer,
  ZLocalCheckout,
  ZPlans,
  ZOfferQuota,
  ZSubscription,
  ZSubscriptionCanceled,
  ZWebhookReceived,
  type TCheckoutCanceled,
  type TCheckoutPaid,
  type TCheckoutStarted,
  type TCustomer,
  type TLocalCheckout,
  type TPlans,
  type TOfferQuota,
  type TSubscription,
  type TSubscriptionCanceled,
  type TWebhookReceived,
} from '@shared/schemas/billing.response.js';

// Routes of the billing feature, mounted under /api (see ../../../../../shared/API.md).
const E = BILLING_TEXTS.errors;

/** Payment calls are refused up front when the deployment has no payment provider (production without Stripe). */
const requirePayments = createMiddleware<AppEnv>(async (c, next) => {
  if (!isPaymentAvailable(c.var.deps.env)) throw paymentUnavailable();
  await next();
});

export const billingRoutes = new Hono<AppEnv>()
  .get(
    '/billing/plans',
    describe({
      summary: 'Planerna Basic och Premium',
      tags: ['Betalning'],
      answers: { 200: { schema: ZPlans, description: 'Planerna' } },
    }),
    (c) =>
      c.json<TPlans>({
        plans: findPlans({ env: c.var.deps.env }),
        paymentAvailable: isPaymentAvailable(c.var.deps.env),
      }),
  )
  .get(
    '/billing/subscription',
    describe({
      summary: 'Den inloggades prenumeration',
      tags: ['Betalning'],
      answers: { 200: { schema: ZSubscription, description: 'Prenumerationens läge' } },
    }),
    noStore,
    requireUser(E.loggedIn),
    async (c) => {
      return c.json<TSubscription>(await getSubscription({ db: c.var.deps.db, userId: c.var.user.id }));
    },
  )
  .get(
    '/billing/offer-quota',
    describe({
      summary: 'Hur många erbjudanden den inloggade har och får ha (ingen gräns med Premium)',
      tags: ['Betalning'],
      answers: { 200: { schema: ZOfferQuota, description: 'Använda och kvar' } },
    }),
    noStore,
    requireUser(E.loggedIn),
    async (c) => {
      const { db, env } = c.var.deps;
      return c.json<TOfferQuota>(await getOfferQuota({ db, env, userId: c.var.user.id }));
    },
  )
  .post(
    '/billing/customer',
    describe({
      summary: 'Skapa (eller hämta) kunden hos betalleverantören',
      tags: ['Betalning'],
      answers: { 200: { schema: ZCustomer, description: 'Kundens id' } },
    }),
    noStore,
    requireUser(E.loggedIn),
    requirePayments,
    async (c) => {
      const customerId = await ensureCustomer({ deps: c.var.deps, user: c.var.user });
      return c.json<TCustomer>({ customerId });
    },
  )
  .post(
    '/billing/checkout',
    describe({
      summary: 'Starta köp av Premium',
      tags: ['Betalning'],
      answers: { 200: { schema: ZCheckoutStarted, description: 'Adressen till kassan' } },
      errors: { 409: ['ALREADY_PREMIUM'], 429: ['RATE_LIMITED'] },
    }),
    noStore,
    requireUser(E.loginToSubscribe),
    requirePayments,
    // the spec's customer call sends no body: an empty request counts as {}
    validate('json', ZCreateCheckoutRequest, { optionalBody: true }),
    async (c) => {
      const { deps } = c.var;
      const input = c.req.valid('json');
      const { url, sessionId } = await createCheckout({ deps, limiter: deps.limiter, user: c.var.user, input });
      return c.json<TCheckoutStarted>({ url, sessionId });
    },
  )
  .get(
    '/billing/checkout/:id',
    describe({
      summary: 'Den inbyggda kassans köp',
      tags: ['Betalning'],
      answers: { 200: { schema: ZLocalCheckout, description: 'Köpet' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(E.loggedIn),
    validate('param', ZIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json<TLocalCheckout>(await getLocalCheckout({ deps: c.var.deps, userId: c.var.user.id, id }));
    },
  )
  .post(
    '/billing/checkout/:id/pay',
    describe({
      summary: 'Betala i den inbyggda kassan',
      tags: ['Betalning'],
      answers: { 200: { schema: ZCheckoutPaid, description: 'Betalt; Premium är aktivt' } },
      errors: { 402: ['CARD_DECLINED'], 404: ['NOT_FOUND'], 409: ['CHECKOUT_CLOSED'], 429: ['RATE_LIMITED'] },
    }),
    noStore,
    requireUser(E.loginToSubscribe),
    requirePayments,
    validate('param', ZIdParam),
    validate('json', ZPayCheckoutRequest),
    async (c) => {
      const { deps } = c.var;
      const { cardNumber } = c.req.valid('json');
      const { id } = c.req.valid('param');
      return c.json<TCheckoutPaid>(
        await payLocalCheckout({ deps, limiter: deps.limiter, userId: c.var.user.id, id, cardNumber }),
      );
    },
  )
  .post(
    '/billing/checkout/:id/cancel',
    describe({
      summary: 'Avbryt ett köp i den inbyggda kassan',
      tags: ['Betalning'],
      answers: { 200: { schema: ZCheckoutCanceled, description: 'Avbrutet' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(E.loggedIn),
    validate('param', ZIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json<TCheckoutCanceled>(await cancelLocalCheckout({ deps: c.var.deps, userId: c.var.user.id, id }));
    },
  )
  .post(
    '/billing/cancel',
    describe({
      summary: 'Säg upp Premium vid periodens slut',
      tags: ['Betalning'],
      answers: { 200: { schema: ZSubscriptionCanceled, description: 'Uppsagd' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(E.loginToCancel),
    async (c) => {
      return c.json<TSubscriptionCanceled>(await cancelSubscription({ deps: c.var.deps, userId: c.var.user.id }));
    },
  )
  .post(
    '/billing/webhook',
    describe({
      summary: 'Betalleverantörens händelser (signerade)',
      tags: ['Betalning'],
      description: 'Anropas av betalleverantören; signaturen i Stripe-Signature kontrolleras.',
      answers: { 200: { schema: ZWebhookReceived, description: 'Mottagen' } },
      errors: { 400: ['INVALID_SIGNATURE'], 404: ['NOT_FOUND'] },
    }),
    async (c) => {
      // the signature covers the exact bytes Stripe sent, so read them before any parsing
      const rawBody = await c.req.text();
      return c.json<TWebhookReceived>(
        await handleWebhook({ deps: c.var.deps, rawBody, signature: c.req.header('stripe-signature') }),
      );
    },
  );
