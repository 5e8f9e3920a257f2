// Deals (issue 23): drafting from a template, editing (each save a new version that voids standing
// signatures), signing one exact version with the password, declining. Every change is one
// transaction holding the deal's row lock, so two parties acting at once cannot both win.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Deps } from '@server/deps.js';
import type { Db } from '@server/db/client.js';
import {
  accounts,
  dealMilestones,
  dealSignatures,
  dealVersions,
  dealViews,
  deals,
  offers,
  profiles,
  users,
} from '@server/db/schema.js';
import { createPasswordHasher } from '@server/auth.js';
import { isOwnTwoFactorCode } from '@server/features/account/two-factor.js';
import { assertNotBlocked } from '@server/features/trust/blocks.rules.js';
import { AppError, badRequest, conflict, notFound } from '@server/lib/errors.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TCreateDeal, TDealTerms, TSignDeal, TUpdateDeal } from '@shared/schemas/deal.js';
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

/** The caller's password (scrypt through the same hasher better-auth uses) or, with two-factor on, its code. */
async function verifySigner(deps: Deps, me: string, input: TSignDeal, second: SecondFactor): Promise<void> {
  if (!input.password && input.code && second.enabled) {
    if (!(await isOwnTwoFactorCode(deps.auth, second.headers, input.code))) {
      throw new AppError('WRONG_CODE', 403, E.wrongCode);
    }
    return;
  }
  if (!input.password) throw badRequest(second.enabled ? E.passwordOrCode : E.passwordRequired, 'PASSWORD_REQUIRED');
  const [account] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, me), eq(accounts.providerId, 'credential')));
  const ok =
    !!account?.hash &&
    (await createPasswordHasher(deps.env.PASSWORD_HASH_LOG_N).verify({ hash: account.hash, password: input.password }));
  if (!ok) throw new AppError('WRONG_PASSWORD', 403, E.wrongPassword);
}

/** Whether the signer has two-factor on, and the request's headers (its session) to check a code with. */
export interface SecondFactor {
  enabled: boolean;
  headers: Headers;
}

/**
 * Signs exactly the version whose SHA-256 the signer saw. The first signature asks the other party
 * to sign; the second makes the deal 'signed', fixes it and starts its milestones.
 */
export async function signDeal({
  deps,
  me,
  id,
  input,
  ip,
  userAgent,
  second = { enabled: false, headers: new Headers() },
}: {
  deps: Deps;
  me: string;
  id: string;
  input: TSignDeal;
  ip: string;
  userAgent: string;
  second?: SecondFactor;
}): Promise<TDeal> {
  // the deal must exist for the caller before the password is even looked at
  await loadDeal(deps.db, id, me);
  await verifySigner(deps, me, input, second);
  const signed = await deps.db.transaction(async (tx) => {
    const { deal, party } = await loadDeal(tx, id, me, { lock: true });
    if (deal.status !== 'draft' && deal.status !== 'awaiting_signature') {
      throw conflict(deal.status === 'declined' ? E.closed : E.locked, 'DEAL_SIGNED');
    }
    const [latest] = await tx
      .select()
      .from(dealVersions)
      .where(and(eq(dealVersions.dealId, deal.id), eq(dealVersions.version, deal.version)));
    if (!latest || latest.hash !== input.versionHash.toLowerCase()) throw conflict(E.notLatest, 'NOT_LATEST_VERSION');
    const standing = await tx
      .select({ party: dealSignatures.party })
      .from(dealSignatures)
      .where(and(eq(dealSignatures.dealId, deal.id), isNull(dealSignatures.voidedAt)));
    if (standing.some((s) => s.party === party)) throw conflict(E.alreadySigned, 'ALREADY_SIGNED');
    await tx.insert(dealSignatures).values({
      dealId: deal.id,
      version: deal.version,
      hash: latest.hash,
      party,
      signerId: me,
      name: input.name.trim(),
      ip: ip.slice(0, 100),
      userAgent: userAgent.slice(0, 500),
    });
    await addEvent(tx, deal.id, me, 'signed', { version: deal.version, hash: latest.hash, name: input.name.trim() });
    const complete = standing.length === 1;
    const now = new Date();
    const [row] = await tx
      .update(deals)
      .set(
        complete
          ? { status: 'signed', signedAt: now, updatedAt: now }
          : { status: 'awaiting_signature', updatedAt: now },
      )
      .where(eq(deals.id, deal.id))
      .returning();
    if (complete) {
      const { milestones } = latest.terms;
      if (milestones.length > 0) {
        await tx.insert(dealMilestones).values(
          milestones.map((m, i) => ({
            dealId: deal.id,
            position: i + 1,
            title: m.title,
            dueDate: m.dueDate,
            responsible: m.responsible,
          })),
        );
      }
      for (const p of ['a', 'b'] as const) {
        await tellParty(
          tx,
          row!,
          p,
          'deal_signed',
          `Avtalet är signerat: ${latest.terms.title}`,
          'Båda parter har undertecknat. Avtalet kan laddas ner som PDF.',
        );
      }
    } else {
      await tellParty(
        tx,
        row!,
        other(party),
        'signature_requested',
        `Underteckna avtalet: ${latest.terms.title}`,
        `${input.name.trim()} har undertecknat version ${deal.version}. Nu är det din tur.`,
      );
    }
    return { deal: row!, party };
  });
  return dealView(deps.db, signed.deal, signed.party, signed.deal.version);
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
