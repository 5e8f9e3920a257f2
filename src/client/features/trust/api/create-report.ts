// POST /api/reports: reports an offer, a user or a message to the admin.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import type { TCreateReport } from '@shared/schemas/trust';

export const createReport = (json: TCreateReport) => unwrap(api.reports.$post({ json }));

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
