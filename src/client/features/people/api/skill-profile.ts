// GET/PUT/DELETE /api/me/skill-profile: the caller's own skills profile ('Kompetensprofil').
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import type { TSkillProfileRequest } from '@shared/schemas/talent';
import { peopleKeys } from './keys';

export const useSkillProfile = (enabled = true) =>
  useQuery({
    queryKey: peopleKeys.skillProfile(),
    queryFn: async ({ signal }) => (await unwrap(api.me['skill-profile'].$get({}, withSignal(signal)))).profile,
    enabled,
  });

export function useSaveSkillProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TSkillProfileRequest) => unwrap(api.me['skill-profile'].$put({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

export function useDeleteSkillProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me['skill-profile'].$delete({})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
