// PUT /api/me/blocks/:userId: blocks a user (they can no longer write to the caller).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { trustKeys } from './keys';

export const blockUser = (userId: string) => unwrap(api.me.blocks[':userId'].$put({ param: pathParams({ userId }) }));

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustKeys.blocks() }),
  });
}
