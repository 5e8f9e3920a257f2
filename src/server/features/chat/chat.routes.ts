// Routes of the chat feature, mounted under /api (see /work/shared/API.md): contacts, search, messages, unread.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { noStore, requireUser } from '@server/middleware/access.js';
import { validate } from '@server/lib/validate.js';
import { ZConversationQuery, ZSendMessage, ZUserSearch } from '@shared/schemas/chat.js';
import { ZUserIdParam } from '@shared/schemas/params.js';
import { ZContactStartQuery } from '@shared/schemas/insights.js';
import { recordContactStart } from '@server/features/insights/views.service.js';
import { findConversation, getUnread, hasMessageFrom, markConversationRead, sendMessage } from './chat.service.js';
import { addContact, deleteContact, findContacts, searchUsers } from './contacts.service.js';
import { describe } from '@server/middleware/describe.js';
import { requireVerifiedEmail } from '@server/middleware/verified.js';
import {
  ZContactAdded,
  ZContactList,
  ZConversation,
  ZMarkedRead,
  ZMessageSent,
  ZUnread,
  ZUserSearchResult,
  type TContactAdded,
  type TContactList,
  type TConversation,
  type TMarkedRead,
  type TMessageSent,
  type TUnread,
  type TUserSearchResult,
} from '@shared/schemas/chat.response.js';

export const chatRoutes = new Hono<AppEnv>()
  .get(
    '/me/contacts',
    describe({
      summary: 'Mina kontakter med olästa meddelanden',
      tags: ['Chatt'],
      answers: { 200: { schema: ZContactList, description: 'Kontakterna' } },
    }),
    noStore,
    requireUser(),
    async (c) => {
      return c.json<TContactList>({ contacts: await findContacts({ db: c.var.deps.db, me: c.var.user.id }) });
    },
  )
  .put(
    '/me/contacts/:userId',
    describe({
      summary: 'Lägg till en kontakt',
      tags: ['Chatt'],
      answers: {
        200: { schema: ZContactAdded, description: 'Fanns redan' },
        201: { schema: ZContactAdded, description: 'Tillagd' },
      },
      errors: { 403: ['BLOCKED'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    requireVerifiedEmail(),
    validate('param', ZUserIdParam),
    validate('query', ZContactStartQuery),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { offerId } = c.req.valid('query');
      const { contact, created } = await addContact({
        db: c.var.deps.db,
        me: c.var.user.id,
        contactId: userId,
        offerId,
      });
      if (offerId) await recordContactStart({ db: c.var.deps.db, offerId, user: c.var.user, ownerId: userId });
      return c.json({ contact, created } satisfies TContactAdded, created ? 201 : 200);
    },
  )
  .delete(
    '/me/contacts/:userId',
    describe({
      summary: 'Ta bort en kontakt',
      tags: ['Chatt'],
      answers: { 204: 'Borttagen' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZUserIdParam),
    async (c) => {
      await deleteContact({ db: c.var.deps.db, me: c.var.user.id, contactId: c.req.valid('param').userId });
      return c.body(null, 204);
    },
  )
  .get(
    '/users/search',
    describe({
      summary: 'Sök användare att chatta med',
      tags: ['Chatt'],
      answers: { 200: { schema: ZUserSearchResult, description: 'Träffarna' } },
    }),
    noStore,
    requireUser(),
    validate('query', ZUserSearch),
    async (c) => {
      const { q } = c.req.valid('query');
      return c.json<TUserSearchResult>({ users: await searchUsers({ db: c.var.deps.db, me: c.var.user.id, q }) });
    },
  )
  .get(
    '/me/unread',
    describe({
      summary: 'Antal olästa meddelanden, totalt och per avsändare',
      tags: ['Chatt'],
      answers: { 200: { schema: ZUnread, description: 'Olästa' } },
    }),
    noStore,
    requireUser(),
    async (c) => {
      return c.json<TUnread>(await getUnread({ db: c.var.deps.db, me: c.var.user.id }));
    },
  )
  .get(
    '/messages/:userId',
    describe({
      summary: 'Samtalet med en användare, sida för sida',
      tags: ['Chatt'],
      answers: { 200: { schema: ZConversation, description: 'Meddelandena' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZUserIdParam),
    validate('query', ZConversationQuery),
    async (c) => {
      const query = c.req.valid('query');
      const otherId = c.req.valid('param').userId;
      return c.json<TConversation>(await findConversation({ db: c.var.deps.db, me: c.var.user.id, otherId, ...query }));
    },
  )
  .post(
    '/messages/:userId',
    describe({
      summary: 'Skicka ett meddelande',
      tags: ['Chatt'],
      description: 'Högst 30 meddelanden per avsändare och minut.',
      answers: { 201: { schema: ZMessageSent, description: 'Skickat' } },
      errors: { 403: ['BLOCKED', 'CONTACT_NOT_ALLOWED'], 404: ['NOT_FOUND'], 429: ['RATE_LIMITED'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZUserIdParam),
    // a reply to someone who wrote first is allowed before the address is confirmed
    requireVerifiedEmail({
      allowWhen: (c) => hasMessageFrom({ db: c.var.deps.db, from: c.req.param('userId') ?? '', to: c.var.user!.id }),
    }),
    validate('json', ZSendMessage),
    async (c) => {
      const { text } = c.req.valid('json');
      const { db, limiter } = c.var.deps;
      const otherId = c.req.valid('param').userId;
      const message = await sendMessage({ db, limiter, me: c.var.user.id, otherId, text });
      return c.json({ message } satisfies TMessageSent, 201);
    },
  )
  .post(
    '/messages/:userId/read',
    describe({
      summary: 'Markera samtalet som läst',
      tags: ['Chatt'],
      answers: { 200: { schema: ZMarkedRead, description: 'Antal markerade' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZUserIdParam),
    async (c) => {
      const otherId = c.req.valid('param').userId;
      const updated = await markConversationRead({ db: c.var.deps.db, me: c.var.user.id, otherId });
      return c.json<TMarkedRead>({ updated });
    },
  );
