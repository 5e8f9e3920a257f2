// GET /api/me/notices: offers an admin removed with a reason, until the owner dismisses them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotice } from '@shared/schemas/profile.response';
import { api, unwrap, withSignal } from '@client/lib/api-client';
import { profileKeys } from './keys';

export type NoticeDto = TNotice;

export const getNotices = async (signal?: AbortSignal) =>
  (await unwrap(api.me.notices.$get({}, withSignal(signal)))).items;

export const getNoticesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.notices(), queryFn: ({ signal }) => getNotices(signal) });

export function useNotices(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...getNoticesQueryOptions(), enabled: opts.enabled !== false });
}
