// Saved Talentfinder searches (issue 25 §3, §5): an organisation saves a /talanger search (type 'talent');
// a person who turns 'Synlig för organisationer' on, or changes a visible profile, and fits it is told of to
// the saver once (kind talent_new); a hidden profile never is, nor a search of someone who is no organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import type {
  TNotificationPage,
  TSavedSearchCreated,
  TSavedSearchList,
} from '@shared/schemas/notifications.response.js';
import { fitsTalentSearch, matchTalentSearches } from './talent-searches.match.js';

const E = NOTIFICATION_TEXTS.errors;
let t: TestContext;
let person: TestUser;

const PROFILE = {
  headline: 'Fotograf som gillar idrott',
  skills: [{ name: 'Fotografering', level: 'expert' }],
  hoursPerWeek: 5,
  place: 'Gävle',
  remote: false,
  volunteer: true,
  paid: false,
};
/** a search the profile above fits in every filter */
const FITS = { type: 'talent', q: 'fotograf', location: 'Gävle', filters: { terms: 'volunteer', minHours: 4 } };

beforeAll(async () => {
  t = await createTestContext();
  person = await t.signUp('individual');
});
afterAll(() => t.close());

const signUp = async (type: 'association' | 'business' | 'foundation' | 'influencer' | 'individual') => {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return t.signUp(type);
};
const save = (me: TestUser, body: unknown) =>
  t.request('/api/me/saved-searches', { method: 'POST', cookie: me.cookie, json: body });
const notes = async (me: TestUser) =>
  ((await (await t.request('/api/me/notifications', { cookie: me.cookie })).json()) as TNotificationPage).items.filter(
    (n) => n.kind === 'talent_new',
  );
const putProfile = (body: Record<string, unknown>) =>
  t.request('/api/me/skill-profile', { method: 'PUT', cookie: person.cookie, json: body });

describe(`saved Talentfinder searches (${testDatabaseKind})`, () => {
  it('saves a /talanger search with its filters; refuses filters or tags that are not Talentfinder’s', async () => {
    const club = await signUp('association');
    const res = await save(club, FITS);
    expect(res.status, await res.clone().text()).toBe(201);
    const item = ((await res.json()) as TSavedSearchCreated).item;
    expect(item).toMatchObject({ type: 'talent', q: 'fotograf', location: 'Gävle', tags: [] });
    expect(item.filters).toEqual({ terms: 'volunteer', minHours: 4 });
    expect((await save(club, { ...FITS, filters: { minHours: 4, terms: 'volunteer' } })).status).toBe(200);
    for (const bad of [
      { ...FITS, filters: { open: true } },
      { ...FITS, tags: ['foto'] },
      { ...FITS, filters: { minHours: 200 } },
    ]) {
      const r = await save(club, bad);
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: { message: string } }).error.message).toMatch(
        new RegExp(`${E.savedSearchTalentFilters}|${E.savedSearchFilters}`),
      );
    }
    // a grant search may not carry Talentfinder's filters either
    expect((await save(club, { type: 'grant', filters: { remote: true } })).status).toBe(400);
  });

  it('tells each fitting organisation once when the person turns visibility on; never while hidden', async () => {
    const fits = await signUp('association');
    const company = await signUp('business');
    const wrongSkill = await signUp('foundation');
    const wrongPlace = await signUp('association');
    const paidOnly = await signUp('business');
    const tooManyHours = await signUp('association');
    const influencer = await signUp('influencer');
    await save(fits, FITS);
    await save(company, { type: 'talent', q: '', location: '', filters: {} });
    await save(wrongSkill, { ...FITS, q: 'webbutvecklare' });
    await save(wrongPlace, { ...FITS, location: 'Malmö' });
    await save(paidOnly, { ...FITS, filters: { terms: 'paid' } });
    await save(tooManyHours, { ...FITS, filters: { minHours: 20 } });
    // an influencer's saved talent search (it may save one) is never told of people
    await save(influencer, { type: 'talent', q: 'fotograf', location: '', filters: {} });

    // hidden (the default): saving enqueues nothing and matching finds nothing
    expect((await putProfile(PROFILE)).status).toBe(200);
    const queued = () =>
      t.deps.database.query<{ data: { userId: string } }>(
        `SELECT data FROM ${t.deps.jobs.schema}.job WHERE name = 'talent.match-searches' AND data->>'userId' = $1`,
        [person.id],
      );
    expect(await queued()).toHaveLength(0);
    expect(await matchTalentSearches(t.deps.db, person.id)).toBe(0);
    for (const u of [fits, company]) expect(await notes(u)).toEqual([]);

    expect((await putProfile({ ...PROFILE, visible: true })).status).toBe(200);
    expect(await queued()).toHaveLength(1);
    // fits, company, and the first test's association with the same search as fits
    expect(await matchTalentSearches(t.deps.db, person.id)).toBe(3);
    const [entry] = await notes(fits);
    expect(entry).toMatchObject({
      kind: 'talent_new',
      title: NOTIFICATION_TEXTS.talentSearchMatch(1),
      body: `${person.username}: ${PROFILE.headline}`,
      link: '/talanger?q=fotograf&place=G%C3%A4vle&terms=volunteer&minHours=4',
    });
    expect(await notes(company)).toHaveLength(1);
    for (const u of [wrongSkill, wrongPlace, paidOnly, tooManyHours, influencer]) expect(await notes(u)).toEqual([]);
    const list = (await (
      await t.request('/api/me/saved-searches', { cookie: fits.cookie })
    ).json()) as TSavedSearchList;
    expect(list.items[0]!.newMatches).toBe(1);

    // a change of a visible profile tells only those it newly fits, and each saver of a person once
    expect((await putProfile({ ...PROFILE, visible: true, paid: true, hoursPerWeek: 25 })).status).toBe(200);
    expect(await matchTalentSearches(t.deps.db, person.id)).toBe(2);
    expect(await notes(paidOnly)).toHaveLength(1);
    expect(await notes(tooManyHours)).toHaveLength(1);
    expect(await notes(fits)).toHaveLength(1);
    expect(await matchTalentSearches(t.deps.db, person.id)).toBe(0);

    // hidden again: nothing, even for a new search that would fit
    const late = await signUp('foundation');
    await save(late, { type: 'talent', q: 'fotografering', location: '', filters: {} });
    expect((await putProfile({ ...PROFILE, visible: false })).status).toBe(200);
    expect(await matchTalentSearches(t.deps.db, person.id)).toBe(0);
    expect(await notes(late)).toEqual([]);
  });

  it('fits by place through the county and by remote work, and by words the skills list does not know', () => {
    const profile = {
      userId: 'x',
      username: 'x',
      userType: 'individual',
      headline: 'Kan göra podcasts',
      skills: [{ name: 'Fotografering', level: 'van' as const, skillId: 'fotografering' }],
      hoursPerWeek: 5,
      availableFrom: null,
      availableTo: null,
      place: 'Sandviken',
      county: 'Gävleborgs län',
      remote: true,
      volunteer: true,
      paid: false,
      bio: '',
      links: [],
      visible: true,
      updatedAt: '',
    };
    expect(fitsTalentSearch({ q: 'fotograf', location: 'Gävle', filters: {} }, profile)).toBe(true);
    expect(fitsTalentSearch({ q: 'fotograf', location: 'Malmö', filters: { remote: true } }, profile)).toBe(true);
    expect(fitsTalentSearch({ q: 'fotograf', location: 'Malmö', filters: {} }, profile)).toBe(false);
    expect(fitsTalentSearch({ q: 'podcasts', location: '', filters: {} }, profile)).toBe(true);
    expect(fitsTalentSearch({ q: 'snickare', location: '', filters: {} }, profile)).toBe(false);
  });
});
