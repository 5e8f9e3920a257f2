// The admin and deals (issue 23 §5): the admin sees none, unless a party has reported it. Then the deal
// is readable (never changeable) at GET /api/admin/deals/:id, and the report list names it by its title.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { dealVersions, deals, reports } from '@server/db/schema.js';
import { notFound } from '@server/lib/errors.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TDeal } from '@shared/schemas/deal.response.js';
import { dealView } from './deals.view.js';

const NUMERIC_ID = /^[1-9]\d{0,17}$/;

/** Report targets of type 'deal': the title of the deal's latest version. */
export async function findDealTargets(db: Db, ids: string[]) {
  const numeric = ids.filter((id) => NUMERIC_ID.test(id)).map(Number);
  const rows = numeric.length
    ? await db
        .select({ id: deals.id, terms: dealVersions.terms })
        .from(deals)
        .innerJoin(dealVersions, and(eq(dealVersions.dealId, deals.id), eq(dealVersions.version, deals.version)))
        .where(inArray(deals.id, numeric))
    : [];
  return new Map(rows.map((r) => [`deal:${r.id}`, { label: r.terms.title, userId: null }]));
}

/** The row of a deal a party reported; 404 for a deal nobody reported. */
export async function reportedDealRow(db: Db, id: string) {
  if (!NUMERIC_ID.test(id)) throw notFound(DEAL_TEXTS.errors.notFound);
  const [row] = await db
    .select({ deal: deals })
    .from(deals)
    .innerJoin(reports, and(eq(reports.targetType, 'deal'), eq(reports.targetId, id)))
    .where(eq(deals.id, Number(id)))
    .limit(1);
  if (!row) throw notFound(DEAL_TEXTS.errors.notFound);
  return row.deal;
}

/** A reported deal, read-only for the admin; 404 for a deal nobody reported. */
export async function getReportedDeal({ db, id }: { db: Db; id: string }): Promise<TDeal> {
  return dealView(db, await reportedDealRow(db, id), null, null);
}
