// The cached conversation never loses a read mark: an answer fetched before the partner read a message can
// arrive after the read event, and a read event can arrive before the message it marks.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { addToConversation, markMessageReadLocally, mergeMessages, type ConversationData } from './get-conversation';
import { chatKeys, type TMessage } from './keys';

const message = (id: number, read = false): TMessage => ({
  id,
  sender_id: 'b',
  receiver_id: 'a',
  text: `m${id}`,
  read,
  created_at: '2026-11-27T18:00:00.000Z',
});

describe('mergeMessages', () => {
  it('is a union by id, oldest first, and a later copy wins', () => {
    const merged = mergeMessages([message(3), message(1)], [{ ...message(2) }, { ...message(1), text: 'ny' }]);
    expect(merged.map((m) => [m.id, m.text])).toEqual([
      [1, 'ny'],
      [2, 'm2'],
      [3, 'm3'],
    ]);
  });
  it('keeps a read mark when a stale unread copy arrives later', () => {
    expect(mergeMessages([message(1, true)], [message(1, false)])[0]!.read).toBe(true);
    expect(mergeMessages([message(1, false)], [message(1, true)])[0]!.read).toBe(true);
    expect(mergeMessages([message(1, false)], [message(1, false)])[0]!.read).toBe(false);
  });
});

describe('markMessageReadLocally', () => {
  const cached = (queryClient: QueryClient) =>
    queryClient.getQueryData<ConversationData>(chatKeys.conversation('b'))!.messages;

  it('marks a cached message read and says so; a message not cached yet is reported missing', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ConversationData>(chatKeys.conversation('b'), {
      messages: [message(1), message(2)],
      hasMore: false,
    });
    expect(markMessageReadLocally(queryClient, 'b', 2)).toBe(true);
    expect(cached(queryClient).map((m) => m.read)).toEqual([false, true]);
    expect(markMessageReadLocally(queryClient, 'b', 3)).toBe(false);
    expect(markMessageReadLocally(queryClient, 'nobody', 1)).toBe(false);
  });

  it('the read event first, then the stale copy from the send answer: the mark stays', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<ConversationData>(chatKeys.conversation('b'), { messages: [message(1)], hasMore: false });
    markMessageReadLocally(queryClient, 'b', 1);
    addToConversation(queryClient, 'b', [message(1, false)]);
    expect(cached(queryClient)[0]!.read).toBe(true);
  });
});
