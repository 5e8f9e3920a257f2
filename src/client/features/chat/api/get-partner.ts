// GET /api/profiles/:id: name and type of a conversation partner who is not (yet) a contact.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import type { ChatUserDto } from '@server/features/chat/chat.service';

export const getPartner = (userId: string, signal?: AbortSignal) =>
  fetchJson<ChatUserDto>(`/api/profiles/${encodeURIComponent(userId)}`, { signal });

export const getPartnerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['chat', 'partner', userId],
    queryFn: ({ signal }) => getPartner(userId, signal),
    staleTime: 60_000,
  });

export function usePartner(userId: string | undefined, opts: { enabled: boolean }) {
  return useQuery({ ...getPartnerQueryOptions(userId ?? ''), enabled: Boolean(userId) && opts.enabled });
}
