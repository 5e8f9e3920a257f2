// Routes of the notification centre, mounted under /api (API.md "Notifications"): the caller's entries and
// read marks, the settings per kind, saved searches. The unsubscribe link is in unsubscribe.routes.ts.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { byUser, rateLimit } from '@server/middleware/rate-limit.js';
import { validate } from '@server/lib/validate.js';
import { ZIdParam } from '@shared/schemas/params.js';
import {
  ZCreateSavedSearch,
  ZMarkNotificationsRead,
  ZNotificationsQuery,
  ZUpdateNotificationSettings,
} from '@shared/schemas/notifications.js';
import {
  ZNotificationPage,
  ZNotificationSettings,
  ZNotificationsMarked,
  ZSavedSearchCreated,
  ZSavedSearchList,
  type TNotificationPage,
  type TNotificationSettings,
  type TNotificationsMarked,
  type TSavedSearchCreated,
  type TSavedSearchList,
} from '@shared/schemas/notifications.response.js';
import {
  countUnread,
  findNotifications,
  getNotificationSettings,
  markNotificationsRead,
  toSettingsAnswer,
  updateNotificationSettings,
} from './notifications.service.js';
import { createSavedSearch, deleteSavedSearch, findSavedSearches } from './saved-searches.service.js';

const TAGS = ['Notiser'];

export const notificationsRoutes = new Hono<AppEnv>()
  .get(
    '/me/notifications',
    describe({
      summary: 'Mina notiser, senast aktiva först, med antalet olästa',
      tags: TAGS,
      answers: { 200: { schema: ZNotificationPage, description: 'En sida notiser' } },
      errors: { 400: ['INVALID_CURSOR'] },
    }),
    noStore,
    requireUser(),
    validate('query', ZNotificationsQuery),
    async (c) => {
      const page = await findNotifications({
        db: c.var.deps.db,
        userId: c.var.user.id,
        cursor: c.req.valid('query').cursor,
      });
      return c.json<TNotificationPage>(page);
    },
  )
  .post(
    '/me/notifications/read',
    describe({
      summary: 'Markera notiser som lästa: {ids} eller {all: true}',
      tags: TAGS,
      answers: { 200: { schema: ZNotificationsMarked, description: 'Antal markerade och kvar olästa' } },
    }),
    noStore,
    requireUser(),
    validate('json', ZMarkNotificationsRead),
    async (c) => {
      const { db } = c.var.deps;
      const userId = c.var.user.id;
      const updated = await markNotificationsRead({ db, userId, input: c.req.valid('json') });
      return c.json<TNotificationsMarked>({ updated, unread: await countUnread(db, userId) });
    },
  )
  .get(
    '/me/notification-settings',
    describe({
      summary: 'Mina notisinställningar per sorts notis',
      tags: TAGS,
      answers: { 200: { schema: ZNotificationSettings, description: 'Varje sorts notis: i appen och e-post' } },
    }),
    noStore,
    requireUser(),
    async (c) =>
      c.json<TNotificationSettings>(toSettingsAnswer(await getNotificationSettings(c.var.deps.db, c.var.user.id))),
  )
  .put(
    '/me/notification-settings',
    describe({
      summary: 'Ändra notisinställningar (de sorter som anges)',
      tags: TAGS,
      answers: { 200: { schema: ZNotificationSettings, description: 'Alla inställningar efter ändringen' } },
    }),
    noStore,
    requireUser(),
    validate('json', ZUpdateNotificationSettings),
    async (c) =>
      c.json<TNotificationSettings>(
        await updateNotificationSettings({ db: c.var.deps.db, userId: c.var.user.id, input: c.req.valid('json') }),
      ),
  )
  .get(
    '/me/saved-searches',
    describe({
      summary: 'Mina sparade sökningar med antal nya träffar',
      tags: TAGS,
      answers: { 200: { schema: ZSavedSearchList, description: 'Nyast först' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TSavedSearchList>({ items: await findSavedSearches(c.var.deps.db, c.var.user.id) }),
  )
  .post(
    '/me/saved-searches',
    describe({
      summary: 'Spara en sökning: notis när ett nytt godkänt erbjudande matchar',
      tags: TAGS,
      answers: {
        200: { schema: ZSavedSearchCreated, description: 'Samma sökning fanns redan' },
        201: { schema: ZSavedSearchCreated, description: 'Sparad' },
      },
      errors: { 409: ['LIMIT_REACHED'] },
    }),
    noStore,
    requireUser(),
    rateLimit({ key: byUser('saved-search'), limit: 30, windowSeconds: 60 }),
    validate('json', ZCreateSavedSearch),
    async (c) => {
      const { item, created } = await createSavedSearch(c.var.deps.db, c.var.user.id, c.req.valid('json'));
      return c.json<TSavedSearchCreated>({ item }, created ? 201 : 200);
    },
  )
  .delete(
    '/me/saved-searches/:id',
    describe({
      summary: 'Ta bort en sparad sökning',
      tags: TAGS,
      answers: { 204: 'Borttagen' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) => {
      await deleteSavedSearch(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
