// The payment provider interface: the built-in local checkout or Stripe, chosen by env.

/** A subscription's state as the provider reports it; the billing service stores it. */
export interface SubscriptionSnapshot {
  customerId: string;
  subscriptionId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** What a provider event asks the service to do; `userId` is the provider's hint when the customer is unknown. */
export type BillingAction =
  | { kind: 'sync'; snapshot: SubscriptionSnapshot; userId: string | null; checkoutSessionId?: string }
  | { kind: 'payment_failed'; customerId: string; subscriptionId: string | null }
  | { kind: 'ignore' };

export interface BillingEvent {
  /** provider event id; stored in billing_events so a replay changes nothing */
  id: string;
  type: string;
  action: BillingAction;
}

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  priceId: string;
  amountSek: number;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingProvider {
  readonly name: 'local' | 'stripe' | 'off';
  createCustomer(opts: { userId: string; email: string }): Promise<string>;
  createCheckout(opts: CheckoutRequest): Promise<{ id: string; url: string | null }>;
  /** Stripe: asks Stripe to end the subscription at its period end and answers the new state. */
  cancelAtPeriodEnd(opts: { subscriptionId: string }): Promise<SubscriptionSnapshot>;
  /** Verifies the signature on the raw body and turns the event into an action (Stripe only). */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
}

/** The provider could not be reached or refused; the service turns it into the spec's message. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The webhook's signature did not verify. */
export class SignatureError extends Error {
  constructor(message = 'invalid signature') {
    super(message);
    this.name = 'SignatureError';
  }
}
