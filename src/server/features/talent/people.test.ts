// The person side of issue 25 beyond the skills profile itself: a Privatperson's profile page is its owner's
// alone (profiles.test.ts), the user search never lists one, and an organisation writes first to a person
// only when the person's profile is visible (Talentfinder) or a conversation is already under way (the
// person's interest in a project role opened it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { PEOPLE_SERVER_TEXTS } from '@shared/people-texts.js';

let t: TestContext;
let person: TestUser;
let hidden: TestUser;
let club: TestUser;
let influencer: TestUser;

const PROFILE = {
  headline: 'Fotograf i Gävle',
  skills: [{ name: 'Fotografering', level: 'expert' }],
  hoursPerWeek: 5,
  place: 'Gävle',
};

const send = (from: TestUser, to: TestUser, text = 'Hej! Vill du fotografera åt oss?') =>
  t.request(`/api/messages/${to.id}`, { method: 'POST', cookie: from.cookie, json: { text } });

beforeAll(async () => {
  t = await createTestContext();
  person = await t.signUp('individual', { username: `synlig${Date.now().toString(36)}` });
  hidden = await t.signUp('individual', { username: `dold${Date.now().toString(36)}` });
  club = await t.signUp('association');
  influencer = await t.signUp('influencer');
  for (const [u, visible] of [
    [person, true],
    [hidden, false],
  ] as const) {
    const res = await t.request('/api/me/skill-profile', {
      method: 'PUT',
      cookie: u.cookie,
      json: { ...PROFILE, visible },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => t?.close());

describe('writing first to a Privatperson', () => {
  it('is refused to anyone while the profile is hidden, in Swedish', async () => {
    for (const from of [club, influencer, person]) {
      const res = await send(from, hidden);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'CONTACT_NOT_ALLOWED', message: PEOPLE_SERVER_TEXTS.contactNotAllowed },
      });
    }
  });

  it('is allowed to an organisation while the profile is visible, not to another person or an influencer', async () => {
    expect((await send(influencer, person)).status).toBe(403);
    expect((await send(hidden, person)).status).toBe(403);
    expect((await send(club, person)).status).toBe(201);
  });

  it('once the person wrote, the conversation goes on both ways, also after the profile is hidden', async () => {
    expect((await send(hidden, club, 'Hej, jag såg ert projekt')).status).toBe(201);
    expect((await send(club, hidden, 'Välkommen!')).status).toBe(201);
    // the person who was written to may answer, and the organisation keep writing when the profile goes hidden
    expect((await send(person, club, 'Gärna!')).status).toBe(201);
    await t.request('/api/me/skill-profile', {
      method: 'PUT',
      cookie: person.cookie,
      json: { ...PROFILE, visible: false },
    });
    expect((await send(club, person, 'Bra, vi hörs')).status).toBe(201);
  });

  it('an influencer is written to as before', async () => {
    expect((await send(club, influencer)).status).toBe(201);
  });
});

describe('the reviews of a Privatperson', () => {
  it('follow the profile: the owner reads them, anyone else gets 404 as for the profile page', async () => {
    const own = await t.request(`/api/profiles/${person.id}/reviews`, { cookie: person.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.json()).toMatchObject({ count: 0, reviews: [] });
    for (const cookie of [club.cookie, influencer.cookie, undefined]) {
      expect((await t.request(`/api/profiles/${person.id}/reviews`, { cookie })).status).toBe(404);
      expect((await t.request(`/api/profiles/${person.id}`, { cookie })).status).toBe(404);
    }
    // an organisation's reviews stay public, and an unknown id is 404
    expect((await t.request(`/api/profiles/${club.id}/reviews`)).status).toBe(200);
    expect((await t.request(`/api/profiles/no-such-user/reviews`)).status).toBe(404);
  });
});

describe('the user search of the chat', () => {
  it('never lists a Privatperson, by name or by type', async () => {
    for (const q of [person.username, hidden.username, 'privatperson', 'individual']) {
      const res = await t.request(`/api/users/search?q=${encodeURIComponent(q)}`, { cookie: club.cookie });
      expect(res.status).toBe(200);
      const ids = ((await res.json()) as { users: { id: string }[] }).users.map((u) => u.id);
      expect(ids).not.toContain(person.id);
      expect(ids).not.toContain(hidden.id);
    }
    const org = await t.request(`/api/users/search?q=${encodeURIComponent(club.username)}`, {
      cookie: influencer.cookie,
    });
    expect(((await org.json()) as { users: { id: string }[] }).users.map((u) => u.id)).toContain(club.id);
  });
});
