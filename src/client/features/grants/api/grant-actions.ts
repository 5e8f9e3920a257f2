// The grants mutations: publish, edit or delete a programme, watch it, draft with AI, apply, and the foundation's decision.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { TCreateGrantRequest, TUpdateApplicationRequest } from '@shared/schemas/grant';
import { grantKeys } from './get-grants';

export function useCreateGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TCreateGrantRequest) => unwrap(api.grants.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys.all }),
  });
}

/** PATCH /api/grants/:id: the foundation's edit (the programme waits for approval again). */
export function useUpdateGrant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TCreateGrantRequest) => unwrap(api.grants[':id'].$patch({ param: pathParams({ id }), json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys.all }),
  });
}

/** DELETE /api/grants/:id: the programme goes, with the applications to it. */
export function useDeleteGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.grants[':id'].$delete({ param: pathParams({ id }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys.all }),
  });
}

export function useToggleWatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watch: boolean) => {
      const endpoint = api.me['grant-watch'][':grantId'];
      const args = { param: pathParams({ grantId: id }) };
      return unwrap(watch ? endpoint.$put(args) : endpoint.$delete(args));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: grantKeys.all }),
  });
}

export const useDraftApplication = (id: string) =>
  useMutation({ mutationFn: () => unwrap(api.grants[':id'].draft.$post({ param: pathParams({ id }) })) });

export function useApply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      unwrap(api.grants[':id'].applications.$post({ param: pathParams({ id }), json: { text } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys.myApplications() }),
  });
}

export function useDecideApplication(grantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: TUpdateApplicationRequest & { id: string }) =>
      unwrap(api.applications[':id'].$patch({ param: pathParams({ id }), json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grantKeys.inbox(grantId) }),
  });
}

export function useClaimFoundation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.foundations[':id'].claim.$post({ param: pathParams({ id }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['grants', 'foundations'] }),
  });
}
