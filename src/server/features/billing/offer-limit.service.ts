// The Basic plan's offer limit, asked by the offers feature before it creates an offer.
import { count, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { offers } from '@server/db/schema.js';
import type { Env } from '@server/env.js';
import { AppError } from '@server/lib/errors.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import type { TOfferQuota } from '@shared/schemas/billing.response.js';
import { isPremiumUser } from './subscription.service.js';

type Caller = { db: Db; env: Pick<Env, 'BASIC_OFFER_LIMIT'>; userId: string };

/** How many offers (pending and approved) the caller has and may have: no limit with Premium. */
export async function getOfferQuota({ db, env, userId }: Caller): Promise<TOfferQuota> {
  const [premium, [row]] = await Promise.all([
    isPremiumUser({ db, userId }),
    db.select({ n: count() }).from(offers).where(eq(offers.userId, userId)),
  ]);
  const used = Number(row?.n ?? 0);
  if (premium) return { used, limit: null, remaining: null };
  return { used, limit: env.BASIC_OFFER_LIMIT, remaining: Math.max(0, env.BASIC_OFFER_LIMIT - used) };
}

/** Throws a Swedish 403 when a Basic user already has BASIC_OFFER_LIMIT offers (pending and approved). */
export async function assertCanCreateOffer(caller: Caller): Promise<void> {
  const quota = await getOfferQuota(caller);
  if (quota.remaining === 0) {
    throw new AppError('OFFER_LIMIT_REACHED', 403, BILLING_TEXTS.errors.offerLimit(caller.env.BASIC_OFFER_LIMIT));
  }
}
