// GET /api/me/contacts: the caller's contacts with their unread counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import { chatKeys, type TContact } from './keys';

export const getContacts = async (signal?: AbortSignal) =>
  (await fetchJson<{ contacts: TContact[] }>('/api/me/contacts', { signal })).contacts;

export const getContactsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.contacts(), queryFn: ({ signal }) => getContacts(signal), staleTime: 30_000 });

export function useContacts(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getContactsQueryOptions(), enabled: opts.enabled !== false });
}
