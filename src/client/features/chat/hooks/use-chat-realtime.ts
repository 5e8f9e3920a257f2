// Keeps the chat page current from the realtime stream: new messages, read marks, and a catch-up after reconnecting.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';
import { addToConversation, catchUpConversation, getConversationPage, markMessageReadLocally } from '../api/get-conversation';
import { chatKeys } from '../api/keys';

export function useChatRealtime({ me, partnerId, onPartnerMessage }: { me: string | undefined; partnerId: string | undefined; onPartnerMessage: () => void }) {
  const queryClient = useQueryClient();

  useRealtimeEvent(['message', 'message_read', 'reconnect'], (event) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
    if (event.type === 'reconnect') {
      if (partnerId) {
        void (async () => {
          const page = await getConversationPage(partnerId);
          addToConversation(queryClient, partnerId, page.messages);
          await catchUpConversation(queryClient, partnerId);
          onPartnerMessage();
        })().catch(() => {});
      }
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
    if (event.type === 'message') {
      void catchUpConversation(queryClient, other).then(() => {
        if (event.from === other) onPartnerMessage();
      }, () => {});
    } else if (event.type === 'message_read' && event.id !== undefined) {
      markMessageReadLocally(queryClient, other, event.id);
    }
  });

  // a tab that comes back into view reads what arrived while it was hidden
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') onPartnerMessage();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [onPartnerMessage]);
}
