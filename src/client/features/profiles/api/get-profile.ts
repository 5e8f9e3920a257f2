// GET /api/profiles/:id: the public profile (never the e-mail).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicProfile } from '@shared/schemas/profile.response';
import { ApiError, api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { profileKeys } from './keys';

export type PublicProfileDto = TPublicProfile;

export const getProfile = (id: string, signal?: AbortSignal) =>
  unwrap(api.profiles[':id'].$get({ param: pathParams({ id }) }, withSignal(signal)));

export const getProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => getProfile(id, signal),
    // an unknown profile stays unknown: no retries for 404
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useProfile(id: string) {
  return useQuery(getProfileQueryOptions(id));
}
