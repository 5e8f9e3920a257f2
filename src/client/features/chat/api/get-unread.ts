/** Unread private messages (built in the chat feature). */
export function useUnreadCount(): { total: number; bySender: Record<string, number>; isLoading: boolean } {
  return { total: 0, bySender: {}, isLoading: false };
}
