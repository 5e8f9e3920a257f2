// GET /api/me/notices: offers an admin removed with a reason, until the owner dismisses them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@client/lib/api-client';
import type { NoticeDto } from '@server/features/profiles/notices.service';
import { profileKeys } from './keys';

export type { NoticeDto } from '@server/features/profiles/notices.service';

export const getNotices = async (signal?: AbortSignal) =>
  (await fetchJson<{ items: NoticeDto[] }>('/api/me/notices', { signal })).items;

export const getNoticesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.notices(), queryFn: ({ signal }) => getNotices(signal) });

export function useNotices(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getNoticesQueryOptions(), enabled: opts.enabled !== false });
}
