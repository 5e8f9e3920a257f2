// Projects of 'Individer och Projekt' (issue 25): the public list /api/projects (a page at a time), one
// project, the owner's projects and interests, and the mutations: publish, edit, delete, 'Jag är
// intresserad', the owner's status marks, and the admin's approval.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import type { TProjectRequest } from '@shared/schemas/talent';
import type { InterestStatus } from '@shared/talent-texts';

export const projectKeys = {
  all: ['projects'] as const,
  list: (query: Record<string, string>) => ['projects', 'list', query] as const,
  one: (id: string) => ['projects', 'one', id] as const,
  mine: () => ['projects', 'mine'] as const,
  interests: (id: string) => ['projects', 'interests', id] as const,
  myInterests: () => ['projects', 'my-interests'] as const,
  admin: () => ['projects', 'admin', 'pending'] as const,
};

export const getProjectsQueryOptions = (query: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.projects.$get({ query: pageParam ? { ...query, cursor: pageParam } : query }, withSignal(signal))),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
export const useProjects = (query: Record<string, string>) => useInfiniteQuery(getProjectsQueryOptions(query));

export const useProject = (id: string) =>
  useQuery({
    queryKey: projectKeys.one(id),
    queryFn: ({ signal }) => unwrap(api.projects[':id'].$get({ param: pathParams({ id }) }, withSignal(signal))),
    retry: false,
  });

export const useMyProjects = (enabled = true) =>
  useQuery({
    queryKey: projectKeys.mine(),
    queryFn: async ({ signal }) => (await unwrap(api.me.projects.$get({}, withSignal(signal)))).items,
    enabled,
  });

export const useProjectInterests = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: projectKeys.interests(id),
    queryFn: async ({ signal }) =>
      (await unwrap(api.projects[':id'].interests.$get({ param: pathParams({ id }) }, withSignal(signal)))).items,
    enabled,
  });

export const useMyInterests = (enabled: boolean) =>
  useQuery({
    queryKey: projectKeys.myInterests(),
    queryFn: async ({ signal }) => (await unwrap(api.me.interests.$get({}, withSignal(signal)))).items,
    enabled,
  });

/** POST /api/projects, or PUT /api/projects/:id when editing (the project waits for approval again). */
export function useSaveProject(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TProjectRequest) =>
      unwrap(id ? api.projects[':id'].$put({ param: pathParams({ id }), json }) : api.projects.$post({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.projects[':id'].$delete({ param: pathParams({ id }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** the person's own interests are not refetched here: the dialog's success (with the chat link) stays shown */
export const useExpressInterest = (projectId: string) =>
  useMutation({
    mutationFn: ({ roleId, message }: { roleId: string; message: string }) =>
      unwrap(
        api.projects[':id'].roles[':roleId'].interest.$post({
          param: pathParams({ id: projectId, roleId }),
          json: { message },
        }),
      ),
  });

export function useSetInterestStatus(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Exclude<InterestStatus, 'sent'> }) =>
      unwrap(api.interests[':id'].$patch({ param: pathParams({ id }), json: { status } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.interests(projectId) }),
  });
}

export const usePendingProjects = () =>
  useQuery({
    queryKey: projectKeys.admin(),
    queryFn: async ({ signal }) =>
      (await unwrap(api.admin.projects.$get({ query: { state: 'pending' } }, withSignal(signal)))).items,
  });

export function useApproveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin.projects[':id'].approve.$post({ param: pathParams({ id }) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useRejectProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        api.admin.projects[':id'].reject.$post({
          param: pathParams({ id }),
          json: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
