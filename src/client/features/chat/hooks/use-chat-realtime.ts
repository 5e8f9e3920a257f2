// Keeps the chat page current from the realtime stream: new messages, read marks, and a catch-up after
// a reconnect or after the network comes back. A failed catch-up is retried, so no message is missed.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useRealtimeEvent } from '@client/lib/realtime';
import {
  addToConversation,
  catchUpConversation,
  getConversationPage,
  markMessageReadLocally,
} from '@client/features/chat/api/get-conversation';
import { chatKeys } from '@client/features/chat/api/keys';

const RETRY_MAX_MS = 30_000;

export function useChatRealtime({
  me,
  partnerId,
  onPartnerMessage,
}: {
  me: string | undefined;
  partnerId: string | undefined;
  onPartnerMessage: () => void;
}) {
  const queryClient = useQueryClient();
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onMessageRef = useRef(onPartnerMessage);
  onMessageRef.current = onPartnerMessage;

  /** fetches what the open conversation is missing; `full` also refreshes the latest page's read marks */
  const sync = useCallback(
    (full: boolean, attempt = 0) => {
      if (!partnerId) return;
      clearTimeout(retry.current);
      void (async () => {
        if (full) {
          const page = await getConversationPage(partnerId);
          addToConversation(queryClient, partnerId, page.messages);
        }
        await catchUpConversation(queryClient, partnerId);
      })().then(
        () => onMessageRef.current(),
        () => {
          retry.current = setTimeout(() => sync(full, attempt + 1), Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt));
        },
      );
    },
    [partnerId, queryClient],
  );

  useEffect(() => () => clearTimeout(retry.current), [partnerId]);

  useRealtimeEvent(['message', 'message_read', 'reconnect'], (event) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
    if (event.type === 'reconnect') {
      sync(true);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'chat' && q.queryKey[1] === 'conversation' && q.queryKey[2] !== partnerId,
        refetchType: 'none',
      });
      return;
    }
    const other = event.from === me ? event.to : event.from;
    if (!other) return;
    if (other !== partnerId) {
      // a conversation not on screen: refetch it when it is opened next
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(other), refetchType: 'none' });
      return;
    }
    if (event.type === 'message') sync(false);
    // a read mark can overtake the message it marks (the sender's own answer still on its way): fetch the latest page
    else if (
      event.type === 'message_read' &&
      event.id !== undefined &&
      !markMessageReadLocally(queryClient, other, event.id)
    )
      sync(true);
  });

  useEffect(() => {
    // back online: the stream may have stayed up while requests failed, so fetch what is missing
    const onOnline = () => {
      sync(true);
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
    };
    // a tab that comes back into view reads what arrived while it was hidden
    const onVisible = () => {
      if (document.visibilityState === 'visible') onMessageRef.current();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sync, queryClient]);
}
