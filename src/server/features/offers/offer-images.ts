// The images of offers: only images this app stored may be shown, a shown image is no longer swept as an
// unused upload, and an image goes from storage when no offer (nor a waiting edit) shows it any more.
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { offerRevisions, offers, uploads } from '@server/db/schema.js';
import { badRequest } from '@server/lib/errors.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';

export const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** An offer now shows this stored image: it is no longer an upload waiting to be swept. */
export async function claimUpload(deps: Deps, db: Db, logo: string | null): Promise<void> {
  const key = logo ? deps.storage.keyFromUrl(logo) : null;
  if (key) await db.delete(uploads).where(eq(uploads.key, key));
}

/** Only images this app stored may become a logo; '' or null means no logo. */
export function checkLogo(deps: Deps, logo: string | null | undefined): string | null {
  const value = emptyToNull(logo);
  if (value === null) return null;
  if (!deps.storage.keyFromUrl(value)) throw badRequest(OFFER_TEXTS.validation.logoInvalid, 'VALIDATION_ERROR');
  return value;
}

/** Removes a stored image unless another offer still shows it; foreign URLs are left alone. */
export async function removeImageIfUnused(deps: Deps, logo: string): Promise<void> {
  const { storage } = deps;
  const key = storage.keyFromUrl(logo);
  if (!key) return;
  const [still] = await deps.db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.logo, logo))
    .unionAll(
      deps.db
        .select({ id: offerRevisions.offerId })
        .from(offerRevisions)
        .where(sql`${offerRevisions.proposed}->>'logo' = ${logo}`),
    )
    .limit(1);
  if (still) return;
  try {
    await storage.delete(key);
  } catch (error) {
    // the offer is gone either way; an orphaned image is harmless and logged for cleanup
    deps.log.warn({ err: error, key }, 'could not delete offer image');
  }
}
