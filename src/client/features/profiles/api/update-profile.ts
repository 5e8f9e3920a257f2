// PATCH /api/me/profile: the caller's own description (and full name).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { authQueryKey } from '@client/lib/auth';
import type { TUpdateProfile } from '@shared/schemas/moderation';
import type { PublicProfileDto } from './get-profile';
import { profileKeys } from './keys';

export const updateProfile = (input: TUpdateProfile) => unwrap(api.me.profile.$patch({ json: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData<PublicProfileDto>(profileKeys.detail(profile.id), (old) =>
        old ? { ...old, description: profile.description } : old,
      );
      void queryClient.invalidateQueries({ queryKey: authQueryKey });
    },
  });
}
