// Query keys of the chat feature; ['unread'] is shared with the header badge and the dashboard card.
import type { ContactDto, MessageDto, SearchResultDto, UnreadDto } from '@server/features/chat/chat.service';

export type TContact = ContactDto;
export type TMessage = MessageDto;
export type TSearchResult = SearchResultDto;
export type TUnread = UnreadDto;

export const chatKeys = {
  all: ['chat'] as const,
  contacts: () => ['chat', 'contacts'] as const,
  conversation: (userId: string) => ['chat', 'conversation', userId] as const,
  search: (q: string) => ['chat', 'search', q] as const,
  unread: () => ['unread'] as const,
};
