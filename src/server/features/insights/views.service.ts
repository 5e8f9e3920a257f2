// Recording what happens to an offer: a view (one per viewer, offer and day), a contact start, and the
// daily pruning. A view costs the request no statement of its own (a signed-in viewer's type comes with the
// session, the day's salt is read once a day): its batch writes, in one statement, the rate-limit count, the
// de-duplication row and, only when that is new, the (offer, day) counter upsert. An anonymous viewer is a
// salted hash of address and browser that changes every day; the address itself is never stored.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows } from '@server/db/raw.js';
import { ANONYMOUS_VIEWER, STATS_WINDOWS, UNKNOWN_REGION } from '@shared/insights-texts.js';
import { stockholmDay as dayInStockholm } from '@server/features/grants/deadlines.js';
import { countyOf } from './region.js';

const UNKNOWN_USER_TYPE = 'okänd';

/** crawlers, link previews, monitors and scripts: their visits are nobody's interest */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget|python-|httpclient|okhttp|java\/|go-http|axios|node-fetch|undici|libwww|scrapy|phantomjs|^$/i;

export const isBot = (userAgent: string | undefined): boolean => BOT_AGENT.test((userAgent ?? '').trim());

/** the Stockholm calendar day of a moment, YYYY-MM-DD (one shared formatter, its answer kept through the hour) */
export const stockholmDay = (at: Date = new Date()): string => dayInStockholm(at);

export interface Viewer {
  /** the de-duplication key: 'u:<user id>' or 'a:<hash>' */
  key: string;
  userType: string;
  /** a signed-in viewer's county is left out: the batch that writes the view looks it up */
  region?: string;
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

/**
 * The viewer of a request: a signed-in user by id and type (both from the session), anyone else by the
 * day's hash. Costs no statement but the day's first salt.
 */
export async function viewerOf(opts: {
  db: Db;
  user: { id: string; userType: string | null } | null;
  ip: string;
  userAgent: string;
  day: string;
}): Promise<Viewer> {
  if (opts.user) return { key: `u:${opts.user.id}`, userType: opts.user.userType ?? UNKNOWN_USER_TYPE };
  const salt = await saltOf(opts.db, opts.day);
  const hash = createHash('sha256').update(`${salt}\n${opts.ip}\n${opts.userAgent}`).digest('base64url');
  return { key: `a:${hash.slice(0, 32)}`, userType: ANONYMOUS_VIEWER, region: UNKNOWN_REGION };
}

/** The county of each signed-in viewer of a batch, in one statement: the place of the user's newest offer. */
async function countiesOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  // a profile has no place of its own: the place of the user's newest offer that names one
  const found = await rows<{ id: string; location: string | null }>(
    db,
    sql`SELECT u.id, (SELECT o.location FROM offers o WHERE o.user_id = u.id AND o.location IS NOT NULL
                      ORDER BY o.created_at DESC LIMIT 1) AS location
        FROM jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) AS u(id)`,
  );
  return new Map(found.map((r) => [r.id, countyOf(r.location)]));
}

/** views per viewer (a signed-in user, else an address) and minute: more is a script */
export const VIEW_LIMIT = { hits: 60, windowSeconds: 60 };
/** at most this many events in one write */
const BATCH_MAX = 500;

export interface OfferEvent {
  offerId: string;
  kind: 'view' | 'contact';
  viewer: Viewer;
  day: string;
  /** counts only when the offer is this user's (a contact start names the user contacted) */
  ownerId?: string;
  /** the rate limit's key (VIEW_LIMIT), or none */
  limitKey?: string;
}

interface Pending {
  event: OfferEvent;
  done: (allowed: boolean) => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit: events that arrive while a write is under way wait for the next one, which writes them all
 * in one statement — the rate-limit counts of their keys, then their de-duplication rows, then one
 * counter upsert per (offer, day). A quiet server writes each event at once; a busy one writes in batches,
 * so 1 000 views a second cost a few hundred statements, not 4 000.
 */
function createRecorder(db: Db) {
  let queue: Pending[] = [];
  let running = false;
  const drain = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH_MAX);
      queue = queue.slice(BATCH_MAX);
      try {
        const allowed = await writeBatch(
          db,
          batch.map((p) => p.event),
        );
        batch.forEach((p, i) => p.done(allowed[i]!));
      } catch (error) {
        for (const p of batch) p.failed(error);
      }
      // let the other requests' queries in between two batches (PGlite has one connection for everything)
      await new Promise((resolve) => setImmediate(resolve));
    }
    running = false;
  };
  return (event: OfferEvent) =>
    new Promise<boolean>((done, failed) => {
      queue.push({ event, done, failed });
      if (!running) void drain();
    });
}

/**
 * Writes a batch in one statement (one round trip, atomic without a transaction of its own): the rate-limit
 * count of each key (in key order, so two processes never deadlock), the events within their limits, their
 * de-duplication rows and one counter upsert per (offer, day). Answers per event whether it was within its
 * rate limit (an event over it is not written).
 */
async function writeBatch(db: Db, events: OfferEvent[]): Promise<boolean[]> {
  // a signed-in viewer's county (from a place in free text: the app's place names, not SQL) is read first
  const signedIn = [...new Set(events.filter((e) => e.viewer.region === undefined).map((e) => e.viewer.key.slice(2)))];
  const counties = signedIn.length > 0 ? await countiesOf(db, signedIn) : new Map<string, string>();
  const input = events.map((e, ord) => ({
    ord,
    limit_key: e.limitKey ?? null,
    // an id that is no number is never an offer (and would fail the whole batch's cast)
    offer_id: /^\d{1,18}$/.test(e.offerId) ? e.offerId : null,
    day: e.day,
    kind: e.kind,
    viewer: e.viewer.key,
    user_type: e.viewer.userType,
    region: e.viewer.region ?? counties.get(e.viewer.key.slice(2)) ?? UNKNOWN_REGION,
    self: e.viewer.key.startsWith('u:') ? e.viewer.key.slice(2) : null,
    owner: e.ownerId ?? null,
  }));
  const window = sql`make_interval(secs => ${VIEW_LIMIT.windowSeconds})`;
  const within = await rows<{ ord: number }>(
    db,
    sql`WITH input AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS t(ord int, limit_key text,
            offer_id bigint, day date, kind text, viewer text, user_type text, region text, self text, owner text)),
        hits AS (
          SELECT limit_key AS key, count(*)::int AS n FROM input WHERE limit_key IS NOT NULL GROUP BY limit_key),
        counted AS (
          INSERT INTO rate_limits (key, window_start, count)
          SELECT key, now(), n FROM hits ORDER BY key
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.window_start < now() - ${window}
                    THEN EXCLUDED.count ELSE rate_limits.count + EXCLUDED.count END,
            window_start = CASE WHEN rate_limits.window_start < now() - ${window}
                    THEN now() ELSE rate_limits.window_start END
          RETURNING key, count),
        allowed AS (
          SELECT i.* FROM (
            SELECT input.*, row_number() OVER (PARTITION BY limit_key ORDER BY ord) AS nth FROM input) i
          LEFT JOIN counted c ON c.key = i.limit_key
          LEFT JOIN hits h ON h.key = i.limit_key
          WHERE i.limit_key IS NULL OR c.count - h.n + i.nth <= ${VIEW_LIMIT.hits}),
        valid AS (
          -- approved offers only, never the owner's own visits
          SELECT DISTINCT ON (a.offer_id, a.day, a.kind, a.viewer) a.* FROM allowed a
          JOIN offers o ON o.id = a.offer_id AND o.is_approved AND o.user_id IS DISTINCT FROM a.self
            AND (a.owner IS NULL OR o.user_id = a.owner)),
        seen AS (
          INSERT INTO offer_viewers (offer_id, day, kind, viewer, user_type, region)
          SELECT offer_id, day, kind, viewer, user_type, region FROM valid
          ON CONFLICT DO NOTHING RETURNING offer_id, day, kind),
        counters AS (
          -- counters only for rows that are new
          INSERT INTO offer_stats_daily (offer_id, day, views, contacts)
          SELECT offer_id, day, count(*) FILTER (WHERE kind = 'view'), count(*) FILTER (WHERE kind = 'contact')
          FROM seen GROUP BY offer_id, day ORDER BY offer_id, day
          ON CONFLICT (offer_id, day) DO UPDATE SET views = offer_stats_daily.views + EXCLUDED.views,
            contacts = offer_stats_daily.contacts + EXCLUDED.contacts)
        SELECT ord FROM allowed`,
  );
  const allowed = events.map(() => false);
  for (const { ord } of within) allowed[Number(ord)] = true;
  return allowed;
}

const recorders = new WeakMap<Db, (event: OfferEvent) => Promise<boolean>>();

/**
 * Counts a view or a contact start of an approved offer, once per viewer and day; the owner's own visits do
 * not count. Answers false when the event's rate limit was exceeded (then nothing is written).
 */
export function recordOfferEvent(db: Db, event: OfferEvent): Promise<boolean> {
  let record = recorders.get(db);
  if (!record) recorders.set(db, (record = createRecorder(db)));
  return record(event);
}

/** the rate limit's key of a viewer: a signed-in user's id, else the day's hash of the address alone */
export async function viewLimitKey(db: Db, viewer: Viewer, ip: string, day: string): Promise<string> {
  if (viewer.key.startsWith('u:')) return `offers:view:${viewer.key}`;
  // per address, whatever the browser says it is (a script that changes its user agent is still one address)
  const salt = await saltOf(db, day);
  return `offers:view:a:${createHash('sha256').update(`${salt}\n${ip}`).digest('base64url').slice(0, 32)}`;
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
export async function recordContactStart(opts: {
  db: Db;
  offerId: string;
  user: { id: string; userType: string | null };
  ownerId: string;
}) {
  const day = stockholmDay();
  const viewer = await viewerOf({ db: opts.db, user: opts.user, ip: '', userAgent: '', day });
  await recordOfferEvent(opts.db, { offerId: opts.offerId, kind: 'contact', viewer, day, ownerId: opts.ownerId });
}
