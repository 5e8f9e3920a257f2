// GET /api/users/search?q=: users by username or user type; runs only for a non-empty trimmed term.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { chatKeys } from './keys';

export const searchUsers = async (q: string, signal?: AbortSignal) =>
  (await unwrap(api.users.search.$get({ query: { q } }, withSignal(signal)))).users;

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: chatKeys.search(q), queryFn: ({ signal }) => searchUsers(q, signal), staleTime: 10_000 });

export function useSearchUsers(term: string) {
  const q = term.trim();
  return useQuery({ ...searchUsersQueryOptions(q), enabled: q.length > 0 });
}
