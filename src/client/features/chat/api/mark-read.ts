// POST /api/messages/:userId/read: marks that user's messages to the caller as read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { chatKeys, type TContact } from './keys';

export const markRead = (userId: string) =>
  unwrap(api.messages[':userId'].read.$post({ param: pathParams({ userId }) }));

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ updated }, userId) => {
      queryClient.setQueryData<TContact[]>(chatKeys.contacts(), (list) =>
        list?.map((c) => (c.id === userId ? { ...c, unread: 0 } : c)),
      );
      if (updated > 0) void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}
