// GET /api/profiles/:id: the public profile (never the e-mail).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from '@client/lib/api-client';
import type { PublicProfileDto } from '@server/features/profiles/profiles.service';
import { profileKeys } from './keys';

export type { PublicProfileDto } from '@server/features/profiles/profiles.service';

export const getProfile = (id: string, signal?: AbortSignal) =>
  fetchJson<PublicProfileDto>(`/api/profiles/${encodeURIComponent(id)}`, { signal });

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
