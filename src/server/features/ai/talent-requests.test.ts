// The assistant answers the two talent questions of issue 25 through POST /api/ai/chat: an organisation
// asking for a person gets the fitting visible people (a visitor or a person is pointed to sign in or to
// /talanger, with no profile), a person offering skills gets the fitting approved projects; hidden profiles
// never appear, and a request for money stays with the offer matcher.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { TALENT_AI_TEXTS } from '@shared/people-texts.js';
import type { TAiChatResponse } from '@shared/schemas/ai.js';
import type { TProject } from '@shared/schemas/talent.response.js';
import { talentRequestOf } from './talent-requests.js';

let t: TestContext;
let photographer: TestUser;
let hiddenPhotographer: TestUser;
let webDev: TestUser;
let club: TestUser;
let company: TestUser;
let project: TProject;

const PHOTOGRAPHER = 'vi behöver en fotograf till våra matcher i Gävle';
const WEB = 'jag kan bygga hemsidor och vill hjälpa en förening';

const ask = async (message: string, who: TestUser | null): Promise<TAiChatResponse> => {
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'ai:%'`);
  const res = await t.request('/api/ai/chat', { method: 'POST', cookie: who?.cookie, json: { message } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TAiChatResponse;
};
const profile = (u: TestUser, body: Record<string, unknown>) =>
  t.request('/api/me/skill-profile', { method: 'PUT', cookie: u.cookie, json: body });

beforeAll(async () => {
  t = await createTestContext();
  photographer = await t.signUp('individual');
  hiddenPhotographer = await t.signUp('individual');
  webDev = await t.signUp('influencer');
  club = await t.signUp('association');
  company = await t.signUp('business');
  const admin = await t.signUp('business');
  await t.makeAdmin(admin);
  const base = { hoursPerWeek: 5, volunteer: true };
  expect(
    (
      await profile(photographer, {
        ...base,
        headline: 'Idrottsfotograf',
        skills: [{ name: 'Fotografering', level: 'expert' }],
        place: 'Gävle',
        visible: true,
      })
    ).status,
  ).toBe(200);
  await profile(hiddenPhotographer, {
    ...base,
    headline: 'Fotograf, dold',
    skills: [{ name: 'Fotografering', level: 'expert' }],
    place: 'Gävle',
  });
  await profile(webDev, {
    ...base,
    headline: 'Webbutvecklare',
    skills: [{ name: 'Webbutveckling', level: 'van' }],
    place: 'Uppsala',
    remote: true,
    visible: true,
  });
  const created = await t.request('/api/projects', {
    method: 'POST',
    cookie: company.cookie,
    json: {
      organization: 'Gefle IF',
      title: 'Ny hemsida till föreningen',
      description: 'Vi behöver hjälp att bygga en ny hemsida med matchschema och nyheter.',
      place: 'Gävle',
      roles: [{ title: 'Webbutvecklare', skills: ['Webbutveckling'], hoursPerWeek: 3, remote: true }],
    },
  });
  expect(created.status).toBe(201);
  project = (await created.json()) as TProject;
  await t.request(`/api/admin/projects/${project.id}/approve`, { method: 'POST', cookie: admin.cookie });
});
afterAll(() => t.close());

describe('which messages are talent questions', () => {
  it('knows a person sought, skills offered, and leaves money and offers alone', () => {
    expect(talentRequestOf(PHOTOGRAPHER)?.kind).toBe('people');
    expect(talentRequestOf('Vi söker någon som kan redigera film till vår cup')?.kind).toBe('people');
    expect(talentRequestOf(WEB)?.kind).toBe('projects');
    expect(talentRequestOf('Jag är fotograf och vill bidra ideellt')?.kind).toBe('projects');
    expect(talentRequestOf('Vi söker en sponsor till vår fotbollsklubb i Gävle')).toBeNull();
    expect(talentRequestOf('Företag som vill sponsra ungdomsfotboll')).toBeNull();
    expect(talentRequestOf('Jag är influencer och söker samarbetspartner')).toBeNull();
  });
});

describe(`the assistant answers both ways (${testDatabaseKind})`, () => {
  it('an organisation asking for a photographer gets the visible one, never the hidden one', async () => {
    for (const who of [club, company]) {
      const answer = await ask(PHOTOGRAPHER, who);
      const ids = answer.matches.map((m) => m.id);
      expect(ids[0]).toBe(photographer.id);
      expect(ids).not.toContain(hiddenPhotographer.id);
      expect(JSON.stringify(answer)).not.toContain('Fotograf, dold');
      expect(answer.matches[0]!.reasons).toContain('Bor på samma ort');
      expect(answer.matches[0]!.link).toMatch(/^\/talanger\?q=.*&person=/);
      expect(answer.message).toContain('/talanger');
    }
  });

  it('a visitor, a person or an influencer is pointed to sign in or to /talanger and sees no one', async () => {
    const visitor = await ask(PHOTOGRAPHER, null);
    expect(visitor).toEqual({ message: TALENT_AI_TEXTS.signInForPeople, matches: [] });
    for (const who of [photographer, webDev]) {
      expect(await ask(PHOTOGRAPHER, who)).toEqual({ message: TALENT_AI_TEXTS.peopleForOrganisations, matches: [] });
    }
  });

  it('a person who can build websites gets the fitting project, linked to its page', async () => {
    for (const who of [webDev, photographer, null]) {
      const answer = await ask(WEB, who);
      expect(answer.matches.map((m) => m.id)).toEqual([project.id]);
      expect(answer.matches[0]).toMatchObject({ link: `/projekt/${project.id}`, organization: 'Gefle IF, Gävle' });
      expect(answer.matches[0]!.reasons[0]).toBe('1 av 1 efterfrågade färdigheter');
    }
  });

  it('a skill nobody asks for or offers gets an honest answer, not an offer', async () => {
    expect(await ask('jag kan snickra och vill hjälpa en förening', webDev)).toEqual({
      message: TALENT_AI_TEXTS.noProjects,
      matches: [],
    });
    const none = await ask('vi behöver en snickare till vår klubbstuga', club);
    expect(none.matches).toEqual([]);
    expect(none.message).toContain('/talanger');
  });
});
