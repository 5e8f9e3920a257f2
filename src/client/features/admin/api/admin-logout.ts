// POST /api/admin/logout: ends the admin password's session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { adminKeys } from './keys';

export const adminLogout = () => unwrap(api.admin.logout.$post({ json: {} }));

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: adminKeys.offers() });
      queryClient.removeQueries({ queryKey: adminKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.session() });
    },
  });
}
