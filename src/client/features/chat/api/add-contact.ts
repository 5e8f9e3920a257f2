// PUT /api/me/contacts/:userId: adds a contact (idempotent) and refreshes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import { chatKeys, type TContact } from './keys';

/** `created` is false when the user already was a contact; `offerId` is the offer whose 'Kontakta' led here. */
export const addContact = (input: string | { userId: string; offerId?: string }) => {
  const { userId, offerId } = typeof input === 'string' ? { userId: input, offerId: undefined } : input;
  return unwrap(api.me.contacts[':userId'].$put({ param: pathParams({ userId }), query: offerId ? { offerId } : {} }));
};

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
