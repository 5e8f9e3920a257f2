// Projects as public pages (issue 25 §2–3): the list's filters (place, remote, hours, paging), the preview
// tags the server puts in /projekt/:id (404 for a pending or unknown project), the sitemap and robots, and
// saved /projekt searches: saved with their filters, refused in Swedish when the filters are not the list's,
// an approved project tells exactly the fitting savers once (kind project_new); the admin's refusal.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app.js';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { TALENT_TEXTS } from '@shared/talent-texts.js';
import type {
  TNotificationPage,
  TNotificationSettings,
  TSavedSearchCreated,
  TSavedSearchList,
} from '@shared/schemas/notifications.response.js';
import type { TProject, TProjectList } from '@shared/schemas/talent.response.js';
import { insertOffer } from '@test/support/test-offers.js';
import { fitsProjectSearch, matchProjectSearches } from './project-searches.match.js';

const E = NOTIFICATION_TEXTS.errors;
let t: TestContext;
let club: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  club = await t.signUp('association');
  admin = await t.signUp('business');
  await t.makeAdmin(admin);
});
afterAll(async () => t?.close());

const PROJECT = {
  organization: 'Sandvikens IF',
  title: 'Fotograf och tränare till ungdomslagen',
  description: 'Vi är en idrottsförening i Sandviken som söker hjälp med bilder och träningar för våra ungdomslag.',
  place: 'Sandviken',
  roles: [
    { title: 'Lagfotograf', skills: ['Fotografering'], hoursPerWeek: 3, remote: false },
    { title: 'Webbredaktör', skills: ['Webbutveckling'], hoursPerWeek: 10, remote: true, paid: true, amount: 2000 },
  ],
};

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const create = async (body: Record<string, unknown> = PROJECT) =>
  json<TProject>(await t.request('/api/projects', { method: 'POST', cookie: club.cookie, json: body }), 201);
const approve = (id: string) =>
  t.request(`/api/admin/projects/${id}/approve`, { method: 'POST', cookie: admin.cookie });
const signUp = async (type: 'individual' | 'association' = 'association') => {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(type);
};
const save = (me: TestUser | null, body: unknown) =>
  t.request('/api/me/saved-searches', { method: 'POST', cookie: me?.cookie, json: body });
const saved = async (me: TestUser, body: unknown) => (await json<TSavedSearchCreated>(await save(me, body), 201)).item;
const notes = async (me: TestUser) =>
  (await json<TNotificationPage>(await t.request('/api/me/notifications', { cookie: me.cookie }), 200)).items;

describe(`the public list and pages of projects (${testDatabaseKind})`, () => {
  it('filters by place (town or county), remote and hours a week on one role; pages with a cursor', async () => {
    const p = await create();
    expect((await approve(p.id)).status).toBe(200);
    const ids = async (query: string) =>
      (await json<TProjectList>(await t.request(`/api/projects?${query}`), 200)).items.map((i) => i.id);
    expect(await ids('place=Sandviken')).toContain(p.id);
    // Sandviken lies in Gävleborgs län: a search for Gävle finds it by the county
    expect(await ids('place=G%C3%A4vle')).toContain(p.id);
    expect(await ids('place=Malm%C3%B6')).not.toContain(p.id);
    expect(await ids('remote=true&maxHours=10')).toContain(p.id);
    // the remote role needs 10 hours, the 3-hour role is not remote: no one role fits both
    expect(await ids('remote=true&maxHours=5')).not.toContain(p.id);
    expect(await ids('terms=volunteer&maxHours=3')).toContain(p.id);
    const bad = await t.request('/api/projects?maxHours=0');
    expect(bad.status).toBe(400);
    // 25 approved projects: a page of 24 and a cursor to the rest
    for (let i = 0; i < 25; i++) await approve((await create({ ...PROJECT, title: `Projekt nummer ${i + 1}` })).id);
    const first = await json<TProjectList>(await t.request('/api/projects'), 200);
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).toBe('24');
    const second = await json<TProjectList>(await t.request(`/api/projects?cursor=${first.nextCursor}`), 200);
    expect(second.items.length).toBeGreaterThan(0);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
  });

  it("a misspelt search word is corrected and offered as 'Menade du …?' (the offers' vocabulary)", async () => {
    // the vocabulary of corrections is the approved offers' words (search_words), as on the explore pages
    await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Fotografering av matcher',
      tags: ['fotografering'],
    });
    const p = await create({ ...PROJECT, title: 'Fotografering till ungdomslagen' });
    expect((await approve(p.id)).status).toBe(200);
    const typo = await json<TProjectList>(await t.request('/api/projects?q=fotograferinng'), 200);
    expect(typo.didYouMean).toBe('fotografering');
    expect(typo.items.map((i) => i.id)).toContain(p.id);
    const exact = await json<TProjectList>(await t.request('/api/projects?q=fotografering'), 200);
    expect(exact.didYouMean).toBeNull();
    expect((await json<TProjectList>(await t.request('/api/projects'), 200)).didYouMean).toBeNull();
  });

  it('a project page has its preview tags; a pending or unknown one is 404; the sitemap lists the approved', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'samverka-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), readFileSync(path.resolve('index.html'), 'utf8'));
    const app = createApp(t.deps, { clientDir });
    const published = await create({ ...PROJECT, title: 'Matchvärdar till hemmamatcherna' });
    await approve(published.id);
    const pending = await create({ ...PROJECT, title: 'Hemligt projekt som väntar' });

    const page = await app.request(`/projekt/${published.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      '<meta property="og:title" content="Matchvärdar till hemmamatcherna – Sandvikens IF | Samverka" />',
    );
    expect(html).toContain('Vi är en idrottsförening i Sandviken');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/projekt/${published.id}" />`);
    const hidden = await app.request(`/projekt/${pending.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('Hemligt projekt');
    expect((await app.request('/projekt/999999')).status).toBe(404);
    expect((await app.request('/projekt/abc')).status).toBe(404);
    expect((await app.request('/projekt/ny')).status).toBe(200);
    const list = await (await app.request('/projekt')).text();
    expect(list).toContain('<link rel="canonical" href="http://localhost:3000/projekt" />');

    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/projekt/${published.id}</loc>`);
    expect(sitemap).toContain('/projekt</loc>');
    expect(sitemap).not.toContain(`/projekt/${pending.id}</loc>`);
    expect(await (await app.request('/robots.txt')).text()).toContain('Disallow: /projekt/ny');
  });
});

describe(`the admin refuses a pending project (${testDatabaseKind})`, () => {
  it('removes it and tells the owner why; an approved or unknown project is 404', async () => {
    const pending = await create({ ...PROJECT, title: 'Projekt som inte godkänns' });
    const refuse = (id: string, body?: unknown) =>
      t.request(`/api/admin/projects/${id}/reject`, { method: 'POST', cookie: admin.cookie, json: body });
    expect((await refuse(pending.id, { reason: 'Beskrivningen saknar kontaktväg' })).status).toBe(204);
    expect((await t.request(`/api/projects/${pending.id}`, { cookie: club.cookie })).status).toBe(404);
    const note = (await notes(club)).find((n) => n.kind === 'offer_rejected');
    expect(note).toMatchObject({
      title: TALENT_TEXTS.projectRejected('Projekt som inte godkänns'),
      body: 'Beskrivningen saknar kontaktväg',
    });
    // without a reason the owner gets the general one
    const other = await create({ ...PROJECT, title: 'Ett till projekt som avvisas' });
    expect((await refuse(other.id)).status).toBe(204);
    expect((await notes(club)).some((n) => n.body === TALENT_TEXTS.projectRejectedNoReason)).toBe(true);
    const approved = await create({ ...PROJECT, title: 'Godkänt projekt som står kvar' });
    await approve(approved.id);
    expect((await refuse(approved.id)).status).toBe(404);
    expect((await t.request(`/api/projects/${approved.id}`)).status).toBe(200);
    expect((await refuse('999999')).status).toBe(404);
    const tooLong = await refuse(other.id, { reason: 'x'.repeat(2000) });
    expect(tooLong.status).toBe(400);
  });
});

describe(`saved /projekt searches (${testDatabaseKind})`, () => {
  const FITS = {
    type: 'project',
    q: 'fotograf',
    location: 'Gävleborgs län',
    filters: { group: 'media-foto', remote: false, terms: 'volunteer', maxHours: 5 },
  };

  it('saves a /projekt search with its filters; refuses filters that are not the list’s', async () => {
    const me = await signUp('individual');
    expect((await save(null, FITS)).status).toBe(401);
    const item = await saved(me, FITS);
    expect(item).toMatchObject({ type: 'project', q: 'fotograf', location: 'Gävleborgs län', tags: [] });
    expect(item.filters).toEqual(FITS.filters);
    const bad: unknown[] = [
      { ...FITS, filters: { group: 'okand-grupp' } },
      { ...FITS, filters: { maxHours: 0 } },
      { ...FITS, filters: { applicant: 'association' } },
      { ...FITS, tags: ['fotboll'] },
      { type: 'grant', filters: { remote: true } },
      { type: 'association', filters: { terms: 'paid' } },
    ];
    for (const body of bad) {
      const res = await save(me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(E.savedSearchFilters);
    }
    const list = await json<TSavedSearchList>(await t.request('/api/me/saved-searches', { cookie: me.cookie }), 200);
    expect(list.items.map((s) => s.id)).toEqual([item.id]);
    await t.request(`/api/me/saved-searches/${item.id}`, { method: 'DELETE', cookie: me.cookie });
  });

  it('an approved project tells exactly the fitting searches, once, and not its owner', async () => {
    const users = {
      fits: await signUp('individual'),
      any: await signUp('individual'),
      town: await signUp('individual'),
      wrongText: await signUp('individual'),
      wrongPlace: await signUp('individual'),
      wrongGroup: await signUp('individual'),
      wrongTerms: await signUp('individual'),
      tooFewHours: await signUp('individual'),
      grantsOnly: await signUp('individual'),
    };
    await saved(users.fits, FITS);
    await saved(users.any, { type: 'project' });
    await saved(users.town, { type: 'project', location: 'Sandviken', filters: { remote: true, terms: 'paid' } });
    await saved(users.wrongText, { ...FITS, q: 'schacktränare' });
    await saved(users.wrongPlace, { ...FITS, location: 'Malmö' });
    await saved(users.wrongGroup, { ...FITS, filters: { group: 'ekonomi-admin' } });
    await saved(users.wrongTerms, { ...FITS, filters: { terms: 'paid', group: 'media-foto' } });
    await saved(users.tooFewHours, { ...FITS, filters: { maxHours: 2 } });
    await saved(users.grantsOnly, { type: 'grant', q: 'fotograf' });
    await saved(club, { type: 'project' });

    const p = await create({ ...PROJECT, title: 'Fotograf till hemmamatcherna i Sandviken' });
    // nothing before the admin approves it
    expect(await matchProjectSearches(t.deps.db, Number(p.id))).toBe(0);
    expect((await approve(p.id)).status).toBe(200);
    const jobs = await t.deps.database.query<{ data: { projectId: number } }>(
      `SELECT data FROM ${t.deps.jobs.schema}.job WHERE name = 'projects.match-searches' AND (data->>'projectId')::int = $1`,
      [Number(p.id)],
    );
    expect(jobs).toHaveLength(1);
    // approving again is no new publication: no second job
    await approve(p.id);
    const again = await t.deps.database.query(
      `SELECT 1 FROM ${t.deps.jobs.schema}.job WHERE name = 'projects.match-searches' AND (data->>'projectId')::int = $1`,
      [Number(p.id)],
    );
    expect(again).toHaveLength(1);

    // the other tests' projects may fit 'any' too, so count only this project's matches
    expect(await matchProjectSearches(t.deps.db, Number(p.id))).toBe(3);
    expect(await matchProjectSearches(t.deps.db, Number(p.id))).toBe(0);
    const [entry] = await notes(users.fits);
    expect(entry).toMatchObject({
      kind: 'project_new',
      title: NOTIFICATION_TEXTS.projectSearchMatch(1),
      body: `${p.title} (${PROJECT.organization})`,
      link: `/projekt/${p.id}`,
    });
    expect(await notes(users.town)).toHaveLength(1);
    for (const u of [users.wrongText, users.wrongPlace, users.wrongGroup, users.wrongTerms, users.tooFewHours])
      expect(await notes(u)).toEqual([]);
    expect(await notes(users.grantsOnly)).toEqual([]);
    expect((await notes(club)).filter((n) => n.kind === 'project_new')).toEqual([]);
    // alerts about new projects come in the daily digest unless the user chooses otherwise
    const settings = await json<TNotificationSettings>(
      await t.request('/api/me/notification-settings', { cookie: users.fits.cookie }),
      200,
    );
    expect(settings.settings.find((s) => s.kind === 'project_new')).toMatchObject({ inApp: true, email: 'daily' });
  });

  it('fits a search only when one role fits all its filters', () => {
    const project = {
      place: 'Sandviken',
      county: 'Gävleborg',
      roles: [
        { remote: false, paid: false, hoursPerWeek: 3, skills: [{ name: 'Fotografering', skillId: 'fotografering' }] },
        { remote: true, paid: true, hoursPerWeek: 10, skills: [{ name: 'Webb', skillId: 'webbutveckling' }] },
      ],
    } as unknown as TProject;
    const fits = (location: string, filters: Record<string, unknown>) =>
      fitsProjectSearch(project, { location, filters });
    expect(fits('', {})).toBe(true);
    expect(fits('sandviken', { remote: true })).toBe(true);
    expect(fits('Gävle', {})).toBe(true);
    expect(fits('Umeå', {})).toBe(false);
    expect(fits('', { remote: true, maxHours: 5 })).toBe(false);
    expect(fits('', { group: 'media-foto', terms: 'volunteer' })).toBe(true);
    expect(fits('', { group: 'media-foto', terms: 'paid' })).toBe(false);
  });
});
