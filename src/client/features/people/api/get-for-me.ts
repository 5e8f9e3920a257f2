// 'Projekt för dig' (GET /api/me/project-matches) and 'Mina intressen' (GET /api/me/interests).
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { peopleKeys } from './keys';

export const useProjectMatches = (enabled = true) =>
  useQuery({
    queryKey: peopleKeys.projectMatches(),
    queryFn: async ({ signal }) => (await unwrap(api.me['project-matches'].$get({}, withSignal(signal)))).items,
    enabled,
  });

export const useMyInterests = (enabled = true) =>
  useQuery({
    queryKey: peopleKeys.myInterests(),
    queryFn: async ({ signal }) => (await unwrap(api.me.interests.$get({}, withSignal(signal)))).items,
    enabled,
  });
