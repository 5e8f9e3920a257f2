// POST /api/admin/login: the admin password opens an 8-hour admin session (httpOnly cookie).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import type { TAdminLogin } from '@shared/schemas/moderation';
import { adminKeys } from './keys';

export const adminLogin = (input: TAdminLogin) => unwrap(api.admin.login.$post({ json: input }));

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
