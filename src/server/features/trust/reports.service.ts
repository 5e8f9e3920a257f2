// Reports (issue 14): a user reports an offer, a user or a message they can see; one open report per
// reporter and target. The admin's side (list, resolve) is in reports.admin.service.ts.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { offers, privateMessages, reports, users } from '@server/db/schema.js';
import { badRequest, notFound } from '@server/lib/errors.js';
import { TRUST_TEXTS, type ReportTargetType } from '@shared/trust-texts.js';
import type { TCreateReport } from '@shared/schemas/trust.js';
import type { TReportCreated } from '@shared/schemas/trust.response.js';
import { loadDeal, other, partyId } from '@server/features/deals/deals.store.js';

const E = TRUST_TEXTS.errors;
const NUMERIC_ID = /^[1-9]\d{0,17}$/;

/** Who owns (wrote, is) the target, if the reporter may see it; 404 for what they cannot see. */
async function findVisibleTarget(db: Db, me: string, type: ReportTargetType, id: string): Promise<string | null> {
  if (type === 'user') {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!row) throw notFound(E.userNotFound);
    return row.id;
  }
  if (type === 'offer') {
    if (!NUMERIC_ID.test(id)) throw notFound(E.offerNotFound);
    const [row] = await db
      .select({ owner: offers.userId, approved: offers.isApproved })
      .from(offers)
      .where(eq(offers.id, Number(id)));
    // an offer waiting for review is seen only by its owner (who cannot report it anyway)
    if (!row || (!row.approved && row.owner !== me)) throw notFound(E.offerNotFound);
    return row.owner;
  }
  if (type === 'deal') {
    // only a party sees (and so reports) a deal; it is about the other party
    const { deal, party } = await loadDeal(db, id, me).catch(() => {
      throw notFound(E.dealNotFound);
    });
    return partyId(deal, other(party));
  }
  if (!NUMERIC_ID.test(id)) throw notFound(E.messageNotFound);
  // only a message of the reporter's own conversations: anyone else's is "not found"
  const [row] = await db
    .select({ sender: privateMessages.senderId })
    .from(privateMessages)
    .where(
      and(eq(privateMessages.id, Number(id)), or(eq(privateMessages.senderId, me), eq(privateMessages.receiverId, me))),
    );
  if (!row) throw notFound(E.messageNotFound);
  return row.sender;
}

/** 201 with a new report, or 200 with the reporter's open report on the same target. */
export async function createReport({
  db,
  me,
  input,
}: {
  db: Db;
  me: string;
  input: TCreateReport;
}): Promise<TReportCreated> {
  const owner = await findVisibleTarget(db, me, input.targetType, input.targetId);
  if (owner === me) throw badRequest(E.reportSelf, 'SELF');
  const [inserted] = await db
    .insert(reports)
    .values({
      reporterId: me,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (inserted) return { id: String(inserted.id), created: true };
  const [open] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, me),
        eq(reports.targetType, input.targetType),
        eq(reports.targetId, input.targetId),
        eq(reports.state, 'open'),
      ),
    );
  // closed by an admin between the two statements: this is a new report after all
  if (!open) return createReport({ db, me, input });
  return { id: String(open.id), created: false };
}
