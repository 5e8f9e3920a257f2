// Plans and subscriptions: the rules other features ask about.
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';

/** Whether the user has an active Premium subscription (spec §4: active or trialing, period not over). */
export async function isPremiumUser(_opts: { db: Db; userId: string }): Promise<boolean> {
  return false;
}

/** Throws a Swedish 403 when a Basic user already has BASIC_OFFER_LIMIT offers. */
export async function assertCanCreateOffer(_opts: { db: Db; env: Env; userId: string }): Promise<void> {}
