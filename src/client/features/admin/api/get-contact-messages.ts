// GET /api/admin/contact-messages: the contact form's messages, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContactMessageItem } from '@shared/schemas/moderation.response';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { adminKeys } from './keys';

export type ContactMessageDto = TContactMessageItem;

export const getContactMessages = async (signal?: AbortSignal) =>
  (await unwrap(api.admin['contact-messages'].$get({}, withSignal(signal)))).items;

export const getContactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.messages(),
    queryFn: ({ signal }) => getContactMessages(signal),
    refetchInterval: 60_000,
  });

export function useContactMessages(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getContactMessagesQueryOptions(), enabled: opts.enabled !== false });
}
