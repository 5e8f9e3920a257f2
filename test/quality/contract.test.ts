// The API contract (issue 13 §1): the OpenAPI document at /api/openapi.json lists every route the
// app mounts under /api, each with who may call it and its answers; the reference page /api/docs is
// rendered from it; validators answer in the API's error shape; the real answers of the GET routes
// parse with their response schemas.
import {
  ZInterestList,
  ZOwnSkillProfile,
  ZProject,
  ZProjectItems,
  ZProjectList,
  ZProjectMatches,
  ZSkillProfile,
  ZTalentMatches,
} from '@shared/schemas/talent.response.js';
import { ZSessionList, ZVerificationList } from '@shared/schemas/account-security.js';
import {
  ZApplication,
  ZApplicationList,
  ZFoundationList,
  ZGrant,
  ZGrantItems,
  ZGrantList,
} from '@shared/schemas/grant.response.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { ZMe } from '@shared/schemas/account.response.js';
import { ZLocalCheckout, ZOfferQuota, ZPlans, ZSubscription } from '@shared/schemas/billing.response.js';
import { ZContactList, ZConversation, ZUnread, ZUserSearchResult } from '@shared/schemas/chat.response.js';
import { ZHealth, ZPing } from '@shared/schemas/common.response.js';
import {
  ZAdminOfferEditList,
  ZAdminOfferPage,
  ZAdminSession,
  ZContactMessageList,
} from '@shared/schemas/moderation.response.js';
import { ZOffer, ZOfferItems, ZOfferList, ZTagList } from '@shared/schemas/offer.response.js';
import { ZNoticeList, ZPublicProfile } from '@shared/schemas/profile.response.js';
import { ZAudienceAnswer, ZOfferStats, ZOwnOfferTotals } from '@shared/schemas/insights.response.js';
import { ADMIN_PASSWORD, createWorld, type Role, type World } from './permissions.world.js';
import { ZAdminReportList, ZBlockList } from '@shared/schemas/trust.response.js';
import { ZCalendarUrl, ZDeal, ZDealList, ZProfileReviews } from '@shared/schemas/deal.response.js';
import { makeDeal, reportedDeal } from './permissions.deals.js';
import { ZNotificationPage, ZNotificationSettings, ZSavedSearchList } from '@shared/schemas/notifications.response.js';

let t: TestContext;
type Operation = { 'x-access'?: string; responses?: Record<string, unknown>; summary?: string };
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestContext({ ADMIN_PASSWORD, BASIC_OFFER_LIMIT: '1000' });
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
});
afterAll(async () => {
  await t?.close();
});

/** Hono's `/a/:id` as OpenAPI's `/a/{id}` */
const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1/);
  });

  it('lists every route mounted under /api, with who may call it and its answers', () => {
    const mounted = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
        .map((r) => `${r.method.toLowerCase()} ${r.path}`),
    );
    expect(mounted.size).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const key of mounted) {
      const [method, path] = key.split(' ') as [string, string];
      // better-auth's catch-all is documented by hand, as /api/auth/{path} and its named routes
      const docPath = path === '/api/auth/*' ? '/api/auth/{path}' : toOpenApi(path);
      const op = doc.paths[docPath]?.[method];
      if (!op) {
        missing.push(key);
        continue;
      }
      expect(op.summary, key).toBeTruthy();
      expect(op['x-access'], key).toBeTruthy();
      expect(Object.keys(op.responses ?? {}).length, key).toBeGreaterThan(0);
    }
    expect(missing).toEqual([]);
  });

  it('names the error answers that the middleware gives', () => {
    const me = doc.paths['/api/me']!.get!;
    expect(me['x-access']).toMatch(/Inloggad/);
    expect(me.responses).toHaveProperty('401');
    const admin = doc.paths['/api/admin/offers']!.get!;
    expect(admin['x-access']).toMatch(/Administratör/);
    expect(admin.responses).toHaveProperty('403');
    expect(admin.responses).toHaveProperty('400');
    expect(doc.paths['/api/contact']!.post!.responses).toHaveProperty('429');
    expect(doc.paths['/api/offers']!.get!['x-access']).toMatch(/Alla/);
  });
});

describe('the reference page', () => {
  it('is rendered on the server from the document, with a stylesheet of our own', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('/api/offers/{id}');
    expect(html).not.toMatch(/<script|style=/);
    const css = await t.request('/api/docs.css');
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });
});

// Every documented GET route with a JSON answer, called as the permissions world's users call it, and
// the real answer parsed with the route's response schema: the document cannot drift from the server.
type Call = { role: Role; path: (ids: Ids) => string; schema: ZodType };
type Ids = {
  offer: string;
  pending: string;
  checkout: string;
  owner: string;
  peer: string;
  deal: string;
  reportedDeal: string;
  other: string;
  grant: string;
  application: string;
  project: string;
};
const GETS: Record<string, Call> = {
  '/api/health': { role: 'anonymous', path: () => '/api/health', schema: ZHealth },
  '/api/ping': { role: 'anonymous', path: () => '/api/ping', schema: ZPing },
  '/api/me': { role: 'owner', path: () => '/api/me', schema: ZMe },
  '/api/session': { role: 'owner', path: () => '/api/session', schema: ZMe },
  '/api/offers': { role: 'anonymous', path: () => '/api/offers?type=business', schema: ZOfferList },
  '/api/offers/tags': { role: 'anonymous', path: () => '/api/offers/tags?type=business', schema: ZTagList },
  '/api/offers/{id}': { role: 'other', path: (i) => `/api/offers/${i.offer}`, schema: ZOffer },
  '/api/me/offers': { role: 'owner', path: () => '/api/me/offers', schema: ZOfferItems },
  '/api/me/favorites': { role: 'owner', path: () => '/api/me/favorites', schema: ZOfferItems },
  '/api/profiles/{id}': { role: 'anonymous', path: (i) => `/api/profiles/${i.owner}`, schema: ZPublicProfile },
  '/api/profiles/{id}/offers': { role: 'owner', path: (i) => `/api/profiles/${i.owner}/offers`, schema: ZOfferItems },
  '/api/me/notices': { role: 'owner', path: () => '/api/me/notices', schema: ZNoticeList },
  '/api/admin/session': { role: 'admin', path: () => '/api/admin/session', schema: ZAdminSession },
  '/api/admin/offers': { role: 'admin', path: () => '/api/admin/offers?state=pending', schema: ZAdminOfferPage },
  '/api/admin/offer-edits': { role: 'admin', path: () => '/api/admin/offer-edits', schema: ZAdminOfferEditList },
  '/api/admin/contact-messages': {
    role: 'admin',
    path: () => '/api/admin/contact-messages',
    schema: ZContactMessageList,
  },
  '/api/me/contacts': { role: 'owner', path: () => '/api/me/contacts', schema: ZContactList },
  '/api/users/search': { role: 'owner', path: () => '/api/users/search?q=a', schema: ZUserSearchResult },
  '/api/me/unread': { role: 'owner', path: () => '/api/me/unread', schema: ZUnread },
  '/api/me/blocks': { role: 'owner', path: () => '/api/me/blocks', schema: ZBlockList },
  '/api/me/notifications': { role: 'owner', path: () => '/api/me/notifications', schema: ZNotificationPage },
  '/api/me/notification-settings': {
    role: 'owner',
    path: () => '/api/me/notification-settings',
    schema: ZNotificationSettings,
  },
  '/api/me/saved-searches': { role: 'owner', path: () => '/api/me/saved-searches', schema: ZSavedSearchList },
  '/api/admin/reports': { role: 'admin', path: () => '/api/admin/reports?state=closed', schema: ZAdminReportList },
  '/api/messages/{userId}': { role: 'owner', path: (i) => `/api/messages/${i.peer}`, schema: ZConversation },
  '/api/me/sessions': { role: 'owner', path: () => '/api/me/sessions', schema: ZSessionList },
  '/api/admin/verifications': { role: 'admin', path: () => '/api/admin/verifications', schema: ZVerificationList },
  '/api/billing/plans': { role: 'anonymous', path: () => '/api/billing/plans', schema: ZPlans },
  '/api/billing/offer-quota': { role: 'owner', path: () => '/api/billing/offer-quota', schema: ZOfferQuota },
  '/api/billing/subscription': { role: 'other', path: () => '/api/billing/subscription', schema: ZSubscription },
  '/api/billing/checkout/{id}': {
    role: 'owner',
    path: (i) => `/api/billing/checkout/${i.checkout}`,
    schema: ZLocalCheckout,
  },
  '/api/deals': { role: 'owner', path: () => '/api/deals', schema: ZDealList },
  '/api/deals/{id}': { role: 'owner', path: (i) => `/api/deals/${i.deal}`, schema: ZDeal },
  '/api/admin/deals/{id}': { role: 'admin', path: (i) => `/api/admin/deals/${i.reportedDeal}`, schema: ZDeal },
  '/api/me/calendar-url': { role: 'owner', path: () => '/api/me/calendar-url', schema: ZCalendarUrl },
  '/api/profiles/{id}/reviews': {
    role: 'anonymous',
    path: (i) => `/api/profiles/${i.peer}/reviews`,
    schema: ZProfileReviews,
  },
  '/api/offers/{id}/stats': { role: 'owner', path: (i) => `/api/offers/${i.offer}/stats`, schema: ZOfferStats },
  '/api/me/offers/stats': { role: 'owner', path: () => '/api/me/offers/stats', schema: ZOwnOfferTotals },
  '/api/profiles/{id}/audience': {
    role: 'anonymous',
    path: (i) => `/api/profiles/${i.other}/audience`,
    schema: ZAudienceAnswer,
  },
  '/api/grants': { role: 'anonymous', path: () => '/api/grants?open=true', schema: ZGrantList },
  '/api/grants/{id}': { role: 'other', path: (i) => `/api/grants/${i.grant}`, schema: ZGrant },
  '/api/me/grants': { role: 'owner', path: () => '/api/me/grants', schema: ZGrantItems },
  '/api/foundations': { role: 'anonymous', path: () => '/api/foundations', schema: ZFoundationList },
  '/api/me/grant-watch': { role: 'other', path: () => '/api/me/grant-watch', schema: ZGrantItems },
  '/api/grants/{id}/applications': {
    role: 'owner',
    path: (i) => `/api/grants/${i.grant}/applications`,
    schema: ZApplicationList,
  },
  '/api/me/applications': { role: 'other', path: () => '/api/me/applications', schema: ZApplicationList },
  '/api/applications/{id}': { role: 'owner', path: (i) => `/api/applications/${i.application}`, schema: ZApplication },
  '/api/admin/grants': { role: 'admin', path: () => '/api/admin/grants?state=all', schema: ZGrantItems },
  '/api/admin/foundations/claims': {
    role: 'admin',
    path: () => '/api/admin/foundations/claims',
    schema: ZFoundationList,
  },
  '/api/me/skill-profile': { role: 'other', path: () => '/api/me/skill-profile', schema: ZOwnSkillProfile },
  '/api/talents/{id}': { role: 'other', path: (i) => `/api/talents/${i.peer}`, schema: ZSkillProfile },
  '/api/talents': {
    role: 'owner',
    path: (i) => `/api/talents?projectId=${i.project}&q=fotograf`,
    schema: ZTalentMatches,
  },
  '/api/me/project-matches': { role: 'other', path: () => '/api/me/project-matches', schema: ZProjectMatches },
  '/api/projects': { role: 'anonymous', path: () => '/api/projects?q=fotograf&remote=false', schema: ZProjectList },
  '/api/projects/{id}': { role: 'anonymous', path: (i) => `/api/projects/${i.project}`, schema: ZProject },
  '/api/me/projects': { role: 'owner', path: () => '/api/me/projects', schema: ZProjectItems },
  '/api/projects/{id}/interests': {
    role: 'owner',
    path: (i) => `/api/projects/${i.project}/interests`,
    schema: ZInterestList,
  },
  '/api/me/interests': { role: 'other', path: () => '/api/me/interests', schema: ZInterestList },
  '/api/admin/projects': { role: 'admin', path: () => '/api/admin/projects?state=approved', schema: ZProjectItems },
};

describe('the real answers of the documented GET routes', () => {
  let w: World;
  let ids: Ids;
  beforeAll(async () => {
    w = await createWorld(t);
    const { owner, peer, other } = w.users;
    const offer = await w.offer({ approved: true });
    const pending = await w.offer();
    await w.notice();
    await w.contactMessage();
    await w.subscribe(other);
    const checkout = await w.checkout();
    const ok = async (res: Promise<Response>) => expect((await res).status).toBeLessThan(300);
    await ok(t.request(`/api/me/favorites/${offer}`, { method: 'PUT', cookie: owner.cookie }));
    await ok(t.request(`/api/me/contacts/${peer.id}`, { method: 'PUT', cookie: owner.cookie }));
    await ok(
      t.request(`/api/messages/${owner.id}`, { method: 'POST', cookie: peer.cookie, json: { text: 'Hej! 👋' } }),
    );
    const [grant] = await t.deps.database.query<{ id: string }>(
      `INSERT INTO grant_programmes (user_id, organization, name, purpose, areas, regions, applicant_types,
         deadline_kind, deadline_month, deadline_day, apply_mode, is_approved)
       VALUES ($1, 'Stiftelsen Exempel', 'Bidrag till föreningar', 'Stiftelsen stödjer ideella föreningar.',
         '{ungdom}', '{Hela Sverige}', '{association}', 'yearly', 3, 15, 'samverka', true) RETURNING id::text AS id`,
      [owner.id],
    );
    await ok(t.request(`/api/me/grant-watch/${grant!.id}`, { method: 'PUT', cookie: w.users.other.cookie }));
    const applied = await t.request(`/api/grants/${grant!.id}/applications`, {
      method: 'POST',
      cookie: w.users.other.cookie,
      json: { text: 'Vi söker bidrag till en sommarskola för barn och unga i vår förening, med ideella ledare.' },
    });
    const application = ((await applied.json()) as { id: string }).id;
    // a declared audience and a view, so the insights answers carry data
    await ok(
      t.request('/api/me/audience', {
        method: 'PUT',
        cookie: other.cookie,
        json: {
          channels: [{ channel: 'webb', count: 900 }],
          ageBands: { '25–34': 100 },
          gender: {},
          regions: { Skåne: 100 },
        },
      }),
    );
    await ok(t.request(`/api/offers/${offer}/view`, { method: 'POST', cookie: other.cookie }));
    const deal = await makeDeal(w, 'completed');
    const project = await t.deps.database.query<{ id: string }>(
      `INSERT INTO projects (user_id, organization, title, description, place, is_approved)
       VALUES ($1, 'Exempel AB', 'Fotograf till sommarfesten', 'Vi söker en fotograf till vår sommarfest.', 'Malmö', true)
       RETURNING id::text AS id`,
      [owner.id],
    );
    await t.deps.database.query(
      `INSERT INTO project_roles (project_id, title, skills, skill_ids, hours_per_week)
       VALUES ($1, 'Fotograf', '[{"name":"Fotografering","skillId":"fotografering"}]', '{fotografering}', 4)`,
      [project[0]!.id],
    );
    await t.deps.database.query(
      `INSERT INTO skill_profiles (user_id, headline, skills, skill_ids, hours_per_week, place, visible)
       VALUES ($1, 'Fotograf', '[{"name":"Fotografering","level":"van","skillId":"fotografering"}]',
         '{fotografering}', 5, 'Malmö', true)`,
      [peer.id],
    );
    ids = {
      offer,
      pending,
      checkout,
      owner: owner.id,
      peer: peer.id,
      deal: deal.id,
      reportedDeal: await reportedDeal(w),
      other: other.id,
      grant: grant!.id,
      application,
      project: project[0]!.id,
    };
  });

  it('covers every documented GET route with a JSON answer', () => {
    const documented = Object.entries(doc.paths)
      .filter(([, ops]) => {
        const ok = (ops.get?.responses?.['200'] ?? {}) as { content?: Record<string, { schema?: unknown }> };
        return ok.content?.['application/json']?.schema !== undefined;
      })
      .map(([p]) => p)
      .sort();
    expect(documented).toEqual(Object.keys(GETS).sort());
  });

  it.each(Object.entries(GETS))('%s answers what its schema says', async (_route, call) => {
    const res = await t.request(call.path(ids), { cookie: w.actor(call.role)?.cookie });
    expect(res.status).toBe(200);
    const parsed = call.schema.safeParse(await res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('answers with data in the lists, so the items are parsed too', async () => {
    const list = ZOfferList.parse(await (await t.request('/api/offers?type=business')).json());
    expect(list.items.map((o) => o.id)).toContain(ids.offer);
    const page = ZAdminOfferPage.parse(
      await (await t.request('/api/admin/offers?state=pending', { cookie: w.users.admin.cookie })).json(),
    );
    expect(page.items.map((o) => o.id)).toContain(ids.pending);
    const talk = ZConversation.parse(
      await (await t.request(`/api/messages/${ids.peer}`, { cookie: w.users.owner.cookie })).json(),
    );
    expect(talk.messages).toHaveLength(1);
  });
});
