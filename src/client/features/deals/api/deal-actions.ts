// The mutations of a deal: create (POST /api/deals), edit (PATCH), sign, decline, milestones, review.
// Each answers the whole deal, which replaces the cached one; the list is refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathParams, unwrap } from '@client/lib/api-client';
import type { TCreateDeal, TCreateReview, TSignDeal, TUpdateDeal } from '@shared/schemas/deal';
import type { TDeal } from '@shared/schemas/deal.response';
import { dealKeys } from './keys';

export const createDeal = (json: TCreateDeal) => unwrap(api.deals.$post({ json }));

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.list() }),
  });
}

type Action =
  | { kind: 'update'; json: TUpdateDeal }
  | { kind: 'sign'; json: TSignDeal }
  | { kind: 'decline'; json: { reason: string } }
  | { kind: 'complete'; mid: string; json: { proof?: string; image?: string } }
  | { kind: 'confirm'; mid: string; json: { accept?: boolean; comment?: string } }
  | { kind: 'review'; json: TCreateReview };

/** POST /api/uploads: the image proof of a milestone (re-encoded by the server); answers its URL. */
export const uploadProofImage = (file: File): Promise<{ url: string }> => unwrap(api.uploads.$post({ form: { file } }));

export function runDealAction(id: string, action: Action): Promise<TDeal> {
  const param = pathParams({ id });
  const deal = api.deals[':id'];
  switch (action.kind) {
    case 'update':
      return unwrap(deal.$patch({ param, json: action.json }));
    case 'sign':
      return unwrap(deal.sign.$post({ param, json: action.json }));
    case 'decline':
      return unwrap(deal.decline.$post({ param, json: action.json }));
    case 'complete':
      return unwrap(
        deal.milestones[':mid'].complete.$post({
          param: { ...param, ...pathParams({ mid: action.mid }) },
          json: action.json,
        }),
      );
    case 'confirm':
      return unwrap(
        deal.milestones[':mid'].confirm.$post({
          param: { ...param, ...pathParams({ mid: action.mid }) },
          json: action.json,
        }),
      );
    case 'review':
      return unwrap(deal.reviews.$post({ param, json: action.json }));
  }
}

export function useDealAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => runDealAction(id, action),
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.one(id), deal);
      void queryClient.invalidateQueries({ queryKey: dealKeys.list() });
    },
  });
}
