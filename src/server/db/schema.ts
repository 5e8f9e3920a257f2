// Drizzle view of the tables created by migrations/*.sql (the SQL files are the source of truth).
// Over 300 lines for a reason: one declaration per table, mirroring the migrations in one place so a join reads them all.
import { sql } from 'drizzle-orm';
import type { TOfferFields } from '@shared/schemas/offer.response.js';
import type { NotificationKind } from '@shared/notifications.js';
import type { TSearchFilters } from '@shared/schemas/notifications.js';
import type {
  DealEventKind,
  DealParty,
  DealStatus,
  DealTemplate,
  MilestoneState,
  TDealTerms,
} from '@shared/schemas/deal.js';
import {
  bigint,
  bigserial,
  date,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('user'),
  username: text('username'),
  userType: text('user_type'),
  /** migrations/0310 */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** migrations/0310: an erased account (only its id is left) */
  deletedAt: ts('deleted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  token: text('token').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  /** migrations/0310 */
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: ts('access_token_expires_at'),
  refreshTokenExpiresAt: ts('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** spec: profiles (anvandarnamn = username) */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userType: text('user_type').notNull(),
  username: text('username').notNull(),
  fullName: text('full_name'),
  description: text('description'),
  /** migrations/0310 */
  location: text('location'),
  website: text('website'),
  logoUrl: text('logo_url'),
  orgNumber: text('org_number'),
  orgVerification: text('org_verification', { enum: ['none', 'pending', 'approved', 'rejected'] })
    .notNull()
    .default('none'),
  orgRejectionReason: text('org_rejection_reason'),
  orgVerifiedAt: ts('org_verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** spec: sponsorships (Type = type, tag = tags, user_id = owner) */
export const offers = pgTable('offers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  organization: text('organization').notNull(),
  location: text('location'),
  budget: text('budget'),
  timeframe: text('timeframe'),
  description: text('description').notNull(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'`),
  logo: text('logo'),
  featured: boolean('featured').notNull().default(false),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  phone: text('phone'),
  contactInfo: text('contact_info'),
  isApproved: boolean('is_approved').notNull().default(false),
  targetAudience: text('target_audience'),
  expectedViews: text('expected_views'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  search: tsvector('search').generatedAlwaysAs(sql`generated`),
  titleSort: text('title_sort').generatedAlwaysAs(sql`generated`),
});

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.offerId] })],
);

export const contacts = pgTable(
  'contacts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: text('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** migrations/0350: the offer the conversation started from ('Kontakta') */
    offerId: bigint('offer_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contactId] })],
);

export const privateMessages = pgTable('private_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  senderId: text('sender_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  receiverId: text('receiver_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  read: boolean('read').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** migrations/0230: who blocked whom (trust and safety) */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** migrations/0231: reports of an offer, a user or a message for the admin */
export const reports = pgTable('reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reporterId: text('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetType: text('target_type', { enum: ['offer', 'user', 'message', 'deal'] }).notNull(),
  targetId: text('target_id').notNull(),
  reason: text('reason', { enum: ['fraud', 'inappropriate', 'spam', 'other'] }).notNull(),
  details: text('details').notNull().default(''),
  state: text('state', { enum: ['open', 'closed'] })
    .notNull()
    .default('open'),
  resolution: text('resolution', { enum: ['dismiss', 'remove_offer'] }),
  createdAt: ts('created_at').notNull().defaultNow(),
  resolvedAt: ts('resolved_at'),
});

export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('incomplete'),
  currentPeriodEnd: ts('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  provider: text('provider').notNull().default('local'),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  handledAt: ts('handled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const adminSessions = pgTable('admin_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** migrations/0030: notices of offers an admin removed with a reason, until the owner dismisses them */
export const offerRejections = pgTable('offer_rejections', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** null for a notice about a report of a user or a message (migrations/0231) */
  offerId: bigint('offer_id', { mode: 'number' }),
  /** migrations/0231, 0290: what the notice tells */
  kind: text('kind', { enum: ['offer_removed', 'report_handled', 'edit_rejected'] })
    .notNull()
    .default('offer_removed'),
  offerTitle: text('offer_title').notNull(),
  reason: text('reason').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** migrations/0290: an approved offer's edit waiting for review, one per offer */
export const offerRevisions = pgTable('offer_revisions', {
  offerId: bigint('offer_id', { mode: 'number' })
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  proposed: jsonb('proposed').$type<TOfferFields>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0040: the built-in provider's checkout sessions */
export const billingCheckoutSessions = pgTable('billing_checkout_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  amountSek: integer('amount_sek').notNull(),
  status: text('status', { enum: ['open', 'paid', 'canceled'] })
    .notNull()
    .default('open'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  completedAt: ts('completed_at'),
});

/** migrations/0060: stored images no offer has claimed yet (swept after a day) */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  url: text('url').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** migrations/0010: bumped by a trigger on every change of offers (the list cache's version) */
export const offerListVersion = pgTable('offer_list_version', {
  id: integer('id').primaryKey().default(1),
  v: bigint('v', { mode: 'number' }).notNull().default(0),
});

/** migrations/0240: mails waiting to be sent, sent, or given up (src/server/infra/mail/outbox.ts) */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  template: text('template').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  /** migrations/0301: extra headers (List-Unsubscribe) */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
});

/** migrations/0300: the notification centre; one unread row per (user, kind, subject_key) */
export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<NotificationKind>().notNull(),
  subjectKey: text('subject_key'),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  readAt: ts('read_at'),
  emailedAt: ts('emailed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0320: deals between two users (issue 23); party ids become null when an account is deleted */
export const deals = pgTable('deals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  partyA: text('party_a').references(() => users.id, { onDelete: 'set null' }),
  partyB: text('party_b').references(() => users.id, { onDelete: 'set null' }),
  offerId: bigint('offer_id', { mode: 'number' }).references(() => offers.id, { onDelete: 'set null' }),
  template: text('template').$type<DealTemplate>().notNull(),
  status: text('status').$type<DealStatus>().notNull().default('draft'),
  version: integer('version').notNull().default(1),
  declineReason: text('decline_reason'),
  signedAt: ts('signed_at'),
  completedAt: ts('completed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const dealVersions = pgTable(
  'deal_versions',
  {
    dealId: bigint('deal_id', { mode: 'number' })
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<TDealTerms>().notNull(),
    hash: text('hash').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.version] })],
);

export const dealSignatures = pgTable('deal_signatures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dealId: bigint('deal_id', { mode: 'number' })
    .notNull()
    .references(() => deals.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  hash: text('hash').notNull(),
  party: text('party').$type<DealParty>().notNull(),
  signerId: text('signer_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  signedAt: ts('signed_at').notNull().defaultNow(),
  voidedAt: ts('voided_at'),
});

export const dealMilestones = pgTable('deal_milestones', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dealId: bigint('deal_id', { mode: 'number' })
    .notNull()
    .references(() => deals.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  dueDate: text('due_date').notNull(),
  responsible: text('responsible').$type<DealParty>().notNull(),
  state: text('state').$type<MilestoneState>().notNull().default('open'),
  proof: text('proof').notNull().default(''),
  /** migrations/0440: the uploaded image shown as proof (its key; the upload row records the uploader) */
  proofImage: text('proof_image').references(() => uploads.key, { onDelete: 'set null' }),
  comment: text('comment').notNull().default(''),
  doneAt: ts('done_at'),
  confirmedAt: ts('confirmed_at'),
});

export const dealReminders = pgTable(
  'deal_reminders',
  {
    milestoneId: bigint('milestone_id', { mode: 'number' })
      .notNull()
      .references(() => dealMilestones.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.milestoneId, t.kind] })],
);

export const dealViews = pgTable(
  'deal_views',
  {
    dealId: bigint('deal_id', { mode: 'number' })
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] })],
);

export const dealEvents = pgTable('deal_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dealId: bigint('deal_id', { mode: 'number' })
    .notNull()
    .references(() => deals.id, { onDelete: 'cascade' }),
  actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').$type<DealEventKind>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const dealReviews = pgTable('deal_reviews', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dealId: bigint('deal_id', { mode: 'number' })
    .notNull()
    .references(() => deals.id, { onDelete: 'cascade' }),
  reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  revieweeId: text('reviewee_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reviewerParty: text('reviewer_party').$type<DealParty>().notNull(),
  rating: integer('rating').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0330: the foundations register (imported, claimable); Stiftelsesök, issue 24 */
export const foundations = pgTable('foundations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  orgNumber: text('org_number').notNull().unique(),
  county: text('county').notNull(),
  purpose: text('purpose').notNull(),
  contact: text('contact').notNull().default(''),
  source: text('source').notNull().default('import'),
  claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
  claimRequestedBy: text('claim_requested_by').references(() => users.id, { onDelete: 'set null' }),
  isExample: boolean('is_example').notNull().default(false),
  searchTerms: tsvector('search_terms'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0320: the SHA-256 of each user's calendar feed secret */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** migrations/0310: better-auth's two-factor model (secret and backup codes encrypted) */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: ts('locked_until'),
});

/** migrations/0301: a user's choices per notification kind that differ from the defaults */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email', { enum: ['off', 'instant', 'daily'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** migrations/0301: the daily digests sent, one per user and Stockholm day */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** migrations/0301: saved explore searches; tags lower-cased */
export const savedSearches = pgTable('saved_searches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  q: text('q').notNull().default(''),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  location: text('location').notNull().default(''),
  /** migrations/0441: a catalogue search's other filters (type 'grant'), Talentfinder's (type 'talent', 0460) */
  filters: jsonb('filters').$type<TSearchFilters>().notNull().default({}),
  seenAt: ts('seen_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** migrations/0301: the offers each saved search matched when they were approved */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.offerId] })],
);

/** migrations/0340: per offer and day, the counters of the statistics page (favourites by a trigger) */
export const offerStatsDaily = pgTable(
  'offer_stats_daily',
  {
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day] })],
);

/** migrations/0340: one row per viewer (user id or the day's anonymous hash), offer, day and kind */
export const offerViewers = pgTable(
  'offer_viewers',
  {
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['view', 'contact'] }).notNull(),
    viewer: text('viewer').notNull(),
    userType: text('user_type').notNull(),
    region: text('region').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.day, t.kind, t.viewer] })],
);

/** migrations/0340: the salt of each day's anonymous viewer hash */
export const offerViewSalts = pgTable('offer_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** migrations/0340: 'Målgrupp och räckvidd', declared by influencers and associations */
export const profileAudiences = pgTable('profile_audiences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<{ channel: string; count: number }[]>().notNull().default([]),
  ageBands: jsonb('age_bands').$type<Record<string, number>>().notNull().default({}),
  gender: jsonb('gender').$type<Record<string, number>>().notNull().default({}),
  regions: jsonb('regions').$type<Record<string, number>>().notNull().default({}),
  totalReach: bigint('total_reach', { mode: 'number' }).notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0330: grant programmes (utlysningar), one deadline each: a date, a yearly date or löpande */
export const grantProgrammes = pgTable('grant_programmes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  foundationId: bigint('foundation_id', { mode: 'number' }).references(() => foundations.id, { onDelete: 'set null' }),
  organization: text('organization').notNull(),
  name: text('name').notNull(),
  purpose: text('purpose').notNull(),
  criteria: text('criteria')
    .array()
    .notNull()
    .default(sql`'{}'`),
  areas: text('areas')
    .array()
    .notNull()
    .default(sql`'{}'`),
  regions: text('regions')
    .array()
    .notNull()
    .default(sql`'{}'`),
  applicantTypes: text('applicant_types')
    .array()
    .notNull()
    .default(sql`'{}'`),
  amountMin: integer('amount_min'),
  amountMax: integer('amount_max'),
  deadlineKind: text('deadline_kind', { enum: ['date', 'yearly', 'rolling'] }).notNull(),
  deadlineDate: text('deadline_date'),
  deadlineMonth: integer('deadline_month'),
  deadlineDay: integer('deadline_day'),
  applyMode: text('apply_mode', { enum: ['samverka', 'external'] }).notNull(),
  applyUrl: text('apply_url'),
  documents: text('documents')
    .array()
    .notNull()
    .default(sql`'{}'`),
  isApproved: boolean('is_approved').notNull().default(false),
  isExample: boolean('is_example').notNull().default(false),
  searchTerms: tsvector('search_terms'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0330: 'Bevaka' */
export const grantWatches = pgTable(
  'grant_watches',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => grantProgrammes.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.grantId] })],
);

/** migrations/0330: reminders sent, one per (watcher, programme, deadline, days before) */
export const grantReminders = pgTable(
  'grant_reminders',
  {
    userId: text('user_id').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    deadline: text('deadline').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.grantId, t.deadline, t.daysBefore] })],
);

/** migrations/0330: in-platform applications to a programme */
export const grantApplications = pgTable('grant_applications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  grantId: bigint('grant_id', { mode: 'number' })
    .notNull()
    .references(() => grantProgrammes.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  status: text('status', { enum: ['submitted', 'received', 'granted', 'rejected'] })
    .notNull()
    .default('submitted'),
  amount: integer('amount'),
  message: text('message'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0420: the skills profile of a Privatperson or influencer (issue 25) */
export const skillProfiles = pgTable('skill_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull(),
  skills: jsonb('skills')
    .$type<{ name: string; level: 'nyborjare' | 'van' | 'expert'; skillId: string | null }[]>()
    .notNull()
    .default([]),
  skillIds: text('skill_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  hoursPerWeek: integer('hours_per_week').notNull(),
  availableFrom: date('available_from', { mode: 'string' }),
  availableTo: date('available_to', { mode: 'string' }),
  place: text('place').notNull(),
  county: text('county'),
  remote: boolean('remote').notNull().default(false),
  volunteer: boolean('volunteer').notNull().default(true),
  paid: boolean('paid').notNull().default(false),
  bio: text('bio').notNull().default(''),
  links: text('links')
    .array()
    .notNull()
    .default(sql`'{}'`),
  visible: boolean('visible').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0420: projects of associations, businesses and foundations (admin approval) */
export const projects = pgTable('projects', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  organization: text('organization').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  place: text('place').notNull(),
  county: text('county'),
  isApproved: boolean('is_approved').notNull().default(false),
  searchTerms: tsvector('search_terms'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** migrations/0420: the roles of a project, each with the skills wanted */
export const projectRoles = pgTable('project_roles', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  projectId: bigint('project_id', { mode: 'number' })
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  title: text('title').notNull(),
  skills: jsonb('skills').$type<{ name: string; skillId: string | null }[]>().notNull().default([]),
  skillIds: text('skill_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  hoursPerWeek: integer('hours_per_week').notNull(),
  periodFrom: date('period_from', { mode: 'string' }),
  periodTo: date('period_to', { mode: 'string' }),
  remote: boolean('remote').notNull().default(false),
  paid: boolean('paid').notNull().default(false),
  amount: integer('amount'),
  interestDeadline: date('interest_deadline', { mode: 'string' }),
});

/** migrations/0420: 'Jag är intresserad' on a role, and the organisation's answer */
export const projectInterests = pgTable('project_interests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  roleId: bigint('role_id', { mode: 'number' })
    .notNull()
    .references(() => projectRoles.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  status: text('status', { enum: ['sent', 'contacted', 'chosen', 'declined'] })
    .notNull()
    .default('sent'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
