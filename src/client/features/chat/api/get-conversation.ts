// GET /api/messages/:userId: the conversation, newest page first, then older pages (before=) and
// newer messages (after=) merged in by id, so a message is never shown twice nor lost after a gap.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { chatKeys, type TMessage } from './keys';

export interface ConversationData {
  messages: TMessage[];
  /** older messages exist on the server */
  hasMore: boolean;
}

export const getConversationPage = (
  userId: string,
  query: { before?: number; after?: number; limit?: number } = {},
  signal?: AbortSignal,
) => {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params[k] = String(v);
  return unwrap(api.messages[':userId'].$get({ param: pathParams({ userId }), query: params }, withSignal(signal)));
};

/**
 * Union by id, oldest first; a later copy of a message wins, except that a read mark is never taken back:
 * an answer fetched before the partner read the message can arrive after the read event.
 */
export function mergeMessages(a: readonly TMessage[], b: readonly TMessage[]): TMessage[] {
  const byId = new Map<number, TMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, byId.get(m.id)?.read && !m.read ? { ...m, read: true } : m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

export const getConversationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(userId),
    queryFn: async ({ signal }): Promise<ConversationData> => {
      const page = await getConversationPage(userId, {}, signal);
      return { messages: page.messages, hasMore: page.has_more };
    },
    staleTime: Infinity,
  });

export function useConversation(userId: string | undefined) {
  return useQuery({ ...getConversationQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** Adds messages to a cached conversation, keeping what older pages were already loaded. */
export function addToConversation(
  queryClient: QueryClient,
  userId: string,
  messages: readonly TMessage[],
  hasMore?: boolean,
) {
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(userId), (data) =>
    data ? { messages: mergeMessages(data.messages, messages), hasMore: hasMore ?? data.hasMore } : data,
  );
}

/** Fetches everything newer than what is cached (after a new-message event or a reconnect), plus the latest page so read marks are current. */
export async function catchUpConversation(queryClient: QueryClient, userId: string) {
  const data = queryClient.getQueryData<ConversationData>(chatKeys.conversation(userId));
  if (!data) return;
  const lastId = data.messages.at(-1)?.id;
  if (lastId === undefined) {
    const page = await getConversationPage(userId);
    addToConversation(queryClient, userId, page.messages, page.has_more);
    return;
  }
  let after = lastId;
  for (let i = 0; i < 20; i++) {
    const page = await getConversationPage(userId, { after, limit: 100 });
    addToConversation(queryClient, userId, page.messages);
    if (!page.has_more || page.messages.length === 0) break;
    after = page.messages.at(-1)!.id;
  }
}

/** One older page, prepended. */
export async function loadOlderMessages(queryClient: QueryClient, userId: string) {
  const data = queryClient.getQueryData<ConversationData>(chatKeys.conversation(userId));
  const first = data?.messages[0]?.id;
  if (!data || first === undefined || !data.hasMore) return;
  const page = await getConversationPage(userId, { before: first });
  addToConversation(queryClient, userId, page.messages, page.has_more);
}

/** A read-mark event: the message with that id is now read. False when the message is not cached yet. */
export function markMessageReadLocally(queryClient: QueryClient, userId: string, messageId: number): boolean {
  let found = false;
  queryClient.setQueryData<ConversationData>(chatKeys.conversation(userId), (data) => {
    if (!data) return data;
    found = data.messages.some((m) => m.id === messageId);
    return found
      ? { ...data, messages: data.messages.map((m) => (m.id === messageId ? { ...m, read: true } : m)) }
      : data;
  });
  return found;
}
