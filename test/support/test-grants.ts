// Test helpers for Stiftelsesök: a valid programme body, and a foundation's programme created and approved.
import type { TestContext, TestUser } from './harness.js';
import type { TGrant } from '@shared/schemas/grant.response.js';

export const grantBody = (o: Record<string, unknown> = {}) => ({
  organization: 'Stiftelsen Testfonden',
  name: 'Bidrag till läsecirklar',
  purpose: 'Stiftelsen stödjer läsecirklar och bokcaféer för pensionärer på bibliotek i hela landet.',
  criteria: ['Verksamheten når pensionärer', 'Verksamheten är ideell'],
  areas: ['social'],
  regions: ['Hela Sverige'],
  applicant_types: ['association'],
  amount_min: 5000,
  amount_max: 50000,
  deadline_kind: 'rolling',
  apply_mode: 'samverka',
  documents: ['Budget'],
  ...o,
});

export async function createGrant(t: TestContext, owner: TestUser, o: Record<string, unknown> = {}): Promise<TGrant> {
  const res = await t.request('/api/grants', { method: 'POST', cookie: owner.cookie, json: grantBody(o) });
  if (res.status !== 201) throw new Error(`create grant failed ${res.status} ${await res.text()}`);
  return (await res.json()) as TGrant;
}

export async function createApprovedGrant(t: TestContext, owner: TestUser, o: Record<string, unknown> = {}) {
  const grant = await createGrant(t, owner, o);
  await t.deps.database.query('UPDATE grant_programmes SET is_approved = true WHERE id = $1', [grant.id]);
  return { ...grant, is_approved: true };
}
