// Drizzle view of the tables created by migrations/*.sql (the SQL files are the source of truth).
import { sql } from 'drizzle-orm';
import type { TOfferFields } from '@shared/schemas/offer.response.js';
import type { NotificationKind } from '@shared/notifications.js';
import {
  bigint,
  bigserial,
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
  targetType: text('target_type', { enum: ['offer', 'user', 'message'] }).notNull(),
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
