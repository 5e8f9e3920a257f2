// GET /api/admin/offer-edits and POST /api/admin/offer-edits/:id/approve | reject: edits of approved offers
// waiting for review. A decision refreshes the list and the public offer lists (an approval changes them).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { adminKeys, PUBLIC_OFFERS_KEY } from './keys';

export const getOfferEdits = async (signal?: AbortSignal) =>
  (await unwrap(api.admin['offer-edits'].$get({}, withSignal(signal)))).items;

export const getOfferEditsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.edits(),
    queryFn: ({ signal }) => getOfferEdits(signal),
    refetchInterval: 60_000,
  });

export function useOfferEdits() {
  return useQuery(getOfferEditsQueryOptions());
}

type Decision = { id: string; action: 'approve' } | { id: string; action: 'reject'; reason?: string };

const decide = (d: Decision) =>
  d.action === 'approve'
    ? unwrap(api.admin['offer-edits'][':id'].approve.$post({ param: pathParams({ id: d.id }) }))
    : unwrap(
        api.admin['offer-edits'][':id'].reject.$post({ param: pathParams({ id: d.id }), json: { reason: d.reason } }),
      );

export function useDecideOfferEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.edits() });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_OFFERS_KEY });
    },
  });
}
