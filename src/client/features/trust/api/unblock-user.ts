// DELETE /api/me/blocks/:userId: lifts a block.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { trustKeys, type TBlockedUser } from './keys';

export const unblockUser = (userId: string) =>
  unwrap(api.me.blocks[':userId'].$delete({ param: pathParams({ userId }) }));

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: (_r, userId) => {
      queryClient.setQueryData<TBlockedUser[]>(trustKeys.blocks(), (list) => list?.filter((b) => b.id !== userId));
      void queryClient.invalidateQueries({ queryKey: trustKeys.blocks() });
    },
  });
}
