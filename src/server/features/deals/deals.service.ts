// Deals (issue 23): drafting from a template, editing (each save a new version that voids standing
// signatures) and declining; signing is in deals.signing.ts. Every change is one
// transaction holding the deal's row lock, so two parties acting at once cannot both win.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { dealSignatures, dealVersions, dealViews, deals, offers, profiles, users } from '@server/db/schema.js';
import { assertNotBlocked } from '@server/features/trust/blocks.rules.js';
import { badRequest, conflict, notFound } from '@server/lib/errors.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TCreateDeal, TDealTerms, TUpdateDeal } from '@shared/schemas/deal.js';
import type { TDeal, TDealList } from '@shared/schemas/deal.response.js';
import { hashVersion } from './hash.js';
import { addEvent, loadDeal, other, tellParty, type Conn } from './deals.store.js';
import { dealView, markSeen, partyUsers } from './deals.view.js';
import { draftTerms, payerFor } from './templates.js';

const E = DEAL_TEXTS.errors;

async function partyInfo(db: Conn, userId: string) {
  const [row] = await db
    .select({ username: users.username, userType: users.userType, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ? { name: row.fullName?.trim() || row.username || '', userType: row.userType } : null;
}

/** A new draft with the counterparty (and that offer), version 1 from the template; 201. */
export async function createDeal({ db, me, input }: { db: Db; me: string; input: TCreateDeal & { offerId?: number } }) {
  if (input.counterpartyId === me) throw badRequest(E.self, 'SELF');
  const [mine, theirs] = [await partyInfo(db, me), await partyInfo(db, input.counterpartyId)];
  if (!mine) throw notFound();
  if (!theirs) throw notFound(E.counterpartyNotFound);
  await assertNotBlocked({ db, me, otherId: input.counterpartyId });
  if (input.offerId !== undefined) {
    const [offer] = await db
      .select({ owner: offers.userId, approved: offers.isApproved })
      .from(offers)
      .where(eq(offers.id, input.offerId));
    if (!offer || (!offer.approved && offer.owner !== me)) throw notFound(E.offerNotFound);
    if (offer.owner !== me && offer.owner !== input.counterpartyId)
      throw badRequest(E.offerNotParty, 'OFFER_NOT_PARTY');
  }
  const payer = payerFor(input.template, mine, theirs);
  if (!payer) throw badRequest(E.templateMismatch, 'TEMPLATE_MISMATCH');
  const terms = draftTerms(input.template, payer, mine, theirs);
  return db.transaction(async (tx) => {
    const [deal] = await tx
      .insert(deals)
      .values({ partyA: me, partyB: input.counterpartyId, offerId: input.offerId ?? null, template: input.template })
      .returning();
    await tx
      .insert(dealVersions)
      .values({ dealId: deal!.id, version: 1, terms, hash: hashVersion(deal!.id, 1, terms), authorId: me });
    await addEvent(tx, deal!.id, me, 'created', { template: input.template, version: 1 });
    await tellParty(
      tx,
      deal!,
      'b',
      'deal_updated',
      `Nytt avtalsförslag: ${terms.title}`,
      `${mine.name} föreslår ett avtal.`,
    );
    return { id: String(deal!.id) };
  });
}

/** The caller's deals, newest activity first. */
export async function findDeals({ db, me }: { db: Db; me: string }): Promise<TDealList> {
  const rows = await db
    .select({ deal: deals, title: sql<string>`${dealVersions.terms}->>'title'`, seen: dealViews.version })
    .from(deals)
    .innerJoin(dealVersions, and(eq(dealVersions.dealId, deals.id), eq(dealVersions.version, deals.version)))
    .leftJoin(dealViews, and(eq(dealViews.dealId, deals.id), eq(dealViews.userId, me)))
    .where(or(eq(deals.partyA, me), eq(deals.partyB, me)))
    .orderBy(desc(deals.updatedAt), desc(deals.id));
  const list = await Promise.all(
    rows.map(async ({ deal, title, seen }) => {
      const parties = await partyUsers(db, deal);
      return {
        id: String(deal.id),
        status: deal.status,
        title,
        counterparty: deal.partyA === me ? parties.b : parties.a,
        version: deal.version,
        unseen: (seen ?? 0) < deal.version,
        updated_at: deal.updatedAt.toISOString(),
      };
    }),
  );
  return { deals: list };
}

/** One deal for a party; opening it records the current version as seen. */
export async function getDeal({ db, me, id }: { db: Db; me: string; id: string }): Promise<TDeal> {
  const { deal, party } = await loadDeal(db, id, me);
  const lastSeen = await markSeen(db, deal, me);
  return dealView(db, deal, party, lastSeen);
}

/** Voids the standing signatures (an edit changed what they signed); answers how many. */
async function voidSignatures(tx: Conn, dealId: number): Promise<number> {
  const voided = await tx
    .update(dealSignatures)
    .set({ voidedAt: new Date() })
    .where(and(eq(dealSignatures.dealId, dealId), isNull(dealSignatures.voidedAt)))
    .returning({ id: dealSignatures.id });
  return voided.length;
}

/** A new version of the terms; any standing signature is voided and both parties are told. */
export async function updateDeal({
  db,
  me,
  id,
  input,
}: {
  db: Db;
  me: string;
  id: string;
  input: TUpdateDeal & { terms: TDealTerms };
}): Promise<TDeal> {
  const updated = await db.transaction(async (tx) => {
    const { deal, party } = await loadDeal(tx, id, me, { lock: true });
    if (deal.status === 'completed' || deal.status === 'declined') throw conflict(E.closed, 'DEAL_CLOSED');
    if (deal.status !== 'draft' && deal.status !== 'awaiting_signature') throw conflict(E.locked, 'DEAL_SIGNED');
    if (input.baseVersion !== undefined && input.baseVersion !== deal.version)
      throw conflict(E.staleVersion, 'STALE_VERSION');
    const version = deal.version + 1;
    await tx.insert(dealVersions).values({
      dealId: deal.id,
      version,
      terms: input.terms,
      hash: hashVersion(deal.id, version, input.terms),
      authorId: me,
    });
    const voided = await voidSignatures(tx, deal.id);
    const [row] = await tx
      .update(deals)
      .set({ version, status: 'draft', updatedAt: new Date() })
      .where(eq(deals.id, deal.id))
      .returning();
    await addEvent(tx, deal.id, me, 'edited', { version });
    if (voided > 0) {
      await addEvent(tx, deal.id, me, 'signatures_voided', { count: voided, version });
      await tellParty(
        tx,
        row!,
        party,
        'deal_updated',
        `Underskrifterna upphävdes: ${input.terms.title}`,
        'Avtalet ändrades efter att det undertecknats. Det behöver undertecknas igen.',
      );
    }
    await tellParty(
      tx,
      row!,
      other(party),
      'deal_updated',
      `Avtalet har ändrats: ${input.terms.title}`,
      voided > 0
        ? `Version ${version} ersätter den du undertecknade, som därför inte längre gäller. Se ändringarna och underteckna igen.`
        : `Motparten har sparat version ${version}. Se vad som ändrats.`,
    );
    await markSeen(tx, row!, me);
    return { deal: row!, party };
  });
  return dealView(db, updated.deal, updated.party, updated.deal.version);
}

/** Ends a draft or a deal waiting for signatures, with the reason; the other party is told. */
export async function declineDeal({ db, me, id, reason }: { db: Db; me: string; id: string; reason: string }) {
  const declined = await db.transaction(async (tx) => {
    const { deal, party } = await loadDeal(tx, id, me, { lock: true });
    if (deal.status !== 'draft' && deal.status !== 'awaiting_signature') {
      throw conflict(deal.status === 'declined' ? E.closed : E.cannotDecline, 'CANNOT_DECLINE');
    }
    const [row] = await tx
      .update(deals)
      .set({ status: 'declined', declineReason: reason, updatedAt: new Date() })
      .where(eq(deals.id, deal.id))
      .returning();
    await addEvent(tx, deal.id, me, 'declined', { reason });
    await tellParty(tx, row!, other(party), 'deal_updated', 'Avtalet avböjdes', reason);
    return { deal: row!, party };
  });
  return dealView(db, declined.deal, declined.party, declined.deal.version);
}
