// Calendars (issue 23): one milestone as an .ics download, and each user's private iCalendar feed built
// from a list of calendar sources. A source is `(db, userId) => events`; the grants feature adds its
// watched deadlines by appending one function to CALENDAR_SOURCES.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { Db } from '@server/db/client.js';
import { calendarTokens, dealMilestones, dealVersions, deals } from '@server/db/schema.js';
import type { Env } from '@server/env.js';
import { AppError, notFound } from '@server/lib/errors.js';
import { DEAL_TEXTS, MILESTONE_STATE_LABELS } from '@shared/deal-texts.js';
import { loadDeal } from './deals.store.js';
import { watchedGrantDeadlines } from '@server/features/grants/grant-calendar.js';

/** One all-day event of a calendar. */
export interface CalendarEvent {
  /** stable across feeds, so a subscribed calendar updates the event instead of adding another */
  uid: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  description?: string;
  /** a path of the app ('/deals/12') or an absolute URL */
  url?: string;
}
export type CalendarSource = (db: Db, userId: string) => Promise<CalendarEvent[]>;

/** The user's milestones of signed deals that are not yet confirmed. */
export const dealMilestoneEvents: CalendarSource = async (db, userId) => {
  const rows = await db
    .select({ m: dealMilestones, deal: deals })
    .from(dealMilestones)
    .innerJoin(deals, eq(deals.id, dealMilestones.dealId))
    .where(and(or(eq(deals.partyA, userId), eq(deals.partyB, userId)), inArray(deals.status, ['signed', 'active'])))
    .orderBy(asc(dealMilestones.dueDate));
  return rows.map(({ m, deal }) => milestoneEvent(deal.id, m));
};

/** Every source of a user's feed; grants' watched deadlines plug in here. */
export const CALENDAR_SOURCES: CalendarSource[] = [dealMilestoneEvents, watchedGrantDeadlines];

function milestoneEvent(dealId: number, m: typeof dealMilestones.$inferSelect): CalendarEvent {
  return {
    uid: `deal-${dealId}-milestone-${m.id}@samverka`,
    title: m.title,
    date: m.dueDate,
    description: `Delmål i avtal ${dealId} på Samverka (${MILESTONE_STATE_LABELS[m.state]}).`,
    url: `/deals/${dealId}`,
  };
}

const dayArray = (day: string): [number, number, number] => {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return [y, mo, d];
};

/** RFC 5545 text of the events (all-day, one day long). */
export function toIcs(events: CalendarEvent[], publicUrl: string, calName = 'Samverka'): string {
  const attrs: EventAttributes[] = events.map((e) => ({
    uid: e.uid,
    title: e.title,
    description: e.description,
    url: e.url ? new URL(e.url, publicUrl).href : undefined,
    start: dayArray(e.date),
    duration: { days: 1 },
    productId: 'samverka/deals',
    calName,
  }));
  if (attrs.length === 0) {
    // ics answers an error for no events; an empty calendar is valid RFC 5545
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'PRODID:samverka/deals',
      `X-WR-CALNAME:${calName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(attrs, { productId: 'samverka/deals', calName });
  if (error || !value) throw new AppError('CALENDAR_ERROR', 500, 'Kalendern kunde inte skapas.');
  return value;
}

/** One milestone of a signed deal, for 'Lägg till i kalender' (404 to anyone but the parties). */
export async function milestoneIcs({
  db,
  env,
  me,
  id,
  mid,
}: {
  db: Db;
  env: Env;
  me: string;
  id: string;
  mid: string;
}) {
  const { deal } = await loadDeal(db, id, me);
  const [m] = /^[1-9]\d{0,17}$/.test(mid)
    ? await db
        .select()
        .from(dealMilestones)
        .where(and(eq(dealMilestones.id, Number(mid)), eq(dealMilestones.dealId, deal.id)))
    : [];
  if (!m) throw notFound(DEAL_TEXTS.errors.milestoneNotFound);
  const [v] = await db
    .select({ title: dealVersions.terms })
    .from(dealVersions)
    .where(and(eq(dealVersions.dealId, deal.id), eq(dealVersions.version, deal.version)));
  const event = milestoneEvent(deal.id, m);
  return toIcs([{ ...event, description: `${event.description} ${v?.title.title ?? ''}`.trim() }], env.PUBLIC_URL);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const tokenOf = (env: Env, userId: string, nonce: string) =>
  createHmac('sha256', env.AUTH_SECRET).update(`calendar:${userId}:${nonce}`).digest('base64url');
const feedUrl = (env: Env, token: string) => new URL(`/api/calendar/${token}.ics`, env.PUBLIC_URL).href;

export async function getCalendarUrl({ db, env, me }: { db: Db; env: Env; me: string }) {
  const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.userId, me));
  if (!row) return { url: null };
  const token = tokenOf(env, me, row.nonce);
  // a changed AUTH_SECRET makes the stored address void: say so by showing none
  if (sha256(token) !== row.tokenHash) return { url: null };
  return { url: feedUrl(env, token) };
}

/** A new secret address; the previous one stops working at once. */
export async function renewCalendarUrl({ db, env, me }: { db: Db; env: Env; me: string }) {
  const nonce = randomBytes(24).toString('base64url');
  const token = tokenOf(env, me, nonce);
  await db
    .insert(calendarTokens)
    .values({ userId: me, nonce, tokenHash: sha256(token) })
    .onConflictDoUpdate({
      target: calendarTokens.userId,
      set: { nonce, tokenHash: sha256(token), createdAt: new Date() },
    });
  return { url: feedUrl(env, token) };
}

export async function revokeCalendarUrl({ db, me }: { db: Db; me: string }) {
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, me));
  return { url: null };
}

/** The feed of the token's holder: every source's events; 404 for an unknown or replaced token. */
export async function calendarFeed({ db, env, token }: { db: Db; env: Env; token: string }): Promise<string> {
  const bare = token.replace(/\.ics$/, '');
  const [row] = await db
    .select()
    .from(calendarTokens)
    .where(eq(calendarTokens.tokenHash, sha256(bare)));
  const expected = row ? Buffer.from(tokenOf(env, row.userId, row.nonce)) : null;
  const given = Buffer.from(bare);
  if (!row || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw notFound(DEAL_TEXTS.errors.calendarToken);
  }
  const events = (await Promise.all(CALENDAR_SOURCES.map((source) => source(db, row.userId)))).flat();
  return toIcs(events, env.PUBLIC_URL, 'Samverka – avtal och deadlines');
}
