// Talentfinder and 'Individer och Projekt' (issue 25) through the API: the fifth account type and its age
// confirmation, the hidden-by-default skills profile (404 to all but its owner), projects and their approval,
// interests with notifications, a conversation and the organisation's answer, matching with reasons, the
// 'Uppdragsavtal' deal, and bad input answered in Swedish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { AGE_CONFIRMATION_MESSAGE } from '@shared/schemas/auth.js';
import { TALENT_TEXTS } from '@shared/talent-texts.js';
import type {
  TInterest,
  TProject,
  TProjectMatches,
  TSkillProfile,
  TTalentMatches,
} from '@shared/schemas/talent.response.js';

const E = TALENT_TEXTS.errors;
let t: TestContext;
let person: TestUser;
let club: TestUser;
let company: TestUser;
let admin: TestUser;

const PROFILE = {
  headline: 'Fotograf och webbutvecklare',
  skills: [
    { name: 'Fotografering', level: 'expert' },
    { name: 'bygger hemsidor i WordPress', level: 'van' },
  ],
  hoursPerWeek: 5,
  place: 'Gävle',
  remote: true,
  volunteer: true,
  paid: false,
  bio: 'Jag fotograferar gärna matcher.',
  links: ['https://exempel.se/portfolio'],
};
const PROJECT = {
  organization: 'IK Gävle',
  title: 'Matchfotograf till hemmamatcherna',
  description: 'Vi är en fotbollsförening i Gävle som vill ha bättre bilder från våra hemmamatcher.',
  place: 'Gävle',
  roles: [
    { title: 'Matchfotograf', skills: ['Idrottsfotografering', 'Bildredigering'], hoursPerWeek: 4 },
    { title: 'Webbansvarig', skills: ['Webbutveckling'], hoursPerWeek: 2, remote: true },
  ],
};

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function approvedProject(owner: TestUser, body: Record<string, unknown> = PROJECT): Promise<TProject> {
  const p = await json<TProject>(
    await t.request('/api/projects', { method: 'POST', cookie: owner.cookie, json: body }),
    201,
  );
  return json<TProject>(
    await t.request(`/api/admin/projects/${p.id}/approve`, { method: 'POST', cookie: admin.cookie }),
    200,
  );
}

beforeAll(async () => {
  t = await createTestContext();
  person = await t.signUp('individual');
  club = await t.signUp('association');
  company = await t.signUp('business');
  admin = await t.signUp('business');
  await t.makeAdmin(admin);
});
afterAll(async () => t?.close());

describe('the fifth account type', () => {
  it('a Privatperson confirms 16+ at sign-up; the other types need not', async () => {
    const body = { email: `p${Date.now()}@exempel.se`, username: `p${Date.now()}`, password: 'hemligt-lösenord-1' };
    const refused = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { ...body, userType: 'individual' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(AGE_CONFIRMATION_MESSAGE);
    const ok = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { ...body, userType: 'individual', ageConfirmed: true },
    });
    expect(ok.status).toBe(200);
    const me = await json<{ profile: { user_type: string } }>(
      await t.request('/api/me', { cookie: (ok.headers.get('set-cookie') ?? '').split(';')[0] }),
      200,
    );
    expect(me.profile.user_type).toBe('individual');
  });

  it('a Privatperson publishes no offers', async () => {
    const res = await t.request('/api/offers', {
      method: 'POST',
      cookie: person.cookie,
      json: { type: 'individual', title: 'Något', organization: 'X', description: 'x'.repeat(30) },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('the skills profile', () => {
  it('is hidden by default: 404 to organisations until it is made visible, never to visitors', async () => {
    const saved = await json<TSkillProfile>(
      await t.request('/api/me/skill-profile', { method: 'PUT', cookie: person.cookie, json: PROFILE }),
      200,
    );
    expect(saved.visible).toBe(false);
    expect(saved.skills.map((s) => s.skillId)).toEqual(['fotografering', 'wordpress']);
    expect(saved.county).toBe('Gävleborg');
    expect((await t.request(`/api/talents/${person.id}`, { cookie: club.cookie })).status).toBe(404);
    expect((await t.request(`/api/talents/${person.id}`, { cookie: person.cookie })).status).toBe(200);
    const hidden = await json<TTalentMatches>(await t.request('/api/talents?q=fotograf', { cookie: club.cookie }), 200);
    expect(hidden.items.map((m) => m.profile.userId)).not.toContain(person.id);

    await json(
      await t.request('/api/me/skill-profile', {
        method: 'PUT',
        cookie: person.cookie,
        json: { ...PROFILE, visible: true },
      }),
      200,
    );
    expect((await t.request(`/api/talents/${person.id}`, { cookie: club.cookie })).status).toBe(200);
    expect((await t.request(`/api/talents/${person.id}`)).status).toBe(401);
    // another Privatperson is no organisation
    const other = await t.signUp('individual');
    expect((await t.request(`/api/talents/${person.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request('/api/talents', { cookie: other.cookie })).status).toBe(403);
  });

  it('only a Privatperson or influencer has one; bad input is a Swedish 400', async () => {
    const res = await t.request('/api/me/skill-profile', { method: 'PUT', cookie: club.cookie, json: PROFILE });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(E.profileType);
    const influencer = await t.signUp('influencer');
    await json(
      await t.request('/api/me/skill-profile', { method: 'PUT', cookie: influencer.cookie, json: PROFILE }),
      200,
    );
    for (const [body, message] of [
      [{ ...PROFILE, skills: [] }, E.noSkills],
      [{ ...PROFILE, hoursPerWeek: 0 }, E.hours],
      [{ ...PROFILE, volunteer: false, paid: false }, E.terms],
      [{ ...PROFILE, links: ['javascript:alert(1)'] }, E.link],
      [{ ...PROFILE, availableFrom: '2027-05-01', availableTo: '2027-01-01' }, E.period],
    ] as const) {
      const bad = await t.request('/api/me/skill-profile', { method: 'PUT', cookie: person.cookie, json: body });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain(message);
    }
  });
});

describe('projects, interests and matching', () => {
  it('a project waits for approval, then is public and searchable', async () => {
    const p = await json<TProject>(
      await t.request('/api/projects', { method: 'POST', cookie: club.cookie, json: PROJECT }),
      201,
    );
    expect(p.isApproved).toBe(false);
    expect((await t.request(`/api/projects/${p.id}`)).status).toBe(404);
    const pending = await json<{ items: TProject[] }>(
      await t.request('/api/admin/projects', { cookie: admin.cookie }),
      200,
    );
    expect(pending.items.map((x) => x.id)).toContain(p.id);
    await json(await t.request(`/api/admin/projects/${p.id}/approve`, { method: 'POST', cookie: admin.cookie }), 200);
    const list = await json<{ items: TProject[] }>(
      await t.request('/api/projects?q=matchfotograf&group=media-foto'),
      200,
    );
    expect(list.items.map((x) => x.id)).toContain(p.id);
    const none = await json<{ items: TProject[] }>(await t.request('/api/projects?q=matchfotograf&terms=paid'), 200);
    expect(none.items.map((x) => x.id)).not.toContain(p.id);
    const individual = await t.request('/api/projects', { method: 'POST', cookie: person.cookie, json: PROJECT });
    expect(individual.status).toBe(403);
    expect(await individual.text()).toContain(E.projectType);
    const bad = await t.request('/api/projects', {
      method: 'POST',
      cookie: club.cookie,
      json: { ...PROJECT, roles: [] },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(E.roles);
  });

  it("'Projekt för dig', interest, conversation, 'Vald' and an Uppdragsavtal", async () => {
    const p = await approvedProject(club);
    const forMe = await json<TProjectMatches>(
      await t.request('/api/me/project-matches', { cookie: person.cookie }),
      200,
    );
    const mine = forMe.items.find((m) => m.project.id === p.id);
    expect(mine?.reasons).toContain('Bor på samma ort');

    const role = p.roles[0]!;
    const url = `/api/projects/${p.id}/roles/${role.id}/interest`;
    const interest = await json<TInterest>(
      await t.request(url, { method: 'POST', cookie: person.cookie, json: { message: 'Jag fotograferar gärna!' } }),
      201,
    );
    expect(interest.status).toBe('sent');
    const twice = await t.request(url, { method: 'POST', cookie: person.cookie, json: { message: 'Igen' } });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain(E.interestTwice);
    const [note] = await t.deps.database.query<{ kind: string }>(
      `SELECT kind FROM notifications WHERE user_id = $1 AND kind = 'project_interest'`,
      [club.id],
    );
    expect(note?.kind).toBe('project_interest');
    const conversation = await json<unknown[]>(
      await t.request(`/api/messages/${person.id}`, { cookie: club.cookie }),
      200,
    );
    expect(JSON.stringify(conversation)).toContain('Jag fotograferar gärna!');

    // Talentfinder ranks the person with reasons for the club's role
    const talents = await json<TTalentMatches>(
      await t.request(`/api/talents?projectId=${p.id}&roleId=${role.id}`, { cookie: club.cookie }),
      200,
    );
    const hit = talents.items.find((m) => m.profile.userId === person.id);
    expect(hit?.reasons).toEqual(expect.arrayContaining(['Bor på samma ort', 'Tillgänglig 5 h/vecka']));
    expect(hit?.reasons.some((r) => /av 2 efterfrågade|närliggande/.test(r))).toBe(true);
    // another organisation cannot rank by this project
    expect((await t.request(`/api/talents?projectId=${p.id}`, { cookie: company.cookie })).status).toBe(404);

    // only the owner answers; the person is told
    const byPerson = await t.request(`/api/interests/${interest.id}`, {
      method: 'PATCH',
      cookie: person.cookie,
      json: { status: 'chosen' },
    });
    expect(byPerson.status).toBe(403);
    expect(
      (
        await t.request(`/api/interests/${interest.id}`, {
          method: 'PATCH',
          cookie: company.cookie,
          json: { status: 'chosen' },
        })
      ).status,
    ).toBe(404);
    const badStatus = await t.request(`/api/interests/${interest.id}`, {
      method: 'PATCH',
      cookie: club.cookie,
      json: { status: 'sent' },
    });
    expect(badStatus.status).toBe(400);
    expect(await badStatus.text()).toContain(E.status);
    const chosen = await json<TInterest>(
      await t.request(`/api/interests/${interest.id}`, {
        method: 'PATCH',
        cookie: club.cookie,
        json: { status: 'chosen' },
      }),
      200,
    );
    expect(chosen.status).toBe('chosen');
    const [told] = await t.deps.database.query<{ title: string }>(
      `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'interest_status'`,
      [person.id],
    );
    expect(told?.title).toContain('Vald');
    const deal = await t.request('/api/deals', {
      method: 'POST',
      cookie: club.cookie,
      json: { counterpartyId: person.id, template: 'assignment' },
    });
    expect(deal.status, await deal.clone().text()).toBe(201);
  });

  it('an organisation cannot express interest; own project, closed deadline and no profile are refused', async () => {
    const p = await approvedProject(company, {
      ...PROJECT,
      roles: [{ title: 'Fotograf', skills: ['Fotografering'], hoursPerWeek: 2, interestDeadline: '2020-01-01' }],
    });
    const url = `/api/projects/${p.id}/roles/${p.roles[0]!.id}/interest`;
    const org = await t.request(url, { method: 'POST', cookie: club.cookie, json: { message: 'Hej' } });
    expect(org.status).toBe(403);
    const closed = await t.request(url, { method: 'POST', cookie: person.cookie, json: { message: 'Hej' } });
    expect(closed.status).toBe(400);
    expect(await closed.text()).toContain(E.interestClosed);
    const newcomer = await t.signUp('individual');
    const open = await approvedProject(company);
    const noProfile = await t.request(`/api/projects/${open.id}/roles/${open.roles[0]!.id}/interest`, {
      method: 'POST',
      cookie: newcomer.cookie,
      json: { message: 'Hej' },
    });
    expect(noProfile.status).toBe(400);
    expect(await noProfile.text()).toContain(E.interestNeedsProfile);
    expect(
      (
        await t.request(`/api/projects/${open.id}/roles/abc/interest`, {
          method: 'POST',
          cookie: person.cookie,
          json: { message: 'Hej' },
        })
      ).status,
    ).toBe(404);
  });

  it('GDPR: the export has the skills profile and the interests', async () => {
    const exported = await json<Record<string, unknown>>(
      await t.request('/api/me/export', { cookie: person.cookie }),
      200,
    );
    const text = JSON.stringify(exported);
    expect(text).toContain('Fotograf och webbutvecklare');
    expect(text).toContain('Jag fotograferar gärna!');
  });
});
