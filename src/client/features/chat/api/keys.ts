// Query keys of the chat feature and its wire types; ['unread'] is shared with the header badge and the dashboard card.
import type { InferResponseType } from 'hono/client';
import type { api } from '@client/lib/api-client';

export type TContact = InferResponseType<typeof api.me.contacts.$get, 200>['contacts'][number];
export type TMessage = InferResponseType<(typeof api.messages)[':userId']['$get'], 200>['messages'][number];
export type TSearchResult = InferResponseType<typeof api.users.search.$get, 200>['users'][number];
export type TUnread = InferResponseType<typeof api.me.unread.$get, 200>;
/** name and type of a user in the chat (a contact, a search hit or a conversation partner) */
export type TChatUser = Pick<TContact, 'id' | 'username' | 'user_type'>;

export const chatKeys = {
  all: ['chat'] as const,
  contacts: () => ['chat', 'contacts'] as const,
  conversation: (userId: string) => ['chat', 'conversation', userId] as const,
  search: (q: string) => ['chat', 'search', q] as const,
  unread: () => ['unread'] as const,
};
