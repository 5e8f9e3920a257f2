// POST /api/messages/:userId: sends a message; the answer is merged into the open conversation at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import { addToConversation } from './get-conversation';
import { chatKeys, type TMessage } from './keys';

export const sendMessage = async ({ userId, text }: { userId: string; text: string }) =>
  (
    await fetchJson<{ message: TMessage }>(`/api/messages/${encodeURIComponent(userId)}`, {
      method: 'POST',
      json: { text },
    })
  ).message;

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { userId }) => {
      addToConversation(queryClient, userId, [message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
    },
  });
}
