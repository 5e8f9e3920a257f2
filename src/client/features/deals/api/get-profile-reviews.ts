// GET /api/profiles/:id/reviews: the reviews a user received from completed deals, average and count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathParams, unwrap, withSignal } from '@client/lib/api-client';
import { dealKeys } from './keys';

export const getProfileReviews = (id: string, signal?: AbortSignal) =>
  unwrap(api.profiles[':id'].reviews.$get({ param: pathParams({ id }) }, withSignal(signal)));

export const getProfileReviewsQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealKeys.reviews(id), queryFn: ({ signal }) => getProfileReviews(id, signal) });

export function useProfileReviews(id: string) {
  return useQuery(getProfileReviewsQueryOptions(id));
}
