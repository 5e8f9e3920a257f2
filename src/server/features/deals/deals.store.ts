// Shared pieces of the deal services: loading a deal for one of its parties (404 for anyone else),
// the audit trail, and telling a party through the notification centre.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { dealEvents, deals } from '@server/db/schema.js';
import { notify } from '@server/features/notifications/notify.js';
import { notFound } from '@server/lib/errors.js';
import { DEAL_TEXTS, type DealEventKind } from '@shared/deal-texts.js';
import type { NotificationKind } from '@shared/notifications.js';
import type { DealParty } from '@shared/schemas/deal.js';

export type DealRow = typeof deals.$inferSelect;
export type Conn = Db | Tx;

const NUMERIC_ID = /^[1-9]\d{0,17}$/;
export const other = (p: DealParty): DealParty => (p === 'a' ? 'b' : 'a');
export const partyId = (deal: DealRow, p: DealParty) => (p === 'a' ? deal.partyA : deal.partyB);

/** The deal and the caller's side of it; 404 (never 403) to anyone who is not a party. */
export async function loadDeal(
  db: Conn,
  id: string | number,
  me: string,
  { lock = false } = {},
): Promise<{ deal: DealRow; party: DealParty }> {
  if (!NUMERIC_ID.test(String(id))) throw notFound(DEAL_TEXTS.errors.notFound);
  const query = db
    .select()
    .from(deals)
    .where(and(eq(deals.id, Number(id)), sql`(${deals.partyA} = ${me} OR ${deals.partyB} = ${me})`));
  const [deal] = lock ? await query.for('update') : await query;
  if (!deal) throw notFound(DEAL_TEXTS.errors.notFound);
  return { deal, party: deal.partyA === me ? 'a' : 'b' };
}

export async function addEvent(
  db: Conn,
  dealId: number,
  actorId: string | null,
  kind: DealEventKind,
  data: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(dealEvents).values({ dealId, actorId, kind, data });
}

/** Tells one party of the deal (nothing when its account is gone); one unread entry per deal and kind. */
export async function tellParty(
  db: Conn,
  deal: DealRow,
  party: DealParty,
  kind: NotificationKind,
  title: string,
  body = '',
): Promise<void> {
  const userId = partyId(deal, party);
  if (!userId) return;
  await notify(db, { userId, kind, title, body, link: `/deals/${deal.id}`, subjectKey: `deal:${deal.id}` });
}
