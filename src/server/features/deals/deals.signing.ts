// Signing a deal (issue 23): the signer proves who they are with the password or, with two-factor on, a
// code, and signs exactly the version whose SHA-256 they saw; the second signature fixes the deal and
// starts its milestones. One transaction holding the deal's row lock, as every change of a deal.
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '@server/deps.js';
import { accounts, dealMilestones, dealSignatures, dealVersions, deals } from '@server/db/schema.js';
import { createPasswordHasher } from '@server/auth.js';
import { isOwnTwoFactorCode } from '@server/features/account/two-factor.js';
import { AppError, badRequest, conflict } from '@server/lib/errors.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TSignDeal } from '@shared/schemas/deal.js';
import type { TDeal } from '@shared/schemas/deal.response.js';
import { addEvent, loadDeal, other, tellParty } from './deals.store.js';
import { dealView } from './deals.view.js';

const E = DEAL_TEXTS.errors;

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
