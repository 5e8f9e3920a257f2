// What a recorded view costs the database (issue 20's benchmark target): the request itself sends no
// statement but a signed-in caller's session; the rest is its share of a group-committed batch, so views
// that arrive together cost fewer statements than there are views — on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL. X-Query-Count as `bench:views` can read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { statementsOf as statementsOfDatabase } from '@test/support/statements.js';
import { validOfferBody } from '@test/support/test-offers.js';
import type { TOffer } from '@shared/schemas/offer.js';
import type { TOfferStats } from '@shared/schemas/insights.response.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** a batch: one statement (the rate-limit count, the rows and the counters; no transaction around it) */
const BATCH_STATEMENTS = 1;

let t: TestContext;
let owner: TestUser;
let viewer: TestUser;
let offer: TOffer;
beforeAll(async () => {
  t = await createTestContext({ SAMVERKA_QUERY_COUNT: 'true', TRUST_PROXY: 'true' });
  owner = await t.signUp('association');
  await t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  viewer = await t.signUp('business');
  const res = await t.request('/api/offers', {
    method: 'POST',
    cookie: owner.cookie,
    json: validOfferBody('association'),
  });
  offer = (await res.json()) as TOffer;
  await t.deps.database.query('UPDATE offers SET is_approved = true WHERE id = $1', [offer.id]);
  const own = await t.request('/api/offers', {
    method: 'POST',
    cookie: viewer.cookie,
    json: validOfferBody('business', { location: 'Malmö' }),
  });
  expect(own.status).toBe(201);
});
afterAll(() => t.close());

const view = (o: { address: string; cookie?: string }) =>
  t.request(`/api/offers/${offer.id}/view`, {
    method: 'POST',
    cookie: o.cookie,
    headers: { 'user-agent': BROWSER, 'x-forwarded-for': o.address },
  });

const statementsOf = (run: () => Promise<unknown>) => statementsOfDatabase(t.deps.database, run);

async function totalViews(): Promise<number> {
  const res = await t.request(`/api/offers/${offer.id}/stats`, { cookie: owner.cookie });
  return ((await res.json()) as TOfferStats).totals.views;
}

describe('database statements of POST /api/offers/:id/view', () => {
  it('an anonymous view: only its batch (the day salt is read once a day, not per view)', async () => {
    expect((await view({ address: '198.51.100.1' })).status).toBe(204); // the day's salt is read here
    const seen = await statementsOf(async () => {
      const res = await view({ address: '198.51.100.2' });
      expect(res.status).toBe(204);
      expect(Number(res.headers.get('x-query-count'))).toBeLessThanOrEqual(BATCH_STATEMENTS);
    });
    expect(seen.length).toBeLessThanOrEqual(BATCH_STATEMENTS);
    expect(seen.filter((s) => /offer_view_salts|FROM profiles/i.test(s))).toEqual([]);
    expect(seen[0]).toMatch(
      /INSERT INTO rate_limits[\s\S]*INSERT INTO offer_viewers[\s\S]*INSERT INTO offer_stats_daily/,
    );
  });

  it("a signed-in view: the session, the viewer's county, then its batch", async () => {
    const seen = await statementsOf(async () => {
      const res = await view({ address: '198.51.100.3', cookie: viewer.cookie });
      expect(res.status).toBe(204);
      expect(Number(res.headers.get('x-query-count'))).toBeLessThanOrEqual(1 + BATCH_STATEMENTS + 1);
    });
    expect(seen[0]).toMatch(/FROM sessions s JOIN users u/);
    // nothing else between the session and the batch: the viewer's type came with the session
    expect(seen[1]).toMatch(/SELECT o\.location FROM offers/);
    expect(seen[2]).toMatch(/INSERT INTO rate_limits/);
    expect(seen).toHaveLength(3);
    expect(seen.filter((s) => /FROM profiles/i.test(s))).toEqual([]);
    const [row] = await t.deps.database.query<{ user_type: string; region: string }>(
      `SELECT user_type, region FROM offer_viewers WHERE viewer = $1`,
      [`u:${viewer.id}`],
    );
    expect(row).toEqual({ user_type: 'business', region: 'Skåne' });
  });

  it('views that arrive together share batches: fewer statements than views, every view counted', async () => {
    const before = await totalViews();
    const n = 30;
    const seen = await statementsOf(async () => {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) => view({ address: `198.51.100.${100 + i}` })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(n).fill(204));
    });
    expect(seen.length).toBeLessThan(n);
    expect(await totalViews()).toBe(before + n);
  });
});
