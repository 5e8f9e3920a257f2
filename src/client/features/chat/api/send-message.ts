// POST /api/messages/:userId: sends a message; the answer is merged into the open conversation at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { addToConversation } from './get-conversation';
import { chatKeys } from './keys';

export const sendMessage = async ({ userId, text }: { userId: string; text: string }) =>
  (await unwrap(api.messages[':userId'].$post({ param: pathParams({ userId }), json: { text } }))).message;

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
