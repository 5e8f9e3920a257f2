// The grants catalogue and one programme: GET /api/grants, /api/grants/:id, /api/me/grant-watch, /api/me/grants,
// /api/me/applications and a programme's inbox.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import type { TGrantList } from '@shared/schemas/grant.response';

export const grantKeys = {
  all: ['grants'] as const,
  list: (query: Record<string, string>) => ['grants', 'list', query] as const,
  one: (id: string) => ['grants', 'one', id] as const,
  watched: () => ['grants', 'watched'] as const,
  mine: () => ['grants', 'mine'] as const,
  myApplications: () => ['grants', 'my-applications'] as const,
  inbox: (id: string) => ['grants', 'inbox', id] as const,
};

export const getGrantsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: grantKeys.list(query),
    queryFn: ({ signal }): Promise<TGrantList> => unwrap(api.grants.$get({ query }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });
export const useGrants = (query: Record<string, string>) => useQuery(getGrantsQueryOptions(query));

export const useGrant = (id: string) =>
  useQuery({
    queryKey: grantKeys.one(id),
    queryFn: ({ signal }) => unwrap(api.grants[':id'].$get({ param: pathParams({ id }) }, withSignal(signal))),
    retry: false,
  });

export const useWatchedGrants = () =>
  useQuery({
    queryKey: grantKeys.watched(),
    queryFn: async ({ signal }) => (await unwrap(api.me['grant-watch'].$get({}, withSignal(signal)))).items,
  });

export const useMyGrants = (enabled: boolean) =>
  useQuery({
    queryKey: grantKeys.mine(),
    queryFn: async ({ signal }) => (await unwrap(api.me.grants.$get({}, withSignal(signal)))).items,
    enabled,
  });

export const useMyApplications = () =>
  useQuery({
    queryKey: grantKeys.myApplications(),
    queryFn: async ({ signal }) => (await unwrap(api.me.applications.$get({}, withSignal(signal)))).items,
  });

export const useGrantInbox = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: grantKeys.inbox(id),
    queryFn: async ({ signal }) =>
      (await unwrap(api.grants[':id'].applications.$get({ param: pathParams({ id }) }, withSignal(signal)))).items,
    enabled,
  });

export const useFoundations = (q: string) =>
  useQuery({
    queryKey: ['grants', 'foundations', q],
    queryFn: async ({ signal }) => (await unwrap(api.foundations.$get({ query: { q } }, withSignal(signal)))).items,
    enabled: q.trim().length > 1,
  });
