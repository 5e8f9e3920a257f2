// Query keys of the chat feature and its wire types; ['unread'] is shared with the header badge and the dashboard card.
export type { TChatUser, TContact, TMessage, TSearchResult, TUnread } from '@shared/schemas/chat.response';

export const chatKeys = {
  all: ['chat'] as const,
  contacts: () => ['chat', 'contacts'] as const,
  conversation: (userId: string) => ['chat', 'conversation', userId] as const,
  search: (q: string) => ['chat', 'search', q] as const,
  unread: () => ['unread'] as const,
};
