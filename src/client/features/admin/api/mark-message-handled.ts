// POST /api/admin/contact-messages/:id/handled
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { ContactMessageDto } from './get-contact-messages';
import { adminKeys } from './keys';

export const markMessageHandled = (id: string) =>
  unwrap(api.admin['contact-messages'][':id'].handled.$post({ param: pathParams({ id }) }));

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSuccess: (updated) => {
      queryClient.setQueryData<ContactMessageDto[]>(adminKeys.messages(), (list) =>
        list?.map((m) => (m.id === updated.id ? updated : m)),
      );
    },
  });
}
