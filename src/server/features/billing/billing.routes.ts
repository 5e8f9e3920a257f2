import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '@server/context.js';
import { unauthenticated } from '@server/lib/errors.js';
import { readJson } from '@server/lib/validate.js';
import { isPaymentAvailable } from '@server/adapters/billing/provider.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { ZCreateCheckoutRequest, ZPayCheckoutRequest } from '@shared/schemas/billing.js';
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
} from './billing.service.js';

// Routes of the billing feature, mounted under /api (see ../../../../../shared/API.md).
const E = BILLING_TEXTS.errors;

/** The signed-in caller, or a 401 with the spec's message for this situation. */
const signedIn = (c: Context<AppEnv>, message: string) => {
  const user = c.var.user;
  if (!user) throw unauthenticated(message);
  return user;
};

/** A JSON body is optional on these calls (the spec's customer call sends none). */
const optionalJson = async <T>(c: Context<AppEnv>, read: () => Promise<T>, empty: T): Promise<T> => {
  const length = c.req.header('content-length');
  const type = c.req.header('content-type');
  if (!type && (length === undefined || length === '0')) return empty;
  return read();
};

export const billingRoutes = new Hono<AppEnv>()
  .get('/billing/plans', (c) =>
    c.json({ plans: findPlans({ env: c.var.deps.env }), paymentAvailable: isPaymentAvailable(c.var.deps.env) }),
  )
  .get('/billing/subscription', async (c) => {
    const user = signedIn(c, E.loggedIn);
    c.header('Cache-Control', 'no-store');
    return c.json(await getSubscription({ db: c.var.deps.db, userId: user.id }));
  })
  .post('/billing/customer', async (c) => {
    const user = signedIn(c, E.loggedIn);
    const customerId = await ensureCustomer({ deps: c.var.deps, user });
    return c.json({ customerId });
  })
  .post('/billing/checkout', async (c) => {
    const user = signedIn(c, E.loginToSubscribe);
    const input = await optionalJson(c, () => readJson(c, ZCreateCheckoutRequest), {});
    const { url, sessionId } = await createCheckout({ deps: c.var.deps, limiter: c.var.deps.limiter, user, input });
    return c.json({ url, sessionId });
  })
  .get('/billing/checkout/:id', async (c) => {
    const user = signedIn(c, E.loggedIn);
    c.header('Cache-Control', 'no-store');
    return c.json(await getLocalCheckout({ deps: c.var.deps, userId: user.id, id: c.req.param('id') }));
  })
  .post('/billing/checkout/:id/pay', async (c) => {
    const user = signedIn(c, E.loginToSubscribe);
    const { cardNumber } = await readJson(c, ZPayCheckoutRequest);
    return c.json(
      await payLocalCheckout({
        deps: c.var.deps,
        limiter: c.var.deps.limiter,
        userId: user.id,
        id: c.req.param('id'),
        cardNumber,
      }),
    );
  })
  .post('/billing/checkout/:id/cancel', async (c) => {
    const user = signedIn(c, E.loggedIn);
    return c.json(await cancelLocalCheckout({ deps: c.var.deps, userId: user.id, id: c.req.param('id') }));
  })
  .post('/billing/cancel', async (c) => {
    const user = signedIn(c, E.loginToCancel);
    return c.json(await cancelSubscription({ deps: c.var.deps, userId: user.id }));
  })
  .post('/billing/webhook', async (c) => {
    // the signature covers the exact bytes Stripe sent, so read them before any parsing
    const rawBody = await c.req.text();
    return c.json(await handleWebhook({ deps: c.var.deps, rawBody, signature: c.req.header('stripe-signature') }));
  });
