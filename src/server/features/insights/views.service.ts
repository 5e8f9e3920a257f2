// Recording what happens to an offer: a view (one per viewer, offer and day), a contact start, and the
// daily pruning. Each record is one statement: the de-duplication row and, only when it is new, the
// (offer, day) counter upsert. An anonymous viewer is a salted hash of address and browser that changes
// every day; the address itself is never stored.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { ANONYMOUS_VIEWER, STATS_WINDOWS, UNKNOWN_REGION } from '@shared/insights-texts.js';
import { countyOf } from './region.js';

const UNKNOWN_USER_TYPE = 'okänd';

/** crawlers, link previews, monitors and scripts: their visits are nobody's interest */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget|python-|httpclient|okhttp|java\/|go-http|axios|node-fetch|undici|libwww|scrapy|phantomjs|^$/i;

export const isBot = (userAgent: string | undefined): boolean => BOT_AGENT.test((userAgent ?? '').trim());

/** the Stockholm calendar day of a moment, YYYY-MM-DD */
export const stockholmDay = (at: Date = new Date()): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(at);

export interface Viewer {
  /** the de-duplication key: 'u:<user id>' or 'a:<hash>' */
  key: string;
  userType: string;
  region: string;
}

// one salt per day for the whole app (every process reads the same row); cached for the day
let cachedSalt: { day: string; salt: string } | null = null;

async function saltOf(db: Db, day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt;
  const fresh = randomBytes(32).toString('base64url');
  const [row] = await rows<{ salt: string }>(
    db,
    sql`WITH ins AS (INSERT INTO offer_view_salts (day, salt) VALUES (${day}::date, ${fresh})
                     ON CONFLICT (day) DO NOTHING RETURNING salt)
        SELECT salt FROM ins UNION ALL SELECT salt FROM offer_view_salts WHERE day = ${day}::date LIMIT 1`,
  );
  // a process that inserted the same day's salt at the same moment: its row is committed now
  const salt =
    row?.salt ??
    (await rows<{ salt: string }>(db, sql`SELECT salt FROM offer_view_salts WHERE day = ${day}::date`))[0]!.salt;
  cachedSalt = { day, salt };
  return salt;
}

/** The viewer of a request: a signed-in user by id, type and county; anyone else by the day's hash. */
export async function viewerOf(opts: {
  db: Db;
  userId: string | null;
  ip: string;
  userAgent: string;
  day: string;
}): Promise<Viewer> {
  if (opts.userId) {
    // a profile has no place of its own: the place of the user's newest offer that names one
    const [row] = await rows<{ user_type: string | null; location: string | null }>(
      opts.db,
      sql`SELECT p.user_type, (SELECT o.location FROM offers o WHERE o.user_id = p.id AND o.location IS NOT NULL
                               ORDER BY o.created_at DESC LIMIT 1) AS location
          FROM profiles p WHERE p.id = ${opts.userId}`,
    );
    return { key: `u:${opts.userId}`, userType: row?.user_type ?? UNKNOWN_USER_TYPE, region: countyOf(row?.location) };
  }
  const salt = await saltOf(opts.db, opts.day);
  const hash = createHash('sha256').update(`${salt}\n${opts.ip}\n${opts.userAgent}`).digest('base64url');
  return { key: `a:${hash.slice(0, 32)}`, userType: ANONYMOUS_VIEWER, region: UNKNOWN_REGION };
}

/**
 * Counts a view or a contact start of an approved offer, once per viewer and day; the owner's own
 * visits do not count. Returns whether it counted.
 */
export async function recordOfferEvent(opts: {
  db: Db;
  offerId: string;
  kind: 'view' | 'contact';
  viewer: Viewer;
  day: string;
  /** counts only when the offer is this user's (a contact start names the user contacted) */
  ownerId?: string;
}): Promise<boolean> {
  if (!/^\d{1,18}$/.test(opts.offerId)) return false;
  const { viewer, day } = opts;
  const column = opts.kind === 'view' ? sql.raw('views') : sql.raw('contacts');
  const owner = viewer.key.startsWith('u:') ? viewer.key.slice(2) : null;
  const counted = await rows<{ offer_id: string }>(
    opts.db,
    sql`WITH o AS (SELECT id FROM offers WHERE id = ${opts.offerId}::bigint AND is_approved
                   AND user_id IS DISTINCT FROM ${owner}
                   ${opts.ownerId ? sql`AND user_id = ${opts.ownerId}` : sql``}),
        seen AS (INSERT INTO offer_viewers (offer_id, day, kind, viewer, user_type, region)
                 SELECT id, ${day}::date, ${opts.kind}, ${viewer.key}, ${viewer.userType}, ${viewer.region} FROM o
                 ON CONFLICT DO NOTHING RETURNING offer_id)
        INSERT INTO offer_stats_daily (offer_id, day, ${column}) SELECT offer_id, ${day}::date, 1 FROM seen
        ON CONFLICT (offer_id, day) DO UPDATE SET ${column} = offer_stats_daily.${column} + 1
        RETURNING offer_id`,
  );
  return counted.length > 0;
}

/** the days of viewer rows and salts kept: the longest statistics window, and the salt of today only */
export const VIEWER_RETENTION_DAYS = Math.max(...STATS_WINDOWS) + 1;

/** Deletes viewer rows past the longest window and every salt but today's (the 'insights.prune' job). */
export async function pruneOfferViewers(db: Db, now: Date = new Date()): Promise<{ viewers: number; salts: number }> {
  const today = stockholmDay(now);
  const viewers = await rows<{ n: string }>(
    db,
    sql`WITH d AS (DELETE FROM offer_viewers WHERE day < ${today}::date - ${VIEWER_RETENTION_DAYS}::int RETURNING 1)
        SELECT count(*)::text AS n FROM d`,
  );
  const salts = await rows<{ n: string }>(
    db,
    sql`WITH d AS (DELETE FROM offer_view_salts WHERE day < ${today}::date RETURNING 1) SELECT count(*)::text AS n FROM d`,
  );
  if (cachedSalt && cachedSalt.day < today) cachedSalt = null;
  return { viewers: Number(viewers[0]?.n ?? 0), salts: Number(salts[0]?.n ?? 0) };
}

/** 'Kontakta' on an offer: the caller added its owner as a contact (PUT /api/me/contacts/:userId?offerId=). */
export async function recordContactStart(opts: { db: Db; offerId: string; userId: string; ownerId: string }) {
  const day = stockholmDay();
  const viewer = await viewerOf({ db: opts.db, userId: opts.userId, ip: '', userAgent: '', day });
  return recordOfferEvent({ db: opts.db, offerId: opts.offerId, kind: 'contact', viewer, day, ownerId: opts.ownerId });
}
