// DELETE /api/me/contacts/:userId: removes a contact from the caller's list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { chatKeys, type TContact } from './keys';

export const removeContact = (userId: string) =>
  unwrap(api.me.contacts[':userId'].$delete({ param: pathParams({ userId }) }));

export function useRemoveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContact,
    onSuccess: (_r, userId) => {
      queryClient.setQueryData<TContact[]>(chatKeys.contacts(), (list) => list?.filter((c) => c.id !== userId));
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'search'] });
    },
  });
}
