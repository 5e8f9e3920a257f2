// GET /api/me/blocks: the users the caller has blocked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { trustKeys } from './keys';

export const getBlocks = async (signal?: AbortSignal) =>
  (await unwrap(api.me.blocks.$get({}, withSignal(signal)))).blocks;

export const getBlocksQueryOptions = () =>
  queryOptions({ queryKey: trustKeys.blocks(), queryFn: ({ signal }) => getBlocks(signal) });

export function useBlocks(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getBlocksQueryOptions(), enabled: opts.enabled !== false });
}
