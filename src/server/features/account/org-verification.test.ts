// Organisation verification (issue 15 §5): the number is checked and stored normalised, waits for the
// admin, approval gives the 'Verifierad organisation' badge on the profile and its offers, the user is
// told either way, and a changed number loses the badge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import { ORG_TEXTS, orgNumberProblem, normaliseOrgNumber } from '@shared/org-number.js';
import { VERIFICATION_TEXTS } from '@shared/account-texts.js';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signUp('business');
  await t.makeAdmin(admin);
});
afterAll(() => t.close());

const AB = '556036-0793'; // an aktiebolag (group 5), right check digit
const FORENING = '802002-4397'; // group 8, right check digit
const setNumber = (user: TestUser, org_number: string | null) =>
  t.request('/api/me/profile', { method: 'PATCH', cookie: user.cookie, json: { org_number } });
const pending = async () =>
  (await (await t.request('/api/admin/verifications', { cookie: admin.cookie })).json()).items as {
    user_id: string;
    org_number: string;
  }[];
const notificationsOf = (user: TestUser) =>
  t.deps.database.query<{ kind: string; title: string; body: string }>(
    'SELECT kind, title, body FROM notifications WHERE user_id = $1 ORDER BY id',
    [user.id],
  );

describe('the organisationsnummer rules', () => {
  it('checks the format, the personnummer month, the Luhn digit and the group digit of the type', () => {
    expect(normaliseOrgNumber('5560360793')).toBe(AB);
    expect(normaliseOrgNumber('16556036-0793')).toBe(AB);
    expect(orgNumberProblem(AB, 'business')).toBeNull();
    expect(orgNumberProblem(FORENING, 'association')).toBeNull();
    expect(orgNumberProblem(FORENING, 'foundation')).toBeNull();
    expect(orgNumberProblem('55603-0793', 'business')).toBe(ORG_TEXTS.format);
    expect(orgNumberProblem('556036-0794', 'business')).toBe(ORG_TEXTS.checkDigit);
    expect(orgNumberProblem('811218-9876', 'business')).toBe(ORG_TEXTS.personal);
    expect(orgNumberProblem(AB, 'association')).toMatch(/aktiebolag/);
    expect(orgNumberProblem(AB, 'foundation')).toMatch(/aktiebolag/);
    expect(orgNumberProblem(FORENING, 'business')).toMatch(/ideell förening/);
    expect(orgNumberProblem(AB, 'influencer')).toBe(ORG_TEXTS.notForType);
  });
});

describe('PATCH /api/me/profile with org_number', () => {
  it('refuses a bad number in Swedish and stores a good one normalised, waiting for the admin', async () => {
    const user = await t.signUp('business');
    const bad = await setNumber(user, '556036-0794');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'ORG_NUMBER_INVALID', message: ORG_TEXTS.checkDigit } });
    const shape = await setNumber(user, 'abc');
    expect(shape.status).toBe(400);
    const wrongType = await setNumber(user, FORENING);
    expect((await wrongType.json()).error.code).toBe('ORG_NUMBER_INVALID');
    const ok = await setNumber(user, '5560360793');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ org_number: AB, org_verification: 'pending' });
    expect((await pending()).map((p) => p.user_id)).toContain(user.id);
    const influencer = await t.signUp('influencer');
    expect((await (await setNumber(influencer, AB)).json()).error.message).toBe(ORG_TEXTS.notForType);
  });
});

describe('the Verifieringar tab', () => {
  it('is for admins only', async () => {
    const user = await t.signUp('business');
    expect((await t.request('/api/admin/verifications')).status).toBe(401);
    expect((await t.request('/api/admin/verifications', { cookie: user.cookie })).status).toBe(403);
    const post = await t.request(`/api/admin/verifications/${user.id}/approve`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(post.status).toBe(403);
  });

  it('approve: the badge on the profile and its offers, the user is told; a new number takes the badge away', async () => {
    const user = await t.signUp('business');
    const offerId = await insertOffer(t.deps.database, { type: 'business', title: 'Vi sponsrar lag', userId: user.id });
    await setNumber(user, AB);
    const approve = await t.request(`/api/admin/verifications/${user.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(approve.status).toBe(204);
    expect((await (await t.request(`/api/profiles/${user.id}`)).json()).verified).toBe(true);
    expect((await (await t.request(`/api/offers/${offerId}`)).json()).owner.verified).toBe(true);
    const [told] = await notificationsOf(user);
    expect(told).toMatchObject({ kind: 'org_verified', title: VERIFICATION_TEXTS.approvedTitle });
    // twice: nothing waits any more
    expect(
      (await t.request(`/api/admin/verifications/${user.id}/approve`, { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(404);
    // the same number again changes nothing; another one waits again without the badge
    await setNumber(user, '5560360793');
    expect((await (await t.request(`/api/profiles/${user.id}`)).json()).verified).toBe(true);
    await setNumber(user, '556074-7569');
    expect((await (await t.request(`/api/profiles/${user.id}`)).json()).verified).toBe(false);
    expect((await (await t.request(`/api/offers/${offerId}`)).json()).owner.verified).toBe(false);
    expect((await pending()).map((p) => p.user_id)).toContain(user.id);
  });

  it('reject needs a reason, which the user is told', async () => {
    const user = await t.signUp('foundation');
    await setNumber(user, FORENING);
    const noReason = await t.request(`/api/admin/verifications/${user.id}/reject`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const res = await t.request(`/api/admin/verifications/${user.id}/reject`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: 'Numret hör till en annan stiftelse.' },
    });
    expect(res.status).toBe(204);
    const me = await (await t.request('/api/me', { cookie: user.cookie })).json();
    expect(me.profile).toMatchObject({
      org_verification: 'rejected',
      org_rejection_reason: 'Numret hör till en annan stiftelse.',
    });
    const [told] = await notificationsOf(user);
    expect(told).toMatchObject({ kind: 'org_verified', title: VERIFICATION_TEXTS.rejectedTitle });
    expect(told.body).toContain('Numret hör till en annan stiftelse.');
    expect((await (await t.request(`/api/profiles/${user.id}`)).json()).verified).toBe(false);
  });
});
