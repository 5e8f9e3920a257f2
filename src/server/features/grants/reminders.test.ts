// 'Bevaka' and the deadline reminders (issue 24 §2): the watch routes, reminders 14 and 3 days before at
// 09:00 Europe/Stockholm (winter and summer time), sent once however often the job runs, a yearly programme
// reminding again next year, and the calendar entries for the Deals feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { createApprovedGrant, createGrant } from '@test/support/test-grants.js';
import type { TGrantItems } from '@shared/schemas/grant.response.js';
import { addDays, dueReminder, reminderTimes, stockholmDay, stockholmTime } from './deadlines.js';
import { sendGrantReminders } from './watch.service.js';
import { watchedGrantDeadlines } from './grant-calendar.js';

describe('reminder times in Europe/Stockholm', () => {
  it('09:00 Swedish time is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    expect(reminderTimes('2027-01-17')).toEqual([
      { days: 14, at: new Date('2027-01-03T08:00:00Z') },
      { days: 3, at: new Date('2027-01-14T08:00:00Z') },
    ]);
    expect(reminderTimes('2027-06-17').map((r) => r.at.toISOString())).toEqual([
      '2027-06-03T07:00:00.000Z',
      '2027-06-14T07:00:00.000Z',
    ]);
  });

  it('across the change to summer time (28 March 2027) and over a year boundary', () => {
    // 14 days before 8 April is 25 March (winter), 3 days before is 5 April (summer)
    expect(reminderTimes('2027-04-08').map((r) => r.at.toISOString())).toEqual([
      '2027-03-25T08:00:00.000Z',
      '2027-04-05T07:00:00.000Z',
    ]);
    expect(reminderTimes('2027-01-05')[0]!.at.toISOString()).toBe('2026-12-22T08:00:00.000Z');
    expect(addDays('2027-01-05', -14)).toBe('2026-12-22');
    expect(stockholmDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(stockholmTime('2027-10-31', 0).toISOString()).toBe('2027-10-30T22:00:00.000Z');
  });

  it("today's date, kept through each UTC hour, is the formatter's answer every minute of a year with both clock changes", () => {
    const fresh = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', dateStyle: 'short' });
    const wrong: string[] = [];
    // each hour's first and last minute, in order and backwards (the kept hour must never answer for another)
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000)
      for (const t of [at, at + 3_599_999, at + 1_800_000, at - 1])
        if (stockholmDay(new Date(t)) !== fresh.format(new Date(t))) wrong.push(new Date(t).toISOString());
    expect(wrong).toEqual([]);
    expect(stockholmDay(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29');
    expect(stockholmDay(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(stockholmDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
  });

  it('the due reminder is the latest whose time has come, until the deadline day ends', () => {
    const d = '2027-01-17';
    expect(dueReminder(d, new Date('2027-01-03T07:59:00Z'))).toBeNull();
    expect(dueReminder(d, new Date('2027-01-03T08:00:00Z'))).toBe(14);
    expect(dueReminder(d, new Date('2027-01-14T08:00:00Z'))).toBe(3);
    expect(dueReminder(d, new Date('2027-01-17T22:59:00Z'))).toBe(3);
    expect(dueReminder(d, new Date('2027-01-17T23:00:00Z'))).toBeNull();
    // watched after the 14-day reminder's time: only the 3-day one
    expect(dueReminder(d, new Date('2027-01-10T08:00:00Z'), new Date('2027-01-09T00:00:00Z'))).toBeNull();
    expect(dueReminder(d, new Date('2027-01-14T08:00:00Z'), new Date('2027-01-09T00:00:00Z'))).toBe(3);
  });
});

describe(`watching and reminders (${testDatabaseKind})`, () => {
  let t: TestContext;
  let owner: TestUser;
  let watcher: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
    owner = await t.signUp('foundation');
    watcher = await t.signUp('association');
  });
  afterAll(() => t.close());

  const reminders = async (userId: string) =>
    t.deps.database.query<{ kind: string; title: string; link: string; read_at: string | null }>(
      `SELECT kind, title, link, read_at FROM notifications WHERE user_id = $1 AND kind = 'grant_deadline' ORDER BY id`,
      [userId],
    );

  it('PUT, GET and DELETE /api/me/grant-watch; a pending programme cannot be watched; anonymous is 401', async () => {
    const grant = await createApprovedGrant(t, owner, { name: 'Bevakad utlysning' });
    const pending = await createGrant(t, owner, { name: 'Ej godkänd utlysning' });
    expect((await t.request(`/api/me/grant-watch/${grant.id}`, { method: 'PUT' })).status).toBe(401);
    expect(
      (await t.request(`/api/me/grant-watch/${pending.id}`, { method: 'PUT', cookie: watcher.cookie })).status,
    ).toBe(404);
    expect((await t.request(`/api/me/grant-watch/${grant.id}`, { method: 'PUT', cookie: watcher.cookie })).status).toBe(
      204,
    );
    expect((await t.request(`/api/me/grant-watch/${grant.id}`, { method: 'PUT', cookie: watcher.cookie })).status).toBe(
      204,
    );
    const list = (await (await t.request('/api/me/grant-watch', { cookie: watcher.cookie })).json()) as TGrantItems;
    expect(list.items.map((g) => [g.id, g.watched])).toEqual([[grant.id, true]]);
    const page = await (await t.request(`/api/grants/${grant.id}`, { cookie: watcher.cookie })).json();
    expect(page).toMatchObject({ watched: true });
    expect(
      (await t.request(`/api/me/grant-watch/${grant.id}`, { method: 'DELETE', cookie: watcher.cookie })).status,
    ).toBe(204);
    expect(
      ((await (await t.request('/api/me/grant-watch', { cookie: watcher.cookie })).json()) as TGrantItems).items,
    ).toEqual([]);
  });

  it('a one-off deadline: 14 and 3 days before at 09:00, once each however often the job runs', async () => {
    const user = await t.signUp('association');
    const grant = await createApprovedGrant(t, owner, {
      name: 'Engångsutlysning',
      deadline_kind: 'date',
      deadline_date: '2027-01-17',
    });
    await t.request(`/api/me/grant-watch/${grant.id}`, { method: 'PUT', cookie: user.cookie });
    await sendGrantReminders(t.deps.db, new Date('2027-01-03T07:30:00Z'));
    expect(await reminders(user.id)).toHaveLength(0);
    await sendGrantReminders(t.deps.db, new Date('2027-01-03T08:05:00Z'));
    await sendGrantReminders(t.deps.db, new Date('2027-01-03T09:05:00Z'));
    await Promise.all([
      sendGrantReminders(t.deps.db, new Date('2027-01-04T09:05:00Z')),
      sendGrantReminders(t.deps.db, new Date('2027-01-04T09:05:00Z')),
    ]);
    const first = await reminders(user.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: '14 dagar kvar: sista ansökningsdag för Engångsutlysning är 2027-01-17',
      link: `/stiftelser/${grant.id}`,
    });
    await t.deps.database.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1`, [user.id]);
    await sendGrantReminders(t.deps.db, new Date('2027-01-14T08:01:00Z'));
    await sendGrantReminders(t.deps.db, new Date('2027-01-15T08:01:00Z'));
    const all = await reminders(user.id);
    expect(all.map((r) => r.title.split(':')[0])).toEqual(['14 dagar kvar', '3 dagar kvar']);
    await sendGrantReminders(t.deps.db, new Date('2027-01-18T08:01:00Z'));
    expect(await reminders(user.id)).toHaveLength(2);
  });

  it('a watch started 5 days before gets the 3-day reminder only; an unwatched user gets none', async () => {
    const late = await t.signUp('association');
    const bystander = await t.signUp('association');
    const grant = await createApprovedGrant(t, owner, {
      name: 'Sen bevakning',
      deadline_kind: 'date',
      deadline_date: '2027-02-20',
    });
    await t.request(`/api/me/grant-watch/${grant.id}`, { method: 'PUT', cookie: late.cookie });
    await t.deps.database.query(`UPDATE grant_watches SET created_at = '2027-02-15T09:00:00Z' WHERE user_id = $1`, [
      late.id,
    ]);
    await sendGrantReminders(t.deps.db, new Date('2027-02-15T10:00:00Z'));
    expect(await reminders(late.id)).toHaveLength(0);
    await sendGrantReminders(t.deps.db, new Date('2027-02-17T08:00:00Z'));
    expect((await reminders(late.id)).map((r) => r.title.split(':')[0])).toEqual(['3 dagar kvar']);
    expect(await reminders(bystander.id)).toHaveLength(0);
  });

  it('a yearly programme reminds again next year; löpande never reminds', async () => {
    const user = await t.signUp('association');
    const yearly = await createApprovedGrant(t, owner, {
      name: 'Årlig utlysning',
      deadline_kind: 'yearly',
      deadline_month: 1,
      deadline_day: 10,
    });
    const rolling = await createApprovedGrant(t, owner, { name: 'Löpande utlysning' });
    for (const g of [yearly, rolling])
      await t.request(`/api/me/grant-watch/${g.id}`, { method: 'PUT', cookie: user.cookie });
    // 27 December 2026, 09:00 in Stockholm: 14 days before 10 January 2027
    await sendGrantReminders(t.deps.db, new Date('2026-12-27T08:00:00Z'));
    await t.deps.database.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1`, [user.id]);
    await sendGrantReminders(t.deps.db, new Date('2027-12-27T08:00:00Z'));
    const titles = (await reminders(user.id)).map((r) => r.title);
    expect(titles).toEqual([
      '14 dagar kvar: sista ansökningsdag för Årlig utlysning är 2027-01-10',
      '14 dagar kvar: sista ansökningsdag för Årlig utlysning är 2028-01-10',
    ]);
  });

  it('watchedGrantDeadlines answers the calendar entries of the open dated programmes', async () => {
    const user = await t.signUp('influencer');
    const yearly = await createApprovedGrant(t, owner, {
      name: 'Kalenderutlysning',
      deadline_kind: 'yearly',
      deadline_month: 3,
      deadline_day: 15,
    });
    const rolling = await createApprovedGrant(t, owner, { name: 'Löpande i kalendern' });
    for (const g of [yearly, rolling])
      await t.request(`/api/me/grant-watch/${g.id}`, { method: 'PUT', cookie: user.cookie });
    const entries = await watchedGrantDeadlines(t.deps.db, user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      title: 'Sista ansökningsdag: Kalenderutlysning',
      url: `/stiftelser/${yearly.id}`,
    });
    expect(entries[0]!.date).toMatch(/^\d{4}-03-15$/);
    expect(entries[0]!.uid).toBe(`grant-${yearly.id}-${entries[0]!.date}@samverka`);
  });
});
