// Samverka's plans as data (spec §3 Plan, §9 price) and the rule for an active subscription (spec §4).
import { PREMIUM_PRICE_SEK } from './constants.js';
import type { TPlan } from './schemas/billing.response.js';

/** A plan as GET /api/billing/plans answers it (its schema is ZPlan). */
export type Plan = TPlan;
export type PlanId = Plan['id'];

export const DEFAULT_BASIC_OFFER_LIMIT = 3;
export const PREMIUM_PRICE_ID = 'premium-monthly';
export const PREMIUM_PERIOD_DAYS = 30;

/** The two plans; the Basic card states the server's offer limit. */
export function buildPlans(basicOfferLimit: number = DEFAULT_BASIC_OFFER_LIMIT): Plan[] {
  return [
    {
      id: 'basic',
      name: 'Basic',
      description: 'Kom igång gratis och hitta dina första samarbetspartner.',
      price: 'Gratis',
      amountSek: 0,
      features: [
        `Upp till ${basicOfferLimit} erbjudanden (väntande och godkända)`,
        'Utforska och sök bland alla erbjudanden',
        'Favoritmarkera erbjudanden',
        'Privat chatt med dina kontakter',
        'AI-sponsringsassistenten',
      ],
      notIncluded: ['Obegränsat antal erbjudanden', 'Avancerade filter (plats och budget)', 'Premiumsupport'],
      buttonText: 'Nuvarande plan',
      action: 'current',
      highlight: false,
      badge: null,
      priceId: null,
    },
    {
      id: 'premium',
      name: 'Premium',
      description: 'För dig som vill synas mer och hitta rätt partner snabbare.',
      price: `${PREMIUM_PRICE_SEK} kr/månad`,
      amountSek: PREMIUM_PRICE_SEK,
      features: [
        'Obegränsat antal erbjudanden',
        'Avancerade filter: plats och budget',
        'Allt som ingår i Basic',
        'Premiumsupport',
      ],
      notIncluded: [],
      buttonText: 'Uppgradera till Premium',
      action: 'upgrade',
      highlight: true,
      badge: 'Rekommenderad',
      priceId: PREMIUM_PRICE_ID,
    },
  ];
}

export const PLANS: Plan[] = buildPlans();

export interface SubscriptionLike {
  status: string | null;
  current_period_end: string | Date | null;
}

/**
 * Spec §4: active only when status is active or trialing AND the period end is not in the past.
 * No row (null) means not subscribed. A subscription set to cancel at period end stays active until then.
 */
export function isSubscriptionActive(sub: SubscriptionLike | null | undefined, now: Date = new Date()): boolean {
  if (!sub) return false;
  if (sub.status !== 'active' && sub.status !== 'trialing') return false;
  if (sub.current_period_end === null || sub.current_period_end === undefined) return false;
  const end = sub.current_period_end instanceof Date ? sub.current_period_end : new Date(sub.current_period_end);
  if (Number.isNaN(end.getTime())) return false;
  return end.getTime() >= now.getTime();
}
