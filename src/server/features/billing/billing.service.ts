// The billing feature's services, one file per responsibility; routes and other features import them here.
//   subscription.service.ts     the stored subscription, Premium or not, plans, cancel at period end
//   offer-limit.service.ts      the Basic plan's offer limit
//   checkout.service.ts         provider customer, checkout, the built-in checkout page
//   provider-events.service.ts  webhooks and the built-in checkout's payment, each event applied once
export {
  cancelSubscription,
  findPlans,
  getSubscription,
  getSubscriptionRow,
  isPremiumUser,
  toSubscriptionState,
  type BillingDeps,
} from './subscription.service.js';
export { assertCanCreateOffer, getOfferQuota } from './offer-limit.service.js';
export {
  PAY_ATTEMPTS_PER_10_MIN,
  TEST_CARD_DECLINED,
  TEST_CARD_OK,
  cancelLocalCheckout,
  createCheckout,
  ensureCustomer,
  getLocalCheckout,
  isLuhnValid,
  payLocalCheckout,
} from './checkout.service.js';
export { applyBillingEvent, handleWebhook } from './provider-events.service.js';
