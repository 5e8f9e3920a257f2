// Contacts of the private chat ('Kontakter'): the caller's list, adding one (from 'Kontakta' on an offer, with
// where it started), removing one, and the user search that finds new ones.
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { contacts, offers, profiles, users } from '@server/db/schema.js';
import { notFound } from '@server/lib/errors.js';
import { USER_TYPES, USER_TYPE_LABELS } from '@shared/constants.js';
import { CHAT_TEXTS } from '@shared/chat-texts.js';
import { notBlockedByMe, notBlockingMe } from '@server/features/trust/blocks.rules.js';
import type { TContact, TContactAdded, TSearchResult } from '@shared/schemas/chat.response.js';
import { SEARCH_RESULTS_MAX, chatUserNames, getChatPartner, isPlausibleId, unreadFrom } from './chat.service.js';

const E = CHAT_TEXTS.errors;

export async function findContacts({ db, me }: { db: Db; me: string }): Promise<TContact[]> {
  const rows = await db
    .select({
      id: contacts.contactId,
      ...chatUserNames(),
      addedAt: contacts.createdAt,
      unread: unreadFrom(me, sql`${contacts.contactId}`),
      offerId: offers.id,
      offerTitle: offers.title,
    })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.contactId))
    .leftJoin(profiles, eq(profiles.id, contacts.contactId))
    // the offer it started from, while it is public (or the caller's own)
    .leftJoin(offers, and(eq(offers.id, contacts.offerId), or(eq(offers.isApproved, true), eq(offers.userId, me))))
    // a conversation with someone the caller blocked is hidden (issue 14)
    .where(and(eq(contacts.userId, me), notBlockedByMe(me, contacts.contactId)))
    .orderBy(sql`lower(coalesce(${profiles.username}, ${users.username}, ''))`, asc(contacts.contactId));
  return rows.map((r): TContact => ({
    id: r.id,
    username: r.username,
    user_type: r.user_type,
    unread: Number(r.unread),
    added_at: new Date(r.addedAt).toISOString(),
    offer: r.offerId !== null && r.offerTitle !== null ? { id: String(r.offerId), title: r.offerTitle } : null,
  }));
}

export async function addContact({
  db,
  me,
  contactId,
  offerId,
}: {
  db: Db;
  me: string;
  contactId: string;
  /** 'Kontakta' on this offer: kept as where the conversation started, when it is the partner's public offer */
  offerId?: string;
}): Promise<TContactAdded> {
  const partner = await getChatPartner({ db, me, otherId: contactId, selfMessage: E.selfContact, toWrite: true });
  const [origin] = offerId
    ? await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(sql`${offers.id} = ${offerId}::bigint`, eq(offers.userId, partner.id), eq(offers.isApproved, true)))
    : [];
  const inserted = await db
    .insert(contacts)
    .values({ userId: me, contactId: partner.id, offerId: origin?.id ?? null })
    .onConflictDoNothing()
    .returning({ addedAt: contacts.createdAt });
  // a conversation that had no origin yet takes this one; an earlier one stays
  if (origin && inserted.length === 0) {
    await db
      .update(contacts)
      .set({ offerId: origin.id })
      .where(and(eq(contacts.userId, me), eq(contacts.contactId, partner.id), isNull(contacts.offerId)));
  }
  const contact = (await findContacts({ db, me })).find((c) => c.id === partner.id);
  if (!contact) throw notFound(E.userNotFound); // the user was deleted in between
  return { contact, created: inserted.length > 0 };
}

export async function deleteContact({ db, me, contactId }: { db: Db; me: string; contactId: string }): Promise<void> {
  if (!isPlausibleId(contactId)) return;
  await db.delete(contacts).where(and(eq(contacts.userId, me), eq(contacts.contactId, contactId)));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Username contains the term, or the user type (code or Swedish label) contains it; never the caller,
 * and never someone who blocked the caller, nor a Privatperson (found only through Talentfinder, issue 25).
 */
export async function searchUsers({ db, me, q }: { db: Db; me: string; q: string }): Promise<TSearchResult[]> {
  const term = q.trim();
  const lower = term.toLocaleLowerCase('sv-SE');
  const types = USER_TYPES.filter(
    (t) => t.includes(lower) || USER_TYPE_LABELS[t].toLocaleLowerCase('sv-SE').includes(lower),
  );
  const match = types.length
    ? or(ilike(profiles.username, `%${escapeLike(term)}%`), inArray(profiles.userType, types))
    : ilike(profiles.username, `%${escapeLike(term)}%`);
  const rows = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      user_type: profiles.userType,
      contact: contacts.contactId,
    })
    .from(profiles)
    .leftJoin(contacts, and(eq(contacts.userId, me), eq(contacts.contactId, profiles.id)))
    .where(and(ne(profiles.id, me), ne(profiles.userType, 'individual'), match, notBlockingMe(me, profiles.id)))
    .orderBy(sql`(lower(${profiles.username}) = ${lower}) desc`, sql`lower(${profiles.username})`)
    .limit(SEARCH_RESULTS_MAX);
  return rows.map((r): TSearchResult => ({
    id: r.id,
    username: r.username,
    user_type: r.user_type,
    is_contact: r.contact !== null,
  }));
}
