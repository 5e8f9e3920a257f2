// GET /api/me/contacts: the caller's contacts with their unread counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { chatKeys } from './keys';

export const getContacts = async (signal?: AbortSignal) =>
  (await unwrap(api.me.contacts.$get({}, withSignal(signal)))).contacts;

export const getContactsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.contacts(), queryFn: ({ signal }) => getContacts(signal), staleTime: 30_000 });

export function useContacts(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getContactsQueryOptions(), enabled: opts.enabled !== false });
}
