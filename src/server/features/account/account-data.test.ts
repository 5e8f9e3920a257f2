// Their own data (issue 15 §6): the export holds every table naming the user (checked against the database's
// own foreign keys, so a later table cannot be forgotten), and erasure leaves neither the address, the
// username nor the name anywhere in the database while the messages sent stay with their recipients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { dealApi } from '@test/support/deals.js';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { secretOf, totp } from '@test/support/totp.js';
import { insertOffer, validOfferBody } from '@test/support/test-offers.js';
import { DELETE_ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { chatDisplayName } from '@shared/chat-texts.js';
import { NOT_EXPORTED, PERSONAL_DATA } from './personal-data.js';
import type { BillingProvider } from '@server/adapters/billing/types.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PASSWORD = 'hemligt-lösenord';

/** Every (table, column) that references users(id) or is named like a user id column. */
async function userColumns(): Promise<string[]> {
  const rows = await t.deps.database.query<{ table_name: string; column_name: string }>(`
    SELECT kcu.table_name, kcu.column_name
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu
        ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu
        ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' AND tc.table_schema = current_schema()
    UNION
    SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND (column_name LIKE '%user_id' OR column_name IN ('sender_id', 'receiver_id'))`);
  return [...new Set(rows.map((r) => `${r.table_name}.${r.column_name}`))].sort();
}

/** Every text-like value in every table of the schema, as one string per row. */
async function dump(): Promise<string> {
  const tables = await t.deps.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await t.deps.database.query(`SELECT * FROM "${table_name}"`);
    parts.push(`${table_name}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n').toLowerCase();
}

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 130, b: 60 } } })
    .png()
    .toBuffer();

async function richUser(): Promise<{
  user: TestUser;
  other: TestUser;
  offerId: string;
  logo: string;
  fullName: string;
}> {
  const user = await t.signUp('business');
  const fullName = `Greta Exempelsdotter ${user.username}`;
  const other = await t.signUp('association');
  await t.request('/api/me/profile', {
    method: 'PATCH',
    cookie: user.cookie,
    json: { full_name: fullName, location: 'Luleå', website: 'https://greta.example' },
  });
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'logga.png');
  const up = await t.request('/api/uploads', { method: 'POST', cookie: user.cookie, body: data });
  const logo = (await up.json()).url as string;
  const created = await t.request('/api/offers', {
    method: 'POST',
    cookie: user.cookie,
    json: validOfferBody('business', { logo }),
  });
  expect(created.status).toBe(201);
  const offerId = String((await created.json()).id);
  const theirs = await insertOffer(t.deps.database, { type: 'association', title: 'Klubben söker', userId: other.id });
  expect((await t.request(`/api/me/favorites/${theirs}`, { method: 'PUT', cookie: user.cookie })).status).toBeLessThan(
    300,
  );
  await t.request(`/api/me/contacts/${other.id}`, { method: 'PUT', cookie: user.cookie });
  await t.request(`/api/messages/${other.id}`, {
    method: 'POST',
    cookie: user.cookie,
    json: { text: 'Hej! Vi vill sponsra er.' },
  });
  await t.request(`/api/messages/${user.id}`, { method: 'POST', cookie: other.cookie, json: { text: 'Tack, gärna!' } });
  return { user, other, offerId, logo, fullName };
}

describe('GET /api/me/export', () => {
  it('lists every table that names a user (a new table must be added to PERSONAL_DATA)', async () => {
    const listed = new Set(PERSONAL_DATA.flatMap((p) => p.columns.map((c) => `${p.table}.${c}`)));
    listed.add('users.id');
    const missing = (await userColumns()).filter((col) => !listed.has(col) && !(col in NOT_EXPORTED));
    expect(missing, 'tables with user data that GET /api/me/export leaves out').toEqual([]);
  });

  it('is one JSON download of the caller’s data, without secrets, for the caller only', async () => {
    const { user, other, offerId } = await richUser();
    expect((await t.request('/api/me/export')).status).toBe(401);
    const res = await t.request('/api/me/export', { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="samverka-mina-uppgifter-.*\.json"$/);
    const data = await res.json();
    expect(data.user_id).toBe(user.id);
    expect(Object.keys(data.tables).sort()).toEqual(PERSONAL_DATA.map((p) => p.table).sort());
    expect(data.tables.users[0].email).toBe(user.email);
    expect(data.tables.profiles[0]).toMatchObject({ location: 'Luleå' });
    expect(data.tables.profiles[0].full_name).toMatch(/^Greta Exempelsdotter/);
    expect(data.tables.offers.map((o: { id: unknown }) => String(o.id))).toEqual([offerId]);
    expect(data.tables.favorites).toHaveLength(1);
    expect(data.tables.contacts).toHaveLength(2);
    expect(data.tables.private_messages.map((m: { text: string }) => m.text).sort()).toEqual([
      'Hej! Vi vill sponsra er.',
      'Tack, gärna!',
    ]);
    const raw = JSON.stringify(data);
    const [{ token }] = await t.deps.database.query<{ token: string }>(
      'SELECT token FROM sessions WHERE user_id = $1',
      [user.id],
    );
    const [{ password }] = await t.deps.database.query<{ password: string }>(
      'SELECT password FROM accounts WHERE user_id = $1',
      [user.id],
    );
    expect(raw).not.toContain(token);
    expect(raw).not.toContain(password);
    expect(raw).not.toContain(other.email);
  });
});

describe('DELETE /api/me', () => {
  const erase = (user: TestUser, json: Record<string, unknown>) =>
    t.request('/api/me', { method: 'DELETE', cookie: user.cookie, json });

  it('needs the typed confirmation and the right password', async () => {
    const user = await t.signUp();
    expect(
      (await t.request('/api/me', { method: 'DELETE', json: { password: PASSWORD, confirmation: 'RADERA' } })).status,
    ).toBe(401);
    const noWord = await erase(user, { password: PASSWORD, confirmation: 'ja' });
    expect(noWord.status).toBe(400);
    expect((await noWord.json()).error.message).toBe(DELETE_ACCOUNT_TEXTS.confirmationWrong);
    const wrong = await erase(user, { password: 'fel-lösenord-här', confirmation: 'RADERA' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe(DELETE_ACCOUNT_TEXTS.wrongCredentials);
    const none = await erase(user, { confirmation: 'RADERA' });
    expect((await none.json()).error.code).toBe('CREDENTIALS_REQUIRED');
    // a code is no substitute without the second factor
    expect((await erase(user, { code: '123456', confirmation: 'RADERA' })).status).toBe(400);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
  });

  it('erases everything: the address, username and name occur nowhere; sent messages stay from Borttagen användare', async () => {
    const { user, other, offerId, logo, fullName } = await richUser();
    const before = await dump();
    expect(before).toContain(user.email.toLowerCase());
    const key = t.deps.storage.keyFromUrl(logo)!;
    expect(await t.deps.storage.get(key)).not.toBeNull();

    const res = await erase(user, { password: PASSWORD, confirmation: 'radera' });
    expect(res.status).toBe(204);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);

    const after = await dump();
    for (const value of [user.email, user.username, fullName]) expect(after, value).not.toContain(value.toLowerCase());
    expect((await t.request(`/api/offers/${offerId}`)).status).toBe(404);
    expect((await t.request(`/api/profiles/${user.id}`)).status).toBe(404);
    expect(await t.deps.storage.get(key)).toBeNull();

    // the other party still has the conversation, from 'Borttagen användare', and cannot write to it
    const { contacts } = (await (await t.request('/api/me/contacts', { cookie: other.cookie })).json()) as {
      contacts: { id: string; username: string | null; user_type: string | null }[];
    };
    const gone = contacts.find((c) => c.id === user.id)!;
    expect(chatDisplayName(gone)).toBe('Borttagen användare');
    const convo = await t.request(`/api/messages/${user.id}`, { cookie: other.cookie });
    expect(convo.status).toBe(200);
    expect(JSON.stringify(await convo.json())).toContain('Hej! Vi vill sponsra er.');
    const reply = await t.request(`/api/messages/${user.id}`, {
      method: 'POST',
      cookie: other.cookie,
      json: { text: 'Hallå?' },
    });
    expect(reply.status).toBe(404);

    // the address is free again
    const again = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: user.email, username: user.username, password: PASSWORD, userType: 'business' },
    });
    expect(again.status).toBe(200);
  });

  it('the offers the person viewed are in the export; after erasure the owner keeps the count, nothing leads back', async () => {
    const viewer = await t.signUp('business');
    const owner = await t.signUp('association');
    const offerId = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Klubben visas',
      userId: owner.id,
    });
    const seen = await t.request(`/api/offers/${offerId}/view`, {
      method: 'POST',
      cookie: viewer.cookie,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' },
    });
    expect(seen.status).toBe(204);
    const data = await (await t.request('/api/me/export', { cookie: viewer.cookie })).json();
    expect(
      data.tables.offer_viewers.map((r: { offer_id: unknown; kind: string }) => [String(r.offer_id), r.kind]),
    ).toEqual([[offerId, 'view']]);
    const ownerData = await (await t.request('/api/me/export', { cookie: owner.cookie })).json();
    expect(ownerData.tables.offer_viewers).toEqual([]);

    expect((await erase(viewer, { password: PASSWORD, confirmation: 'radera' })).status).toBe(204);
    const rows = await t.deps.database.query<{ viewer: string; user_type: string }>(
      'SELECT viewer, user_type FROM offer_viewers WHERE offer_id = $1',
      [offerId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.viewer).not.toContain(viewer.id);
    expect(rows[0]!.user_type).toBe('business');
    const stats = await (await t.request(`/api/offers/${offerId}/stats`, { cookie: owner.cookie })).json();
    expect(stats.totals).toMatchObject({ views: 1, uniqueViewers: 1 });
  });

  it('keeps a signed deal with the other party, signed, with the erased party named Borttagen användare', async () => {
    const deals = dealApi(t);
    const { a, b, id } = await deals.signed();
    const before = await dump();
    expect(before).toContain(a.username.toLowerCase());
    const res = await erase(a, { password: PASSWORD, confirmation: 'radera' });
    expect(res.status).toBe(204);
    const after = await dump();
    for (const value of [a.email, a.username]) expect(after, value).not.toContain(value.toLowerCase());
    const deal = await deals.deal(b, id);
    expect(deal.status).toBe('signed');
    expect(deal.signatures).toHaveLength(2);
    expect(deal.signatures.every((s) => s.hash === deal.hash)).toBe(true);
  });

  it('takes a code from the app instead of the password when the second factor is on', async () => {
    const user = await t.signUp();
    const started = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie: user.cookie,
      json: { password: PASSWORD },
    });
    const secret = secretOf((await started.json()).totpURI);
    const confirmed = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: user.cookie,
      json: { code: totp(secret) },
    });
    const cookie = (confirmed.headers.get('set-cookie') ?? '').split(';')[0];
    const wrong = await t.request('/api/me', {
      method: 'DELETE',
      cookie,
      json: { code: '000000', confirmation: 'RADERA' },
    });
    expect(wrong.status).toBe(400);
    const res = await t.request('/api/me', {
      method: 'DELETE',
      cookie,
      json: { code: totp(secret), confirmation: 'RADERA' },
    });
    expect(res.status).toBe(204);
    expect(await t.deps.database.query('SELECT 1 FROM two_factors WHERE user_id = $1', [user.id])).toHaveLength(0);
  });

  it('cancels a Premium subscription with the payment provider first, and keeps the account when that fails', async () => {
    const user = await t.signUp();
    await t.deps.database.query(
      `INSERT INTO subscriptions (user_id, status, current_period_end, provider, customer_id, subscription_id)
       VALUES ($1, 'active', now() + interval '20 days', 'stripe', 'cus_1', 'sub_1')`,
      [user.id],
    );
    const calls: string[] = [];
    let fail = true;
    const original = t.deps.billing;
    const { ProviderError } = await import('@server/adapters/billing/types.js');
    const stub: BillingProvider = {
      ...original,
      name: 'stripe',
      async cancelAtPeriodEnd({ subscriptionId }) {
        calls.push(subscriptionId);
        if (fail) throw new ProviderError('down');
        return {
          customerId: 'cus_1',
          subscriptionId,
          status: 'active',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: true,
        };
      },
    };
    (t.deps as { billing: BillingProvider }).billing = stub;
    try {
      const down = await erase(user, { password: PASSWORD, confirmation: 'RADERA' });
      expect(down.status).toBe(502);
      expect((await down.json()).error.message).toBe(DELETE_ACCOUNT_TEXTS.cancelFailed);
      expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
      fail = false;
      expect((await erase(user, { password: PASSWORD, confirmation: 'RADERA' })).status).toBe(204);
      expect(calls).toEqual(['sub_1', 'sub_1']);
      expect(await t.deps.database.query('SELECT 1 FROM subscriptions WHERE user_id = $1', [user.id])).toHaveLength(0);
    } finally {
      (t.deps as { billing: BillingProvider }).billing = original;
    }
  });
});
