// Milestones of a signed deal (issue 23): the responsible party marks one done (with an optional link
// and / or an uploaded image as proof), the other confirms or disputes it. The deal is 'active' from the first milestone done or
// the period's start, and 'completed' when every milestone is confirmed or the period has ended.
// remindMilestones() is the scheduled job: reminders 3 days and 1 day before a due date and when
// overdue, each sent once per milestone (deal_reminders records what went out).
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Storage } from '@server/adapters/storage/storage.js';
import type { Db } from '@server/db/client.js';
import { dealMilestones, dealReminders, dealVersions, deals } from '@server/db/schema.js';
import { conflict, forbidden, notFound } from '@server/lib/errors.js';
import { stockholmDay } from '@server/features/grants/deadlines.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TDeal } from '@shared/schemas/deal.response.js';
import { addEvent, loadDeal, other, partyId, tellParty, type Conn, type DealRow } from './deals.store.js';
import { dealView } from './deals.view.js';
import { ownUploadKey } from './proof-image.js';

const E = DEAL_TEXTS.errors;
const NUMERIC_ID = /^[1-9]\d{0,17}$/;

/** Today's date in Sweden, YYYY-MM-DD (due dates are Swedish calendar days). */
export const swedishToday = (now = new Date()) => stockholmDay(now);

async function lockMilestone(tx: Conn, deal: DealRow, mid: string) {
  if (!NUMERIC_ID.test(mid)) throw notFound(E.milestoneNotFound);
  const [m] = await tx
    .select()
    .from(dealMilestones)
    .where(and(eq(dealMilestones.id, Number(mid)), eq(dealMilestones.dealId, deal.id)))
    .for('update');
  if (!m) throw notFound(E.milestoneNotFound);
  return m;
}

async function finishIfDone(tx: Conn, deal: DealRow, actorId: string | null): Promise<DealRow> {
  const rows = await tx
    .select({ state: dealMilestones.state })
    .from(dealMilestones)
    .where(eq(dealMilestones.dealId, deal.id));
  if (rows.length === 0 || rows.some((r) => r.state !== 'confirmed')) return deal;
  return completeDeal(tx, deal, actorId, 'milestones');
}

async function completeDeal(tx: Conn, deal: DealRow, actorId: string | null, why: 'milestones' | 'period') {
  const now = new Date();
  const [row] = await tx
    .update(deals)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(deals.id, deal.id))
    .returning();
  await addEvent(tx, deal.id, actorId, 'completed', { reason: why });
  for (const p of ['a', 'b'] as const) {
    await tellParty(
      tx,
      row!,
      p,
      'deal_updated',
      'Samarbetet är avslutat',
      'Berätta hur det gick: lämna ett omdöme om motparten inom 30 dagar.',
    );
  }
  return row!;
}

async function withMilestone(
  db: Db,
  me: string,
  id: string,
  mid: string,
  act: (tx: Conn, deal: DealRow, party: 'a' | 'b', m: typeof dealMilestones.$inferSelect) => Promise<DealRow>,
): Promise<TDeal> {
  const result = await db.transaction(async (tx) => {
    const { deal, party } = await loadDeal(tx, id, me, { lock: true });
    if (deal.status === 'completed' || deal.status === 'declined') throw conflict(E.closed, 'DEAL_CLOSED');
    if (deal.status !== 'signed' && deal.status !== 'active') throw conflict(E.notStarted, 'NOT_SIGNED');
    const m = await lockMilestone(tx, deal, mid);
    return { deal: await act(tx, deal, party, m), party };
  });
  return dealView(db, result.deal, result.party, result.deal.version);
}

export function completeMilestone({
  db,
  storage,
  me,
  id,
  mid,
  proof,
  image,
}: {
  db: Db;
  storage: Storage;
  me: string;
  id: string;
  mid: string;
  proof: string;
  /** the URL of an image the caller uploaded (POST /api/uploads) */
  image?: string | undefined;
}) {
  return withMilestone(db, me, id, mid, async (tx, deal, party, m) => {
    if (m.responsible !== party) throw forbidden(E.notResponsible);
    if (m.state === 'confirmed') throw conflict(E.milestoneState, 'MILESTONE_CONFIRMED');
    const proofImage = image ? await ownUploadKey(tx, storage, me, image) : null;
    await tx
      .update(dealMilestones)
      .set({ state: 'done', proof, proofImage, doneAt: new Date() })
      .where(eq(dealMilestones.id, m.id));
    await addEvent(tx, deal.id, me, 'milestone_done', { milestone: m.title, proof, image: proofImage !== null });
    let row: DealRow;
    if (deal.status === 'signed') {
      [row] = (await tx
        .update(deals)
        .set({ status: 'active', updatedAt: new Date() })
        .where(eq(deals.id, deal.id))
        .returning()) as [DealRow];
      await addEvent(tx, deal.id, null, 'activated');
    } else {
      [row] = (await tx.update(deals).set({ updatedAt: new Date() }).where(eq(deals.id, deal.id)).returning()) as [
        DealRow,
      ];
    }
    await tellParty(
      tx,
      row,
      other(party),
      'deal_updated',
      `Delmål klart: ${m.title}`,
      'Bekräfta att det är gjort, eller ifrågasätt det med en kommentar.',
    );
    return row;
  });
}

export function confirmMilestone({
  db,
  me,
  id,
  mid,
  accept,
  comment,
}: {
  db: Db;
  me: string;
  id: string;
  mid: string;
  accept: boolean;
  comment: string;
}) {
  return withMilestone(db, me, id, mid, async (tx, deal, party, m) => {
    if (m.responsible === party) throw forbidden(E.responsibleConfirms);
    if (m.state === 'confirmed') throw conflict(E.milestoneState, 'MILESTONE_CONFIRMED');
    if (m.state !== 'done') throw conflict(E.milestoneNotDone, 'MILESTONE_NOT_DONE');
    await tx
      .update(dealMilestones)
      .set(accept ? { state: 'confirmed', comment, confirmedAt: new Date() } : { state: 'disputed', comment })
      .where(eq(dealMilestones.id, m.id));
    await addEvent(tx, deal.id, me, accept ? 'milestone_confirmed' : 'milestone_disputed', {
      milestone: m.title,
      comment,
    });
    const [row] = (await tx.update(deals).set({ updatedAt: new Date() }).where(eq(deals.id, deal.id)).returning()) as [
      DealRow,
    ];
    await tellParty(
      tx,
      row,
      other(party),
      accept ? 'deal_updated' : 'milestone_due',
      accept ? `Delmål bekräftat: ${m.title}` : `Delmål ifrågasatt: ${m.title}`,
      comment,
    );
    return accept ? finishIfDone(tx, row, me) : row;
  });
}

const REMINDERS = [
  { kind: 'd3', days: 3, title: (t: string) => `Om tre dagar: ${t}` },
  { kind: 'd1', days: 1, title: (t: string) => `I morgon: ${t}` },
] as const;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * The daily sweep: reminds the responsible party of milestones due in 3 days, 1 day, or overdue (once
 * each), starts deals whose period began and completes deals whose period ended. Safe to run any
 * number of times; answers how many reminders went out.
 */
export async function remindMilestones(db: Db, now = new Date()): Promise<number> {
  const today = swedishToday(now);
  let sent = 0;
  const due = await db
    .select({ m: dealMilestones, deal: deals })
    .from(dealMilestones)
    .innerJoin(deals, eq(deals.id, dealMilestones.dealId))
    .where(
      and(
        inArray(deals.status, ['signed', 'active']),
        inArray(dealMilestones.state, ['open', 'disputed']),
        lte(dealMilestones.dueDate, addDays(today, 3)),
      ),
    )
    .orderBy(asc(dealMilestones.dueDate));
  for (const { m, deal } of due) {
    const kinds =
      m.dueDate < today
        ? [{ kind: 'overdue', title: `Försenat delmål: ${m.title}` }]
        : REMINDERS.filter((r) => m.dueDate <= addDays(today, r.days)).map((r) => ({
            kind: r.kind,
            title: r.title(m.title),
          }));
    // only the nearest reminder goes out (a milestone made 1 day before its date gets no '3 days' one)
    const pick = kinds[kinds.length - 1];
    if (!pick) continue;
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(dealReminders)
        .values(kinds.map((k) => ({ milestoneId: m.id, kind: k.kind })))
        .onConflictDoNothing()
        .returning({ kind: dealReminders.kind });
      if (!claimed.some((c) => c.kind === pick.kind)) return;
      if (!partyId(deal, m.responsible)) return;
      await tellParty(
        tx,
        deal,
        m.responsible,
        'milestone_due',
        pick.title,
        `Delmålet ska vara klart ${m.dueDate}. Markera det som klart på avtalets sida när det är gjort.`,
      );
      sent++;
    });
  }
  await advanceByPeriod(db, today);
  return sent;
}

/** Signed deals whose period has started become 'active'; deals whose period ended are 'completed'. */
async function advanceByPeriod(db: Db, today: string): Promise<void> {
  const period = (key: 'periodStart' | 'periodEnd') => sql`(${dealVersions.terms}->>${key})`;
  const rows = await db
    .select({ deal: deals, start: period('periodStart'), end: period('periodEnd') })
    .from(deals)
    .innerJoin(dealVersions, and(eq(dealVersions.dealId, deals.id), eq(dealVersions.version, deals.version)))
    .where(and(inArray(deals.status, ['signed', 'active']), ne(deals.status, 'completed')));
  for (const { deal, start, end } of rows as { deal: DealRow; start: string | null; end: string | null }[]) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(deals).where(eq(deals.id, deal.id)).for('update');
      if (!row || (row.status !== 'signed' && row.status !== 'active')) return;
      if (end && end < today) {
        await completeDeal(tx, row, null, 'period');
      } else if (row.status === 'signed' && start && start <= today) {
        await tx.update(deals).set({ status: 'active', updatedAt: new Date() }).where(eq(deals.id, row.id));
        await addEvent(tx, row.id, null, 'activated');
      }
    });
  }
}
