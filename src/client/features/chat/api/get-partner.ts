// GET /api/profiles/:id: name and type of a conversation partner who is not (yet) a contact.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import type { TChatUser } from './keys';

export const getPartner = async (userId: string, signal?: AbortSignal): Promise<TChatUser> =>
  unwrap(api.profiles[':id'].$get({ param: pathParams({ id: userId }) }, withSignal(signal)));

export const getPartnerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['chat', 'partner', userId],
    queryFn: ({ signal }) => getPartner(userId, signal),
    staleTime: 60_000,
  });

export function usePartner(userId: string | undefined, opts: { enabled: boolean }) {
  return useQuery({ ...getPartnerQueryOptions(userId ?? ''), enabled: Boolean(userId) && opts.enabled });
}
