// GET /api/admin/contact-messages: the contact form's messages, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import type { ContactMessageDto } from '@server/features/admin/admin.service';
import { adminKeys } from './keys';

export type { ContactMessageDto } from '@server/features/admin/admin.service';

export const getContactMessages = async (signal?: AbortSignal) =>
  (await fetchJson<{ items: ContactMessageDto[] }>('/api/admin/contact-messages', { signal })).items;

export const getContactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.messages(),
    queryFn: ({ signal }) => getContactMessages(signal),
    refetchInterval: 60_000,
  });

export function useContactMessages(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getContactMessagesQueryOptions(), enabled: opts.enabled !== false });
}
