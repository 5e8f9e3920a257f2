// POST /api/admin/login: the admin password opens an 8-hour admin session (httpOnly cookie).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import type { TAdminLogin } from '@shared/schemas/moderation';
import type { AdminSession } from './get-admin-session';
import { adminKeys } from './keys';

export const adminLogin = (input: TAdminLogin) =>
  fetchJson<AdminSession>('/api/admin/login', { method: 'POST', json: input });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (session) => {
      queryClient.setQueryData(adminKeys.session(), session);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
