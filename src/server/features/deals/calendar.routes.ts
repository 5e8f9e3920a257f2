// Routes of the calendar feed and of profile reviews (API.md "Deals"): the caller's private feed
// address (show, renew, revoke), the feed itself for the token's holder, and a user's reviews.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { describe } from '@server/middleware/describe.js';
import { byIp, rateLimit } from '@server/middleware/rate-limit.js';
import { validate } from '@server/lib/validate.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { ZCalendarTokenParam } from '@shared/schemas/deal.js';
import {
  ZCalendarUrl,
  ZProfileReviews,
  type TCalendarUrl,
  type TProfileReviews,
} from '@shared/schemas/deal.response.js';
import { calendarFeed, getCalendarUrl, renewCalendarUrl, revokeCalendarUrl } from './calendar.js';
import { assertProfileVisible } from '@server/features/profiles/profiles.service.js';
import { findProfileReviews } from './reviews.service.js';

const TAGS = ['Avtal'];
/** feed fetches per address and hour: calendar apps poll every few hours; a guesser is slowed down */
export const CALENDAR_FEED_LIMIT = { perWindow: 120, windowSeconds: 3600 };

export const calendarRoutes = new Hono<AppEnv>()
  .get(
    '/me/calendar-url',
    describe({
      summary: 'Adressen till din privata kalenderprenumeration (null om du inte skapat någon)',
      tags: TAGS,
      answers: { 200: { schema: ZCalendarUrl, description: 'Adressen' } },
    }),
    noStore,
    requireUser(),
    async (c) =>
      c.json<TCalendarUrl>(await getCalendarUrl({ db: c.var.deps.db, env: c.var.deps.env, me: c.var.user.id })),
  )
  .post(
    '/me/calendar-url',
    describe({
      summary: 'Skapa en ny hemlig kalenderadress; den gamla slutar fungera',
      tags: TAGS,
      answers: { 200: { schema: ZCalendarUrl, description: 'Den nya adressen' } },
    }),
    noStore,
    requireUser(),
    async (c) =>
      c.json<TCalendarUrl>(await renewCalendarUrl({ db: c.var.deps.db, env: c.var.deps.env, me: c.var.user.id })),
  )
  .delete(
    '/me/calendar-url',
    describe({
      summary: 'Återkalla kalenderadressen',
      tags: TAGS,
      answers: { 200: { schema: ZCalendarUrl, description: 'Ingen adress längre' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TCalendarUrl>(await revokeCalendarUrl({ db: c.var.deps.db, me: c.var.user.id })),
  )
  .get(
    '/calendar/:token',
    describe({
      summary: 'Kalenderflödet (iCalendar) med dina delmål och bevakade bidragsdeadlines',
      tags: TAGS,
      description: 'Adressen är hemlig (den som har den kan läsa flödet) och slutar gälla när en ny skapas.',
      answers: { 200: { description: 'iCalendar (RFC 5545)', type: 'text/calendar' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    validate('param', ZCalendarTokenParam),
    rateLimit({
      key: byIp('calendar-feed'),
      limit: CALENDAR_FEED_LIMIT.perWindow,
      windowSeconds: CALENDAR_FEED_LIMIT.windowSeconds,
    }),
    async (c) => {
      const ics = await calendarFeed({ db: c.var.deps.db, env: c.var.deps.env, token: c.req.valid('param').token });
      return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    },
  )
  .get(
    '/profiles/:id/reviews',
    describe({
      summary: 'Omdömen om en användare från avslutade avtal, med medelbetyg och antal',
      tags: ['Profiler'],
      description: 'Följer profilen: en privatpersons omdömen ser bara ägaren (404 för andra).',
      answers: { 200: { schema: ZProfileReviews, description: 'Omdömena' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    validate('param', ZIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      // the reviews follow their profile: a Privatperson's are its owner's alone
      const visibility = await assertProfileVisible({ db: c.var.deps.db, id, viewerId: c.var.user?.id ?? null });
      if (visibility.private) c.header('Cache-Control', 'private, no-store');
      return c.json<TProfileReviews>(await findProfileReviews({ db: c.var.deps.db, userId: id }));
    },
  );
