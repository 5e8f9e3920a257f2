// GET /api/admin/session: is the caller an admin (by role or by the admin password's session)?
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSession } from '@shared/schemas/moderation.response';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { adminKeys } from './keys';

export type AdminSession = TAdminSession;

export const getAdminSession = (signal?: AbortSignal) => unwrap(api.admin.session.$get({}, withSignal(signal)));

export const getAdminSessionQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.session(), queryFn: ({ signal }) => getAdminSession(signal), staleTime: 30_000 });

export function useAdminSession() {
  return useQuery(getAdminSessionQueryOptions());
}
