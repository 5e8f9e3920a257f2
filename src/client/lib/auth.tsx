// The signed-in user, loaded from GET /api/me, and the account actions (sign in, sign up, sign out).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { UserType } from '@shared/constants';
import { ApiError, fetchJson } from './api-client';

export interface MeProfile {
  id: string;
  user_type: string;
  username: string;
  full_name: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}
export interface Me {
  user: { id: string; email: string; created_at: string };
  profile: MeProfile | null;
  is_admin: boolean;
}

export const authQueryKey = ['me'] as const;

async function getMe(): Promise<Me | null> {
  try {
    return await fetchJson<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
  userType: UserType;
}

export function useAuth() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: authQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: authQueryKey }), [queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await fetchJson('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
      // everything cached belonged to the previous caller
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
      await queryClient.fetchQuery({ queryKey: authQueryKey, queryFn: getMe, staleTime: 0 });
    },
    [queryClient],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const result = await fetchJson<{ token?: string | null; user?: { id: string } }>('/api/auth/sign-up/email', {
        method: 'POST',
        json: input,
      });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
      const me = await queryClient.fetchQuery({ queryKey: authQueryKey, queryFn: getMe, staleTime: 0 });
      return { user: result?.user ?? null, signedIn: Boolean(me) };
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await fetchJson('/api/auth/sign-out', { method: 'POST', json: {} });
    } finally {
      queryClient.setQueryData(authQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
    }
  }, [queryClient]);

  return useMemo(() => {
    const me = query.data ?? null;
    return {
      user: me?.user ?? null,
      profile: me?.profile ?? null,
      isAdmin: me?.is_admin ?? false,
      isLoading: query.isPending,
      isAuthenticated: Boolean(me?.user),
      error: query.error,
      signIn,
      signUp,
      signOut,
      refresh,
    };
  }, [query.data, query.isPending, query.error, signIn, signUp, signOut, refresh]);
}
