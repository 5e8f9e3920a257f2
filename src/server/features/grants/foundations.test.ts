// The foundations register (issue 24 §1): CSV import all or nothing with per-row errors, the purpose search
// of GET /api/foundations, claims approved by an admin, and the example data of the embedded run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKind, type TestContext, type TestUser } from '@test/support/harness.js';
import { GRANT_TEXTS } from '@shared/grant-texts.js';
import type { TFoundation, TFoundationList, TGrantList, TImportResult } from '@shared/schemas/grant.response.js';
import { normalizeCounty, normalizeOrgNumber, readFoundationCsv } from './foundations.csv.js';
import { loadSampleGrants } from './samples.js';

const data = (name: string) => readFileSync(path.resolve('src/server/data', name), 'utf8');
const E = GRANT_TEXTS.errors;

let t: TestContext;
let admin: TestUser;
let foundation: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signUp('business');
  await t.makeAdmin(admin);
  foundation = await t.signUp('foundation');
});
afterAll(() => t.close());

const upload = (csv: string, cookie?: string) => {
  const form = new FormData();
  form.set('file', new File([csv], 'register.csv', { type: 'text/csv' }));
  return t.request('/api/admin/grants/import', { method: 'POST', body: form, cookie });
};
const count = async () =>
  Number((await t.deps.database.query<{ n: number }>('SELECT count(*)::int AS n FROM foundations'))[0]!.n);
const foundations = async (q: string) =>
  ((await (await t.request(`/api/foundations?${q}`)).json()) as TFoundationList).items;

describe('reading the register', () => {
  it('checks organisation numbers by their Luhn digit and knows the counties in any spelling', () => {
    expect(normalizeOrgNumber('8024719034')).toBe('802471-9034');
    expect(normalizeOrgNumber('802566-4729')).toBeNull();
    expect(normalizeCounty('Västerbottens län')).toBe('Västerbottens län');
    expect(normalizeCounty('vasterbotten')).toBe('Västerbottens län');
    expect(normalizeCounty('Norrlands län')).toBeNull();
  });

  it('reads quoted fields and comma-separated files', () => {
    const csv =
      'Namn,Organisationsnummer,Län,Ändamål,Kontakt\n"Stiftelsen ""Ek"", Umeå",802471-9034,Västerbotten,"Ungdom, idrott",x@y.example\n';
    expect(readFoundationCsv(csv)).toEqual({
      records: [
        {
          name: 'Stiftelsen "Ek", Umeå',
          orgNumber: '802471-9034',
          county: 'Västerbottens län',
          purpose: 'Ungdom, idrott',
          contact: 'x@y.example',
        },
      ],
      errors: [],
    });
  });
});

describe(`import and search (${testDatabaseKind})`, () => {
  it('only an admin imports; a request without a file is refused in Swedish', async () => {
    expect((await upload(data('sample-foundations.csv'))).status).toBe(401);
    expect((await upload(data('sample-foundations.csv'), foundation.cookie)).status).toBe(403);
    const form = new FormData();
    form.set('other', 'x');
    const res = await t.request('/api/admin/grants/import', { method: 'POST', body: form, cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(E.csvMissingFile);
  });

  it('a malformed file answers every bad row and imports nothing, not even its good rows', async () => {
    const res = await upload(data('sample-foundations-bad.csv'), admin.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TImportResult;
    expect(body.imported).toBe(0);
    expect(body.errors).toEqual([
      { row: 4, message: E.csvOrgNumber('802566-4729') },
      { row: 5, message: E.csvName },
      { row: 6, message: E.csvCounty('Norrlands län') },
      { row: 7, message: E.csvColumns(6, 7) },
      { row: 8, message: E.csvPurpose },
      { row: 9, message: E.csvDuplicate(2) },
    ]);
    expect(await count()).toBe(0);
    const header = await upload('namn;nummer\nA;B\n', admin.cookie);
    expect(((await header.json()) as TImportResult).errors).toEqual([{ row: 1, message: E.csvHeader }]);
  });

  it('imports the register as unclaimed profiles, searchable by purpose in Swedish', async () => {
    const body = (await (await upload(data('sample-foundations.csv'), admin.cookie)).json()) as TImportResult;
    expect(body).toEqual({ imported: 40, errors: [] });
    expect(await count()).toBe(40);
    // again: updated in place, not doubled
    expect(
      ((await (await upload(data('sample-foundations.csv'), admin.cookie)).json()) as TImportResult).imported,
    ).toBe(40);
    expect(await count()).toBe(40);

    const skiing = await foundations('q=vinteridrott');
    expect(skiing.map((f) => f.name)).toContain('Stiftelsen Tjäderspelets idrottsfond');
    expect(skiing.every((f) => !f.claimed)).toBe(true);
    const inNorrbotten = await foundations(
      `q=${encodeURIComponent('ungdomar')}&region=${encodeURIComponent('Norrbottens län')}`,
    );
    expect(inNorrbotten.length).toBeGreaterThan(0);
    expect(inNorrbotten.every((f) => f.county === 'Norrbottens län')).toBe(true);
  });

  it('a foundation account claims a profile, an admin approves, and it is claimed', async () => {
    const [target] = await foundations('q=vinteridrott');
    const association = await t.signUp('association');
    expect(
      (await t.request(`/api/foundations/${target!.id}/claim`, { method: 'POST', cookie: association.cookie })).status,
    ).toBe(403);
    const res = await t.request(`/api/foundations/${target!.id}/claim`, { method: 'POST', cookie: foundation.cookie });
    expect(res.status).toBe(200);
    expect((await res.json()) as TFoundation).toMatchObject({ claimed: false, claim_pending: true });
    const claims = (await (
      await t.request('/api/admin/foundations/claims', { cookie: admin.cookie })
    ).json()) as TFoundationList;
    expect(claims.items.map((f) => f.id)).toEqual([target!.id]);
    expect(
      (
        await t.request(`/api/admin/foundations/${target!.id}/claim/approve`, {
          method: 'POST',
          cookie: foundation.cookie,
        })
      ).status,
    ).toBe(403);
    const approved = await t.request(`/api/admin/foundations/${target!.id}/claim/approve`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect((await approved.json()) as TFoundation).toMatchObject({ claimed: true, claim_pending: false });
    const again = await t.request(`/api/foundations/${target!.id}/claim`, {
      method: 'POST',
      cookie: foundation.cookie,
    });
    expect(again.status).toBe(409);
  });

  it('the example programmes load once into an empty register and are marked as example data', async () => {
    await t.deps.database.query('DELETE FROM foundations');
    expect(await loadSampleGrants(t.deps.db)).toBe(12);
    expect(await loadSampleGrants(t.deps.db)).toBe(0);
    const list = (await (await t.request('/api/grants?q=glesbygd')).json()) as TGrantList;
    expect(list.items[0]).toMatchObject({ name: 'Ungdomsidrott i glesbygd 2027', is_example: true, is_approved: true });
    expect((await foundations('q=hjortronfonden'))[0]).toMatchObject({ is_example: true, claimed: false });
  });
});
