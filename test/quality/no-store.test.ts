// Personal answers carry `Cache-Control: no-store` (issue 14): everything under /api/me, messages,
// contacts, user search, reports, billing, sessions (better-auth's routes and the admin session) and events,
// for every role of the permission table, errors included, so no browser or shared cache keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { PERMISSIONS } from './permissions.table.js';
import { ADMIN_PASSWORD, createWorld, ROLES, type World } from './permissions.world.js';

const PERSONAL = /^\/api\/(me(\/|$)|messages\/|users\/search|billing\/(?!plans$|webhook$)|auth\/|admin\/|reports$)/;

let t: TestContext;
let w: World;
beforeAll(async () => {
  t = await createTestContext({ ADMIN_PASSWORD, BASIC_OFFER_LIMIT: '1000' });
  w = await createWorld(t);
});
afterAll(async () => {
  await t?.close();
});

describe('personal answers are never cached', () => {
  const rows = PERMISSIONS.filter((r) => PERSONAL.test(r.path) && !r.app);

  it('covers the personal routes', () => {
    expect(rows.length).toBeGreaterThan(25);
  });

  for (const row of rows) {
    it(`${row.method} ${row.path}${row.case ? ` (${row.case})` : ''}`, async () => {
      for (const role of ROLES) {
        const req = await row.request(w, role);
        const actor = w.actor(role);
        const res = await t.request(req.path, {
          method: req.method ?? (row.method === 'ALL' ? 'GET' : row.method),
          json: req.json,
          body: req.body,
          headers: req.headers,
          cookie: req.cookie ?? actor?.cookie,
        });
        await res.arrayBuffer();
        expect(res.headers.get('cache-control'), `${role} → ${res.status}`).toBe('no-store');
      }
    });
  }

  it('the events stream too', async () => {
    const res = await t.request('/api/events', { cookie: w.users.owner.cookie });
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.body?.cancel();
  });
});

describe('public answers that differ for a signed-in caller', () => {
  it('an offer: revalidated, private when signed in (contact details), keyed by the cookie', async () => {
    const id = await w.offer({ approved: true });
    const anonymous = await t.request(`/api/offers/${id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(anonymous.headers.get('vary')).toContain('Cookie');
    const member = await t.request(`/api/offers/${id}`, { cookie: w.users.other.cookie });
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    expect(member.headers.get('vary')).toContain('Cookie');
  });
});
