// PUT /api/me/contacts/:userId: adds a contact (idempotent) and refreshes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { chatKeys, type TContact } from './keys';

/** `created` is false when the user already was a contact. */
export const addContact = (userId: string) =>
  unwrap(api.me.contacts[':userId'].$put({ param: pathParams({ userId }) }));

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: ({ contact }) => {
      queryClient.setQueryData<TContact[]>(chatKeys.contacts(), (list) =>
        list ? [...list.filter((c) => c.id !== contact.id), contact] : list,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'search'] });
    },
  });
}
