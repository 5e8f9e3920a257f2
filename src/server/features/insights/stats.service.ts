// GET /api/offers/:id/stats: an offer's counters per day, its totals and who its viewers were, for the
// owner and the admin only.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { forbidden, notFound } from '@server/lib/errors.js';
import { INSIGHTS_TEXTS } from '@shared/insights-texts.js';
import { TEXTS } from '@shared/texts.js';
import type { TStatsQuery } from '@shared/schemas/insights.js';
import type { TOfferStats, TStatsDay, TStatsShare } from '@shared/schemas/insights.response.js';
import { stockholmDay } from './views.service.js';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Owner and admin see the numbers; anyone who can see the offer gets 403, anyone else 404. */
async function assertMayRead(opts: { db: Db; offerId: string; userId: string; isAdmin: () => Promise<boolean> }) {
  if (!/^\d{1,18}$/.test(opts.offerId)) throw notFound(TEXTS.errors.notFound);
  const [offer] = await rows<{ user_id: string | null; is_approved: boolean }>(
    opts.db,
    sql`SELECT user_id, is_approved FROM offers WHERE id = ${opts.offerId}::bigint`,
  );
  if (!offer) throw notFound(TEXTS.errors.notFound);
  if (offer.user_id === opts.userId || (await opts.isAdmin())) return;
  if (offer.is_approved) throw forbidden(INSIGHTS_TEXTS.errors.statsForbidden);
  throw notFound(TEXTS.errors.notFound);
}

export async function getOfferStats(opts: {
  db: Db;
  offerId: string;
  userId: string;
  isAdmin: () => Promise<boolean>;
  query: TStatsQuery;
}): Promise<TOfferStats> {
  await assertMayRead(opts);
  const { db, offerId } = opts;
  const to = opts.query.to ?? stockholmDay();
  const from = opts.query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const daily = await rows<{ day: string; views: number; favorites: number; contacts: number }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, views, favorites, contacts FROM offer_stats_daily
        WHERE offer_id = ${offerId}::bigint AND day BETWEEN ${from}::date AND ${to}::date`,
  );
  const viewers = await rows<{ dimension: string; key: string; count: string }>(
    db,
    sql`SELECT 'type' AS dimension, user_type AS key, count(DISTINCT viewer)::text AS count FROM offer_viewers
          WHERE offer_id = ${offerId}::bigint AND kind = 'view' AND day BETWEEN ${from}::date AND ${to}::date
          GROUP BY user_type
        UNION ALL
        SELECT 'region', region, count(DISTINCT viewer)::text FROM offer_viewers
          WHERE offer_id = ${offerId}::bigint AND kind = 'view' AND day BETWEEN ${from}::date AND ${to}::date
          GROUP BY region
        UNION ALL
        SELECT 'unique', '', count(DISTINCT viewer)::text FROM offer_viewers
          WHERE offer_id = ${offerId}::bigint AND kind = 'view' AND day BETWEEN ${from}::date AND ${to}::date`,
  );

  // every day of the window, the quiet ones as zeros, so a chart's axis is the calendar
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const days: TStatsDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const d = byDay.get(day);
    const views = d?.views ?? 0;
    days.push({ day, views, uniqueViewers: views, favorites: d?.favorites ?? 0, contacts: d?.contacts ?? 0 });
  }
  const sum = (k: 'views' | 'favorites' | 'contacts') => days.reduce((t, d) => t + d[k], 0);
  const shares = (dimension: string): TStatsShare[] =>
    viewers
      .filter((v) => v.dimension === dimension)
      .map((v) => ({ key: v.key, count: Number(v.count) }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key, 'sv'));
  return {
    offerId,
    from,
    to,
    days,
    totals: {
      views: sum('views'),
      uniqueViewers: Number(viewers.find((v) => v.dimension === 'unique')?.count ?? 0),
      favorites: sum('favorites'),
      contacts: sum('contacts'),
    },
    byUserType: shares('type'),
    byRegion: shares('region'),
  };
}

/** This week's numbers (the last 7 days) of every offer of a user, for /my-pages and the dashboard. */
export async function findOwnOfferTotals(opts: { db: Db; userId: string; days?: number }) {
  const to = stockholmDay();
  const from = addDays(to, -((opts.days ?? 7) - 1));
  const list = await rows<{ offer_id: string; views: string; favorites: string; contacts: string }>(
    opts.db,
    sql`SELECT o.id::text AS offer_id, coalesce(sum(s.views), 0)::text AS views,
               coalesce(sum(s.favorites), 0)::text AS favorites, coalesce(sum(s.contacts), 0)::text AS contacts
        FROM offers o LEFT JOIN offer_stats_daily s ON s.offer_id = o.id AND s.day BETWEEN ${from}::date AND ${to}::date
        WHERE o.user_id = ${opts.userId} GROUP BY o.id ORDER BY o.id DESC LIMIT 1000`,
  );
  return {
    from,
    to,
    items: list.map((r) => ({
      offerId: r.offer_id,
      views: Number(r.views),
      favorites: Number(r.favorites),
      contacts: Number(r.contacts),
    })),
  };
}
