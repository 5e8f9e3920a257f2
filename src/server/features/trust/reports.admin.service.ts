// The admin's side of reports (issue 14): the list with what each report is about, and resolving one —
// dismiss, or remove the reported offer through the admin's own removal. Every reporter whose report is
// closed by it gets a notice on Mina sidor.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import { ID_TEXT, ISO_MICROS, cutPage, decodeCursor, encodeCursor, isoMicros, olderThan } from '@server/db/cursor.js';
import { offers, privateMessages, profiles, reports, users } from '@server/db/schema.js';
import { chatUserNames } from '@server/features/chat/chat.service.js';
import { findDealTargets } from '@server/features/deals/deals.admin.js';
import { deleteOfferAsAdmin } from '@server/features/admin/admin.service.js';
import { createReportNotice } from '@server/features/profiles/notices.service.js';
import { AppError, badRequest, notFound } from '@server/lib/errors.js';
import { REPORT_REASON_LABELS, TRUST_TEXTS, type ReportAction } from '@shared/trust-texts.js';
import type { TAdminReportsQuery } from '@shared/schemas/trust.js';
import type { TAdminReport, TAdminReportList, TReportResolved } from '@shared/schemas/trust.response.js';

const E = TRUST_TEXTS.errors;
/** reports per page, newest first; `next_cursor` leads to the older ones */
export const REPORTS_PAGE = 50;
const MESSAGE_PREVIEW = 300;

type ReportRow = typeof reports.$inferSelect & { reporterUsername: string | null; cursorAt: string };
type Target = { label: string; userId: string | null };

/** What each report is about (title, username, message text) in three queries for the whole page. */
async function findTargets(db: Deps['db'], rows: ReportRow[]): Promise<Map<string, Target>> {
  const ids = (type: ReportRow['targetType']) => [
    ...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const [offerIds, userIds, messageIds] = [ids('offer').map(Number), ids('user'), ids('message').map(Number)];
  const [offerRows, userRows, messageRows] = await Promise.all([
    offerIds.length
      ? db
          .select({ id: offers.id, title: offers.title, owner: offers.userId })
          .from(offers)
          .where(inArray(offers.id, offerIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, ...chatUserNames() })
          .from(users)
          .leftJoin(profiles, eq(profiles.id, users.id))
          .where(inArray(users.id, userIds))
      : [],
    messageIds.length
      ? db
          .select({
            id: privateMessages.id,
            text: sql<string>`left(${privateMessages.text}, ${MESSAGE_PREVIEW})`,
            sender: privateMessages.senderId,
          })
          .from(privateMessages)
          .where(inArray(privateMessages.id, messageIds))
      : [],
  ]);
  const targets = new Map<string, Target>();
  for (const o of offerRows) targets.set(`offer:${o.id}`, { label: o.title, userId: o.owner });
  for (const u of userRows) targets.set(`user:${u.id}`, { label: u.username ?? u.id, userId: u.id });
  for (const m of messageRows) targets.set(`message:${m.id}`, { label: m.text, userId: m.sender });
  for (const [key, target] of await findDealTargets(db, ids('deal'))) targets.set(key, target);
  return targets;
}

const toAdminReport = (r: ReportRow, target: Target | undefined): TAdminReport => ({
  id: String(r.id),
  target_type: r.targetType,
  target_id: r.targetId,
  target_label: target?.label ?? null,
  target_user_id: target?.userId ?? null,
  reason: r.reason,
  reason_label: REPORT_REASON_LABELS[r.reason],
  details: r.details,
  reporter_id: r.reporterId,
  reporter_username: r.reporterUsername,
  state: r.state,
  resolution: r.resolution,
  created_at: r.createdAt.toISOString(),
  resolved_at: r.resolvedAt ? r.resolvedAt.toISOString() : null,
});

async function findReportRows(db: Deps['db'], where: ReturnType<typeof and>, limit = 1): Promise<ReportRow[]> {
  return db
    .select({ ...reportColumns(), reporterUsername: profiles.username, cursorAt: isoMicros(reports.createdAt) })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.reporterId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
}

const reportColumns = () => ({
  id: reports.id,
  reporterId: reports.reporterId,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  details: reports.details,
  state: reports.state,
  resolution: reports.resolution,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
});

/** Open (or closed) reports, newest first, each with what it is about. */
export async function findReports({
  deps,
  query,
}: {
  deps: Pick<Deps, 'db'>;
  query: TAdminReportsQuery;
}): Promise<TAdminReportList> {
  const after = query.cursor ? decodeCursor(query.cursor, [ISO_MICROS, ID_TEXT]) : null;
  if (query.cursor && !after) throw badRequest(E.reportCursor, 'INVALID_CURSOR');
  const where = eq(reports.state, query.state);
  const [rows, [counted]] = await Promise.all([
    findReportRows(
      deps.db,
      and(where, after ? olderThan(reports.createdAt, reports.id, after) : undefined),
      REPORTS_PAGE + 1,
    ),
    deps.db.select({ n: count() }).from(reports).where(where),
  ]);
  const page = cutPage(rows, REPORTS_PAGE);
  const targets = await findTargets(deps.db, page.items);
  return {
    items: page.items.map((r) => toAdminReport(r, targets.get(`${r.targetType}:${r.targetId}`))),
    total: Number(counted?.n ?? 0),
    next_cursor: page.last ? encodeCursor([page.last.cursorAt, String(page.last.id)]) : null,
  };
}

/**
 * Closes an open report. `remove_offer` removes the reported offer (the admin's removal, with a reason
 * for the owner) and closes every open report on it; each closed report's reporter is told.
 */
export async function resolveReport({
  deps,
  id,
  action,
}: {
  deps: Deps;
  id: string;
  action: ReportAction;
}): Promise<TReportResolved> {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw notFound(E.reportNotFound);
  const [report] = await findReportRows(deps.db, and(eq(reports.id, Number(id))));
  if (!report) throw notFound(E.reportNotFound);
  if (report.state === 'closed') throw new AppError('ALREADY_CLOSED', 409, E.reportClosed);
  if (action === 'remove_offer' && report.targetType !== 'offer') throw badRequest(E.removeNotOffer, 'NOT_AN_OFFER');
  const [target] = (await findTargets(deps.db, [report])).values();

  if (action === 'remove_offer' && target) {
    // another admin may have removed it a moment ago: then there is nothing left to remove
    await deleteOfferAsAdmin({ deps, id: report.targetId, reason: TRUST_TEXTS.ownerReason(report.reason) }).catch(
      (e: unknown) => {
        if (!(e instanceof AppError && e.status === 404)) throw e;
      },
    );
  }
  const sameTarget = and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId));
  const closed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(reports)
      .set({ state: 'closed', resolution: action, resolvedAt: new Date() })
      .where(
        and(
          eq(reports.state, 'open'),
          action === 'remove_offer' ? or(eq(reports.id, report.id), sameTarget) : eq(reports.id, report.id),
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });
    // two admins at once: only the one whose update closed this report tells the reporters
    if (!rows.some((r) => r.id === report.id)) throw new AppError('ALREADY_CLOSED', 409, E.reportClosed);
    const text = action === 'remove_offer' ? TRUST_TEXTS.notice.removed : TRUST_TEXTS.notice.dismissed;
    const title = TRUST_TEXTS.notice.target(report.targetType, target?.label ?? TRUST_TEXTS.admin.gone);
    const offerId = report.targetType === 'offer' ? Number(report.targetId) : null;
    for (const r of rows) await createReportNotice({ db: tx, userId: r.reporterId, offerId, title, text });
    return rows;
  });
  const [updated] = await findReportRows(deps.db, and(eq(reports.id, report.id)));
  if (!updated) throw notFound(E.reportNotFound);
  return { report: toAdminReport(updated, target), closed: closed.length };
}
