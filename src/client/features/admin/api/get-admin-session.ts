// GET /api/admin/session: is the caller an admin (by role or by the admin password's session)?
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import { adminKeys } from './keys';

export type AdminSession = { admin: boolean; via: 'role' | 'password' | null };

export const getAdminSession = (signal?: AbortSignal) => fetchJson<AdminSession>('/api/admin/session', { signal });

export const getAdminSessionQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.session(), queryFn: ({ signal }) => getAdminSession(signal), staleTime: 30_000 });

export function useAdminSession() {
  return useQuery(getAdminSessionQueryOptions());
}
