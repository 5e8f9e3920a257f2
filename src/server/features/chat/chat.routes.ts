// Routes of the chat feature, mounted under /api (see /work/shared/API.md): contacts, search, messages, unread.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { requireUser } from '@server/middleware/session.js';
import { readJson, readQuery } from '@server/lib/validate.js';
import { ZConversationQuery, ZSendMessage, ZUserSearch } from '@shared/schemas/chat.js';
import {
  addContact,
  deleteContact,
  findContacts,
  findConversation,
  getUnread,
  markConversationRead,
  searchUsers,
  sendMessage,
} from './chat.service.js';

export const chatRoutes = new Hono<AppEnv>()
  .get('/me/contacts', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ contacts: await findContacts({ db: c.var.deps.db, me: user.id }) });
  })
  .put('/me/contacts/:userId', async (c) => {
    const user = requireUser(c);
    const { contact, created } = await addContact({ db: c.var.deps.db, me: user.id, contactId: c.req.param('userId') });
    return c.json({ contact, created }, created ? 201 : 200);
  })
  .delete('/me/contacts/:userId', async (c) => {
    const user = requireUser(c);
    await deleteContact({ db: c.var.deps.db, me: user.id, contactId: c.req.param('userId') });
    return c.body(null, 204);
  })
  .get('/users/search', async (c) => {
    const user = requireUser(c);
    const { q } = readQuery(c, ZUserSearch);
    c.header('Cache-Control', 'no-store');
    return c.json({ users: await searchUsers({ db: c.var.deps.db, me: user.id, q }) });
  })
  .get('/me/unread', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await getUnread({ db: c.var.deps.db, me: user.id }));
  })
  .get('/messages/:userId', async (c) => {
    const user = requireUser(c);
    const query = readQuery(c, ZConversationQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await findConversation({ db: c.var.deps.db, me: user.id, otherId: c.req.param('userId'), ...query }));
  })
  .post('/messages/:userId', async (c) => {
    const user = requireUser(c);
    const { text } = await readJson(c, ZSendMessage);
    const { db, limiter } = c.var.deps;
    const message = await sendMessage({ db, limiter, me: user.id, otherId: c.req.param('userId'), text });
    return c.json({ message }, 201);
  })
  .post('/messages/:userId/read', async (c) => {
    const user = requireUser(c);
    const updated = await markConversationRead({ db: c.var.deps.db, me: user.id, otherId: c.req.param('userId') });
    return c.json({ updated });
  });
