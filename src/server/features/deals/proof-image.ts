// Image proof of a milestone (issue 23 §3): an image from the uploads pipeline (content-checked,
// re-encoded), attached only by the account that uploaded it, shown only through the deal's own routes.
import { and, eq } from 'drizzle-orm';
import type { Storage } from '@server/adapters/storage/storage.js';
import { dealMilestones, uploads } from '@server/db/schema.js';
import { badRequest, notFound } from '@server/lib/errors.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { Conn } from './deals.store.js';

const E = DEAL_TEXTS.errors;
const NUMERIC_ID = /^[1-9]\d{0,17}$/;

/** The storage key of an upload `me` made, from the URL POST /api/uploads answered; 400 for anything else. */
export async function ownUploadKey(db: Conn, storage: Storage, me: string, url: string): Promise<string> {
  const key = storage.keyFromUrl(url);
  if (!key) throw badRequest(E.proofImage, 'PROOF_IMAGE_INVALID');
  const [row] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.userId, me)));
  if (!row) throw badRequest(E.proofImage, 'PROOF_IMAGE_INVALID');
  return row.key;
}

/** The image of a milestone of this deal (the caller has already been checked against the deal). */
export async function proofImageOf(db: Conn, storage: Storage, dealId: number, mid: string) {
  if (!NUMERIC_ID.test(mid)) throw notFound(E.milestoneNotFound);
  const [m] = await db
    .select({ key: dealMilestones.proofImage })
    .from(dealMilestones)
    .where(and(eq(dealMilestones.id, Number(mid)), eq(dealMilestones.dealId, dealId)));
  if (!m) throw notFound(E.milestoneNotFound);
  const object = m.key ? await storage.get(m.key) : null;
  if (!object) throw notFound(E.proofImageMissing);
  return object;
}
