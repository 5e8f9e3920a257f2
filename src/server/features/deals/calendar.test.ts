// Deal milestones in time (issue 23): reminders 3 days and 1 day before and when overdue, each once;
// deals started and ended by their period; the milestone's .ics and the private feed, parsed back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { DEAL_TEXTS } from '@shared/deal-texts.js';
import type { TCalendarUrl } from '@shared/schemas/deal.response.js';
import { dealApi } from '@test/support/deals.js';
import { remindMilestones } from './milestones.service.js';
import { CALENDAR_SOURCES } from './calendar.js';

let t: TestContext;
let api: ReturnType<typeof dealApi>;
beforeAll(async () => {
  t = await createTestContext();
  api = dealApi(t);
});
afterAll(() => t.close());

const body = async <T>(res: Response) => (await res.json()) as T;
const reminders = (userId: string) =>
  t.deps.database.query<{ title: string }>(
    `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'milestone_due' ORDER BY id`,
    [userId],
  );
const at = (day: string) => new Date(`${day}T09:00:00+01:00`);
const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('milestone reminders', () => {
  it('reminds the responsible party 3 days and 1 day before and when overdue, once each', async () => {
    const { a, b, id } = await api.signed({
      milestones: [
        { title: 'Logotyp levererad', dueDate: '2031-03-10', responsible: 'a' },
        { title: 'Utbetalning', dueDate: '2031-03-20', responsible: 'b' },
      ],
    });
    expect(await remindMilestones(t.deps.db, at('2031-03-01'))).toBe(0);
    expect(await remindMilestones(t.deps.db, at('2031-03-07'))).toBe(1);
    expect(await remindMilestones(t.deps.db, at('2031-03-07'))).toBe(0);
    expect((await reminders(a.id)).map((r) => r.title)).toEqual(['Om tre dagar: Logotyp levererad']);
    // the entry is one per deal while unread; read it so the next one is a new row
    await t.deps.database.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1`, [a.id]);
    expect(await remindMilestones(t.deps.db, at('2031-03-09'))).toBe(1);
    expect(await remindMilestones(t.deps.db, at('2031-03-09'))).toBe(0);
    await t.deps.database.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1`, [a.id]);
    expect(await remindMilestones(t.deps.db, at('2031-03-11'))).toBe(1);
    expect(await remindMilestones(t.deps.db, at('2031-03-12'))).toBe(0);
    const titles = (
      await t.deps.database.query<{ title: string }>(
        `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'milestone_due' ORDER BY id`,
        [a.id],
      )
    ).map((r) => r.title);
    expect(titles).toEqual([
      'Om tre dagar: Logotyp levererad',
      'I morgon: Logotyp levererad',
      'Försenat delmål: Logotyp levererad',
    ]);
    expect(await reminders(b.id)).toEqual([]);
    const sent = await t.deps.database.query<{ kind: string }>(
      `SELECT r.kind FROM deal_reminders r JOIN deal_milestones m ON m.id = r.milestone_id WHERE m.deal_id = $1 ORDER BY r.sent_at, r.kind`,
      [id],
    );
    expect(sent.map((s) => s.kind).sort()).toEqual(['d1', 'd3', 'overdue']);
  });

  // the sweep is global: this deal's dates lie before every other deal's of this file
  it('a confirmed milestone is not reminded; a deal made one day before gets only the one-day reminder', async () => {
    const { a, b, id, deal } = await api.signed({
      milestones: [
        { title: 'Klart i tid', dueDate: '2029-05-10', responsible: 'a' },
        { title: 'Sent påkommet', dueDate: '2029-05-10', responsible: 'b' },
      ],
    });
    await api.complete(a, id, deal.milestones[0]!.id!);
    await api.confirm(b, id, deal.milestones[0]!.id!);
    expect(await remindMilestones(t.deps.db, at('2029-05-09'))).toBe(1);
    expect((await reminders(b.id)).map((r) => r.title)).toEqual(['I morgon: Sent påkommet']);
    expect(await remindMilestones(t.deps.db, at('2029-05-08'))).toBe(0);
    expect(await reminders(a.id)).toEqual([]);
  });

  it('the period starts a signed deal and ends it', async () => {
    const { a, id } = await api.signed({ periodStart: '2033-01-01', periodEnd: '2033-06-30' });
    await remindMilestones(t.deps.db, at('2032-12-31'));
    expect((await api.deal(a, id)).status).toBe('signed');
    await remindMilestones(t.deps.db, at('2033-01-01'));
    expect((await api.deal(a, id)).status).toBe('active');
    await remindMilestones(t.deps.db, at('2033-07-01'));
    const done = await api.deal(a, id);
    expect(done.status).toBe('completed');
    expect(done.events.at(-1)).toMatchObject({ kind: 'completed', data: { reason: 'period' } });
  });

  it('the job is scheduled on the queue', async () => {
    const { SCHEDULES } = await import('@server/workers.js');
    expect(SCHEDULES['deals.remind']).toBe('5 * * * *');
  });
});

describe('calendars', () => {
  it("'Lägg till i kalender' downloads one milestone as a valid all-day event", async () => {
    const { a, id, deal } = await api.signed({
      milestones: [{ title: 'Inlägg 1 publicerat på Åre-bloggen', dueDate: '2030-04-15', responsible: 'b' }],
    });
    const mid = deal.milestones[0]!.id!;
    const res = await t.request(`/api/deals/${id}/milestones/${mid}/ics`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const [event] = events(await res.text());
    expect(event!.summary).toBe('Inlägg 1 publicerat på Åre-bloggen');
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2030-04-15');
    expect(event!.uid).toBe(`deal-${id}-milestone-${mid}@samverka`);
    expect((await t.request(`/api/deals/${id}/milestones/999999/ics`, { cookie: a.cookie })).status).toBe(404);
  });

  it('the private feed lists the user’s milestones; a new secret revokes the old address', async () => {
    const { a, b, id } = await api.signed({
      milestones: [
        { title: 'Logotyp levererad', dueDate: '2030-02-01', responsible: 'a' },
        { title: 'Utbetalning', dueDate: '2030-03-01', responsible: 'b' },
      ],
    });
    await api.draft({ milestones: [{ title: 'Bara ett utkast', dueDate: '2030-02-02', responsible: 'a' }] });
    expect((await t.request('/api/me/calendar-url')).status).toBe(401);
    expect(await body<TCalendarUrl>(await t.request('/api/me/calendar-url', { cookie: a.cookie }))).toEqual({
      url: null,
    });
    const { url } = await body<TCalendarUrl>(
      await t.request('/api/me/calendar-url', { method: 'POST', cookie: a.cookie }),
    );
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(await body<TCalendarUrl>(await t.request('/api/me/calendar-url', { cookie: a.cookie }))).toEqual({ url });
    const path = new URL(url!).pathname;
    const feed = await t.request(path);
    expect(feed.status).toBe(200);
    const parsed = events(await feed.text());
    expect(parsed.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['Logotyp levererad', '2030-02-01'],
      ['Utbetalning', '2030-03-01'],
    ]);
    expect(parsed[0]!.component.getFirstPropertyValue('url')).toBe(`http://localhost:3000/deals/${id}`);
    // the token is not stored: only its hash
    const [row] = await t.deps.database.query<{ token_hash: string }>(
      `SELECT token_hash FROM calendar_tokens WHERE user_id = $1`,
      [a.id],
    );
    expect(path).not.toContain(row!.token_hash);
    // b's feed is b's own; a fresh secret voids a's old address
    const renewed = await body<TCalendarUrl>(
      await t.request('/api/me/calendar-url', { method: 'POST', cookie: a.cookie }),
    );
    expect(renewed.url).not.toBe(url);
    const old = await t.request(path);
    expect(old.status).toBe(404);
    expect(((await old.json()) as { error: { message: string } }).error.message).toBe(DEAL_TEXTS.errors.calendarToken);
    expect((await t.request(new URL(renewed.url!).pathname)).status).toBe(200);
    await t.request('/api/me/calendar-url', { method: 'DELETE', cookie: a.cookie });
    expect((await t.request(new URL(renewed.url!).pathname)).status).toBe(404);
    expect((await t.request('/api/calendar/gissning.ics')).status).toBe(404);
    void b;
  });

  it('an empty feed is still a valid calendar, and sources are one list to extend', async () => {
    const lonely = await api.signUp('influencer');
    const { url } = await body<TCalendarUrl>(
      await t.request('/api/me/calendar-url', { method: 'POST', cookie: lonely.cookie }),
    );
    const text = await (await t.request(new URL(url!).pathname)).text();
    expect(new ICAL.Component(ICAL.parse(text)).name).toBe('vcalendar');
    expect(events(text)).toEqual([]);
    CALENDAR_SOURCES.push(async (_db, userId) =>
      userId === lonely.id
        ? [{ uid: 'grant-1@samverka', title: 'Sista ansökningsdag', date: '2030-09-30', url: '/grants/1' }]
        : [],
    );
    try {
      const withGrant = events(await (await t.request(new URL(url!).pathname)).text());
      expect(withGrant.map((e) => e.summary)).toEqual(['Sista ansökningsdag']);
    } finally {
      CALENDAR_SOURCES.pop();
    }
  });

  it("a watched grant programme's next deadline is in the watcher's feed", async () => {
    const foundation = await api.signUp('foundation');
    const watcher = await api.signUp('association');
    const [grant] = await t.deps.database.query<{ id: string }>(
      `INSERT INTO grant_programmes (user_id, organization, name, purpose, areas, regions, applicant_types,
         deadline_kind, deadline_month, deadline_day, apply_mode, is_approved)
       VALUES ($1, 'Stiftelsen Kalender', 'Kalenderbidraget', 'Stöd till föreningar.',
         '{ungdom}', '{Hela Sverige}', '{association}', 'yearly', 3, 15, 'samverka', true) RETURNING id::text AS id`,
      [foundation.id],
    );
    expect(
      (await t.request(`/api/me/grant-watch/${grant!.id}`, { method: 'PUT', cookie: watcher.cookie })).status,
    ).toBeLessThan(300);
    const { url } = await body<TCalendarUrl>(
      await t.request('/api/me/calendar-url', { method: 'POST', cookie: watcher.cookie }),
    );
    const feed = events(await (await t.request(new URL(url!).pathname)).text());
    const entry = feed.find((e) => e.summary === 'Sista ansökningsdag: Kalenderbidraget');
    expect(entry).toBeDefined();
    expect(String(entry!.startDate)).toMatch(/^\d{4}-03-15/);
  });
});
