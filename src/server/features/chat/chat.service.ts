// The rules of the private chat: conversations, read marks and unread counts (contacts and user search: contacts.service.ts).
// Every query is scoped to the caller, so nobody can read or mark another pair's messages.
import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { cutPage } from '@server/db/cursor.js';
import { privateMessages, profiles, users } from '@server/db/schema.js';
import { badRequest, notFound, tooManyRequests } from '@server/lib/errors.js';
import { rateLimitHit } from '@server/lib/rate-limit.js';
import { CHAT_TEXTS } from '@shared/chat-texts.js';
import { notificationInsert } from '@server/features/notifications/notify.js';
import { markConversationNotificationRead } from '@server/features/notifications/notifications.service.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { blockerBetween, notBlockedByMe, throwIfBlocked } from '@server/features/trust/blocks.rules.js';
import { assertMayContactPerson } from '@server/features/talent/contact.rules.js';
import type { TChatUser, TConversation, TMessage, TUnread } from '@shared/schemas/chat.response.js';

const E = CHAT_TEXTS.errors;
/** characters of a message shown in its notification */
const MESSAGE_PREVIEW = 140;
export const SEND_LIMIT = { count: 30, windowSeconds: 60 } as const;
export const SEARCH_RESULTS_MAX = 20;

const toMessage = (row: typeof privateMessages.$inferSelect): TMessage => ({
  id: Number(row.id),
  sender_id: row.senderId,
  receiver_id: row.receiverId,
  text: row.text,
  read: row.read,
  created_at: row.createdAt.toISOString(),
});

/** A user's name and type from the profile, else from the account (select from users left join profiles). */
export const chatUserNames = () => ({
  username: sql<string | null>`coalesce(${profiles.username}, ${users.username})`,
  user_type: sql<string | null>`coalesce(${profiles.userType}, ${users.userType})`,
});

/** Ids are better-auth ids; anything else cannot name a user, so it is simply not found. */
export const isPlausibleId = (id: string) => id.length > 0 && id.length <= 100 && /^[A-Za-z0-9_-]+$/.test(id);

/** The other user's id, before any query: not the caller (400), and one that can name a user (else 404). */
function checkOtherId(me: string, otherId: string, selfMessage: string = E.self): void {
  if (otherId === me) throw badRequest(selfMessage, 'SELF');
  if (!isPlausibleId(otherId)) throw notFound(E.userNotFound);
}

/**
 * The other participant: must exist and must not be the caller. `toWrite` (a message or a contact) reads in
 * the same statement whether either of the two blocked the other (403 BLOCKED) and the caller's own name.
 */
export async function getChatPartner({
  db,
  me,
  otherId,
  selfMessage = E.self,
  allowDeleted = false,
  toWrite = false,
}: {
  db: Db;
  me: string;
  otherId: string;
  selfMessage?: string;
  /** reading a conversation with an erased account is allowed, writing to it is not */
  allowDeleted?: boolean;
  toWrite?: boolean;
}): Promise<TChatUser & { myName: string | null }> {
  checkOtherId(me, otherId, selfMessage);
  const [row] = await db
    .select({
      id: users.id,
      ...chatUserNames(),
      deletedAt: users.deletedAt,
      blocker: toWrite ? blockerBetween(me, users.id) : sql<null>`null`,
      myName: toWrite
        ? sql<string | null>`(select coalesce(mp.username, mu.username) from ${users} mu
            left join ${profiles} mp on mp.id = mu.id where mu.id = ${me})`
        : sql<null>`null`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, otherId));
  // an erased account (issue 15) keeps its id for the messages it sent, but takes no new ones
  if (!row || (row.deletedAt && !allowDeleted)) throw notFound(E.userNotFound);
  throwIfBlocked(me, row.blocker);
  return { id: row.id, username: row.username, user_type: row.user_type, myName: row.myName };
}

export const unreadFrom = (me: string, sender: SQL | string) => sql<number>`(
  select count(*)::int from ${privateMessages}
  where ${privateMessages.receiverId} = ${me} and ${privateMessages.senderId} = ${sender} and not ${privateMessages.read})`;

const pairFilter = (a: string, b: string) =>
  or(
    and(eq(privateMessages.senderId, a), eq(privateMessages.receiverId, b)),
    and(eq(privateMessages.senderId, b), eq(privateMessages.receiverId, a)),
  );

/**
 * One page of the conversation between the caller and another user, oldest first.
 * Without a cursor: the newest `limit` messages. `before`: the `limit` messages older than that id.
 * `after`: the messages newer than that id (oldest first), to catch up after a gap.
 */
export async function findConversation({
  db,
  me,
  otherId,
  before,
  after,
  limit,
}: {
  db: Db;
  me: string;
  otherId: string;
  before?: number;
  after?: number;
  limit: number;
}): Promise<TConversation> {
  // messages between the two prove the partner exists (a read may name an erased account): only an empty
  // page asks whether the other user exists at all (404), which keeps the usual read to one statement
  checkOtherId(me, otherId);
  const where = and(
    pairFilter(me, otherId),
    before !== undefined ? lt(privateMessages.id, before) : undefined,
    after !== undefined ? gt(privateMessages.id, after) : undefined,
  );
  const rows = await db
    .select()
    .from(privateMessages)
    .where(where)
    .orderBy(after !== undefined ? asc(privateMessages.id) : desc(privateMessages.id))
    .limit(limit + 1);
  if (rows.length === 0) await getChatPartner({ db, me, otherId, allowDeleted: true });
  const page = cutPage(rows, limit);
  if (after === undefined) page.items.reverse();
  return { messages: page.items.map(toMessage), has_more: page.hasMore };
}

/**
 * Sends a message in two statements after the session: the partner read with the block check and the
 * sender's name (getChatPartner), then one statement that counts the send against the limit and, within
 * it, stores the message, puts both people in each other's contacts and writes the receiver's
 * notification (one statement is atomic: all of it or none). A Privatperson as partner adds the checks of
 * assertMayContactPerson before the write.
 */
export async function sendMessage({
  db,
  me,
  otherId,
  text,
}: {
  db: Db;
  me: string;
  otherId: string;
  text: string;
}): Promise<TMessage> {
  const partner = await getChatPartner({ db, me, otherId, toWrite: true });
  await assertMayContactPerson({ db, me, partner });
  const sent = sql`exists (select 1 from message)`;
  const result = await db.execute<{
    id: string | number;
    senderId: string;
    receiverId: string;
    text: string;
    read: boolean;
    createdAt: string;
  }>(sql`WITH hit AS (${rateLimitHit(`chat:send:${me}`, SEND_LIMIT.windowSeconds)}),
    message AS (
      INSERT INTO private_messages (sender_id, receiver_id, text)
      SELECT ${me}, ${partner.id}, ${text} FROM hit WHERE hit.count <= ${SEND_LIMIT.count}
      RETURNING id, sender_id, receiver_id, text, read, created_at),
    -- a conversation puts both people in each other's contact list, so the receiver sees who wrote;
    -- the receiver's side names the offer the sender started from
    contact AS (
      INSERT INTO contacts (user_id, contact_id, offer_id)
      SELECT c.user_id, c.contact_id, c.offer_id FROM (VALUES
        (${me}, ${partner.id}, NULL::bigint),
        (${partner.id}, ${me}, (SELECT offer_id FROM contacts WHERE user_id = ${me} AND contact_id = ${partner.id}))
      ) AS c(user_id, contact_id, offer_id)
      WHERE ${sent}
      ON CONFLICT DO NOTHING),
    -- one entry per conversation while unread; mailed after the delay if still unread (notifications/delivery.ts)
    notification AS (${notificationInsert(
      {
        userId: partner.id,
        kind: 'message',
        title: NOTIFICATION_TEXTS.messageTitle(partner.myName ?? NOTIFICATION_TEXTS.someone),
        body: Array.from(text).slice(0, MESSAGE_PREVIEW).join(''),
        link: `/chat/${me}`,
        subjectKey: `conversation:${me}`,
        data: { from: me },
      },
      sent,
    )})
    SELECT id, sender_id AS "senderId", receiver_id AS "receiverId", text, read,
      to_json(created_at) #>> '{}' AS "createdAt" FROM message`);
  const row = result.rows[0];
  if (!row) throw tooManyRequests(E.rateLimited);
  // raw rows come with the driver's types: the id may be a string, the time is read as ISO text
  return toMessage({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt) });
}

/** Marks the other user's messages to the caller as read; answers how many changed. */
export async function markConversationRead({
  db,
  me,
  otherId,
}: {
  db: Db;
  me: string;
  otherId: string;
}): Promise<number> {
  const partner = await getChatPartner({ db, me, otherId, allowDeleted: true });
  const rows = await db
    .update(privateMessages)
    .set({ read: true })
    .where(
      and(
        eq(privateMessages.senderId, partner.id),
        eq(privateMessages.receiverId, me),
        eq(privateMessages.read, false),
      ),
    )
    .returning({ id: privateMessages.id });
  await markConversationNotificationRead(db, me, partner.id);
  return rows.length;
}

export async function getUnread({ db, me }: { db: Db; me: string }): Promise<TUnread> {
  const rows = await db
    .select({ sender: privateMessages.senderId, n: sql<number>`count(*)::int` })
    .from(privateMessages)
    .where(
      and(
        eq(privateMessages.receiverId, me),
        eq(privateMessages.read, false),
        notBlockedByMe(me, privateMessages.senderId),
      ),
    )
    .groupBy(privateMessages.senderId);
  const bySender: Record<string, number> = {};
  let total = 0;
  for (const r of rows) {
    bySender[r.sender] = Number(r.n);
    total += Number(r.n);
  }
  return { total, bySender };
}

/** Whether `from` has written to `to`: an unverified account may answer such a conversation, not start one. */
export async function hasMessageFrom({ db, from, to }: { db: Db; from: string; to: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: privateMessages.id })
    .from(privateMessages)
    .where(and(eq(privateMessages.senderId, from), eq(privateMessages.receiverId, to)))
    .limit(1);
  return Boolean(row);
}
