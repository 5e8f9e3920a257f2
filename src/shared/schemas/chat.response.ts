// Answers of the chat routes (API.md): contacts, user search, messages, unread counts.
import { z } from 'zod';

export const ZChatUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  user_type: z.string().nullable(),
});
export type TChatUser = z.infer<typeof ZChatUser>;

export const ZContact = ZChatUser.extend({
  unread: z.number(),
  added_at: z.string(),
  /** the offer the conversation started from ('Kontakta'), while it is public */
  offer: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type TContact = z.infer<typeof ZContact>;
export const ZContactList = z.object({ contacts: z.array(ZContact) });
export type TContactList = z.infer<typeof ZContactList>;
export const ZContactAdded = z.object({ contact: ZContact, created: z.boolean() });
export type TContactAdded = z.infer<typeof ZContactAdded>;

export const ZSearchResult = ZChatUser.extend({ is_contact: z.boolean() });
export type TSearchResult = z.infer<typeof ZSearchResult>;
export const ZUserSearchResult = z.object({ users: z.array(ZSearchResult) });
export type TUserSearchResult = z.infer<typeof ZUserSearchResult>;

export const ZMessage = z.object({
  id: z.number(),
  sender_id: z.string(),
  receiver_id: z.string(),
  text: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;
export const ZConversation = z.object({ messages: z.array(ZMessage), has_more: z.boolean() });
export type TConversation = z.infer<typeof ZConversation>;
export const ZMessageSent = z.object({ message: ZMessage });
export type TMessageSent = z.infer<typeof ZMessageSent>;
export const ZMarkedRead = z.object({ updated: z.number() });
export type TMarkedRead = z.infer<typeof ZMarkedRead>;

export const ZUnread = z.object({ total: z.number(), bySender: z.record(z.string(), z.number()) });
export type TUnread = z.infer<typeof ZUnread>;
