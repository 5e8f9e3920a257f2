// The Basic plan's offer limit, asked by the offers feature before it creates an offer.
import { count, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { offers } from '@server/db/schema.js';
import type { Env } from '@server/env.js';
import { AppError } from '@server/lib/errors.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { isPremiumUser } from './subscription.service.js';

/** Throws a Swedish 403 when a Basic user already has BASIC_OFFER_LIMIT offers (pending and approved). */
export async function assertCanCreateOffer({ db, env, userId }: { db: Db; env: Env; userId: string }): Promise<void> {
  if (await isPremiumUser({ db, userId })) return;
  const [row] = await db.select({ n: count() }).from(offers).where(eq(offers.userId, userId));
  if (Number(row?.n ?? 0) >= env.BASIC_OFFER_LIMIT) {
    throw new AppError('OFFER_LIMIT_REACHED', 403, BILLING_TEXTS.errors.offerLimit(env.BASIC_OFFER_LIMIT));
  }
}
