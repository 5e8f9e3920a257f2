// DELETE /api/me/notices/:id: the owner has read the notice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { NoticeDto } from './get-notices';
import { profileKeys } from './keys';

export const dismissNotice = (id: string) => unwrap(api.me.notices[':id'].$delete({ param: pathParams({ id }) }));

export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onSuccess: (_, id) => {
      queryClient.setQueryData<NoticeDto[]>(profileKeys.notices(), (list) => list?.filter((n) => n.id !== id));
    },
  });
}
