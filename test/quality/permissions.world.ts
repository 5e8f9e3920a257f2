// The little world the permission table is exercised in: four real users with real sessions
// (the resource's owner, another user, an admin by role who does not own it, a peer to talk to)
// and helpers that create fresh resources, so each role's request meets the same state.
import sharp from 'sharp';
import type { OfferType, UserType } from '@shared/constants.js';
import { PREMIUM_PRICE_ID } from '@shared/plans.js';
import { TEST_CARD_OK } from '@server/features/billing/billing.service.js';
import type { TestContext, TestUser } from '@test/support/harness.js';
import { validOfferBody } from '@test/support/test-offers.js';
import { indexWrittenOffers } from '@server/search/indexer.js';

export type Role = 'anonymous' | 'other' | 'owner' | 'admin';
export const ROLES: Role[] = ['anonymous', 'other', 'owner', 'admin'];
export const ADMIN_PASSWORD = 'quality-admin-lösenord';
export const PASSWORD = 'hemligt-lösenord';

export interface Req {
  path: string;
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** replaces the role's own session cookie (e.g. a throwaway session for sign-out) */
  cookie?: string;
}

export interface World {
  t: TestContext;
  users: { owner: TestUser; other: TestUser; admin: TestUser; peer: TestUser };
  /** the signed-in user acting in the role (undefined for anonymous) */
  actor(role: Role): TestUser | undefined;
  /** an offer of the owner, pending unless approved is true */
  offer(opts?: { approved?: boolean; owner?: TestUser }): Promise<string>;
  /** an approved offer of the owner with an edit waiting for review; its id */
  offerEdit(): Promise<string>;
  /** a rejection notice of the owner (what an admin's removal with a reason leaves) */
  notice(owner?: TestUser): Promise<string>;
  /** an open built-in checkout session of the owner */
  checkout(owner?: TestUser): Promise<string>;
  /** gives the user an active subscription through the built-in checkout */
  subscribe(user: TestUser): Promise<void>;
  /** a contact message from the public form */
  contactMessage(): Promise<string>;
  /** a stored upload's key */
  uploadKey(): Promise<string>;
  /** a new session for the user (sign-in), for calls that end it */
  freshSession(user: TestUser): Promise<string>;
  offerBody(type: UserType): Record<string, unknown>;
  png(): Promise<Buffer>;
  unique(): string;
}

export async function createWorld(t: TestContext): Promise<World> {
  const owner = await t.signUp('business', { password: PASSWORD });
  const other = await t.signUp('association', { password: PASSWORD });
  const admin = await t.signUp('business', { password: PASSWORD });
  const peer = await t.signUp('influencer', { password: PASSWORD });
  await t.makeAdmin(admin);
  const db = t.deps.database;
  let n = 0;
  const unique = () => `${Date.now().toString(36)}${++n}`;

  const offerBody = (type: OfferType) => validOfferBody(type, { title: `Sponsor sökes till vårt lag ${unique()}` });

  const png = () =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 20, g: 120, b: 60 } } })
      .png()
      .toBuffer();

  const world: World = {
    t,
    users: { owner, other, admin, peer },
    actor: (role) => (role === 'anonymous' ? undefined : { other, owner, admin }[role]),
    async offer({ approved = false, owner: who = owner } = {}) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO offers (type, title, organization, location, budget, timeframe, description, tags, user_id,
           is_approved, phone, contact_info, target_audience, expected_views)
         VALUES ($1, $2, 'IK Exempel', 'Malmö', '10 000 - 20 000 kr', 'Hösten 2027',
           'Vi är en ideell förening som söker en långsiktig partner för vår verksamhet.', '{idrott}', $3, $4,
           '040-123 45', 'kontakt@exempel.se', 'Unga vuxna', '50 000 per månad')
         RETURNING id::text AS id`,
        [who.userType, `Erbjudande ${unique()}`, who.id, approved],
      );
      // as the offers service does after a write, so a later read has nothing left to analyse
      await indexWrittenOffers(t.deps.db);
      return row.id;
    },
    async offerEdit() {
      const id = await world.offer({ approved: true });
      const res = await t.request(`/api/offers/${id}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { title: `Ändrad titel ${unique()}` },
      });
      if (res.status !== 200) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
      return id;
    },
    async notice(who = owner) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO offer_rejections (user_id, offer_id, offer_title, reason)
         VALUES ($1, 999999, 'Borttaget erbjudande', 'Saknar kontaktuppgifter') RETURNING id::text AS id`,
        [who.id],
      );
      return row.id;
    },
    async checkout(who = owner) {
      // the table opens more checkouts than one person would (10 per 10 minutes): start the window anew
      await db.query(`DELETE FROM rate_limits WHERE key = $1`, [`billing:checkout:${who.id}`]);
      // a checkout is for someone without Premium: end an earlier row's subscription
      await db.query(`DELETE FROM subscriptions WHERE user_id = $1`, [who.id]);
      const res = await t.request('/api/billing/checkout', {
        method: 'POST',
        cookie: who.cookie,
        json: { priceId: PREMIUM_PRICE_ID },
      });
      if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { sessionId: string }).sessionId;
    },
    async subscribe(user) {
      const id = await world.checkout(user);
      const res = await t.request(`/api/billing/checkout/${id}/pay`, {
        method: 'POST',
        cookie: user.cookie,
        json: { cardNumber: TEST_CARD_OK },
      });
      if (res.status !== 200) throw new Error(`pay failed: ${res.status} ${await res.text()}`);
    },
    async contactMessage() {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO contact_messages (name, email, subject, message)
         VALUES ('Anna', 'anna@exempel.se', 'Fråga', 'Hej!') RETURNING id::text AS id`,
      );
      return row.id;
    },
    async uploadKey() {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'logga.png');
      const res = await t.request('/api/uploads', { method: 'POST', cookie: owner.cookie, body: form });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
      const { url } = (await res.json()) as { url: string };
      return url.split('/').pop()!;
    },
    async freshSession(user) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: user.email, password: PASSWORD },
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return (res.headers.get('set-cookie') ?? '').split(';')[0];
    },
    offerBody,
    png,
    unique,
  };
  return world;
}
