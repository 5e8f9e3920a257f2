// POST /api/admin/reports/:id/resolve {action}: closes a report, or removes the reported offer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { TResolveReport } from '@shared/schemas/trust';
import { adminKeys, PUBLIC_OFFERS_KEY } from './keys';

export const resolveReport = ({ id, action }: { id: string } & TResolveReport) =>
  unwrap(api.admin.reports[':id'].resolve.$post({ param: pathParams({ id }), json: { action } }));

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_r, { action }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
      if (action === 'remove_offer') {
        void queryClient.invalidateQueries({ queryKey: adminKeys.offers() });
        void queryClient.invalidateQueries({ queryKey: PUBLIC_OFFERS_KEY });
      }
    },
  });
}
