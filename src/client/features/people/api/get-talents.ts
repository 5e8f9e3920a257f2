// Talentfinder: GET /api/talents (ranked, with reasons), GET /api/talents/:id and the caller's own projects
// (GET /api/me/projects) to rank against.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { peopleKeys } from './keys';

export const useTalents = (query: Record<string, string>, enabled = true) =>
  useQuery({
    queryKey: peopleKeys.talents(query),
    queryFn: async ({ signal }) => (await unwrap(api.talents.$get({ query }, withSignal(signal)))).items,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useTalent = (id: string | null) =>
  useQuery({
    queryKey: peopleKeys.talent(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.talents[':id'].$get({ param: pathParams({ id: id ?? '' }) }, withSignal(signal))),
    enabled: id !== null,
    retry: false,
  });

export const useMyProjects = (enabled = true) =>
  useQuery({
    queryKey: peopleKeys.myProjects(),
    queryFn: async ({ signal }) => (await unwrap(api.me.projects.$get({}, withSignal(signal)))).items,
    enabled,
  });
