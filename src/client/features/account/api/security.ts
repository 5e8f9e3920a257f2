// Settings: two-factor (better-auth's routes through authPost), sessions, export and deletion (/api/me/*).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, safeFetch, toApiError, unwrap } from '@client/lib/api-client';
import { authPost, authQueryKey } from '@client/lib/auth';
import type { TDeleteAccount } from '@shared/schemas/account-security';

const sessionsKey = ['me', 'sessions'] as const;

export const useSessions = () => useQuery({ queryKey: sessionsKey, queryFn: () => unwrap(api.me.sessions.$get()) });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.me.sessions[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** 'Logga ut överallt': every session, this one too; `leave` moves off the signed-in page before the caches go. */
export function useEndAllSessions(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me.sessions.$delete({ query: {} })),
    onSuccess: async () => {
      await leave();
      queryClient.setQueryData(authQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
    },
  });
}

export const startTwoFactor = (password: string) => authPost('two-factor/enable', { password });
export const confirmTwoFactor = (code: string) => authPost('two-factor/verify-totp', { code: code.trim() });
export const disableTwoFactor = (password: string) => authPost('two-factor/disable', { password });

/** Downloads GET /api/me/export as the file the server names. */
export async function downloadExport(): Promise<void> {
  const res = await safeFetch('/api/me/export');
  if (!res.ok) throw await toApiError(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'samverka.json';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function deleteAccount(input: TDeleteAccount): Promise<void> {
  const res = await safeFetch('/api/me', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw await toApiError(res);
}
