// The signed-in user, loaded from GET /api/session (null for a visitor), and the account actions (sign in, sign up, sign out).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from '@client/lib/router';
import { paths } from '@client/config/paths';
import type { UserType } from '@shared/constants';
import type { TMe, TProfile } from '@shared/schemas/account.response';
import type { ClientResponse } from 'hono/client';
import { api, safeFetch, unwrap } from './api-client';

export type Me = TMe;
export type MeProfile = TProfile;

export const authQueryKey = ['me'] as const;

/** What better-auth's sign-up answers (its routes are not typed by the Hono client). */
interface AuthResults {
  'sign-in/email': { twoFactorRedirect?: boolean } | undefined;
  'two-factor/verify-totp': unknown;
  'two-factor/verify-backup-code': unknown;
  'two-factor/enable': { totpURI: string; backupCodes: string[] };
  'two-factor/disable': { status: boolean };
  'sign-up/email': { token?: string | null; user?: { id: string } } | undefined;
  'sign-out': unknown;
  'request-password-reset': { status: boolean };
  'reset-password': { status: boolean };
  'send-verification-email': { status: boolean };
  'change-password': unknown;
  'change-email': { status: boolean };
}

/** POST to better-auth under /api/auth with a JSON body (sign-out too: a bodyless POST is refused there). */
export async function authPost<P extends keyof AuthResults>(
  path: P,
  json: object,
  init?: Pick<RequestInit, 'keepalive'>,
): Promise<AuthResults[P]> {
  const res = safeFetch(`/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
    ...init,
  });
  return (await unwrap(res as unknown as Promise<ClientResponse<AuthResults[P], 200, 'json'>>)) as AuthResults[P];
}

/** The session probe: null for a visitor (200, so a first visit has no failing request). */
async function getMe(): Promise<Me | null> {
  return (await unwrap(api.session.$get())) ?? null;
}

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
  userType: UserType;
  ageConfirmed?: boolean;
}

export function useAuth() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: authQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: authQueryKey }), [queryClient]);

  /**
   * Reads the session anew after a sign-in or sign-up. A probe still under way was asked before the session
   * existed (the form is drawn at once, so a quick person or a password manager can submit before it answers):
   * it is cancelled, else fetchQuery would share its answer, 'signed out'.
   */
  const signedIn = useCallback(async () => {
    // everything cached belonged to the previous caller
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueryKey[0] });
    await queryClient.cancelQueries({ queryKey: authQueryKey });
    return queryClient.fetchQuery({ queryKey: authQueryKey, queryFn: getMe, staleTime: 0 });
  }, [queryClient]);

  /** Answers whether the account asks for a second-factor code before the session opens. */
  const signIn = useCallback(
    async (email: string, password: string): Promise<{ twoFactor: boolean }> => {
      const result = await authPost('sign-in/email', { email, password });
      if (result?.twoFactorRedirect) return { twoFactor: true };
      await signedIn();
      return { twoFactor: false };
    },
    [signedIn],
  );

  /** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
  const verifyTwoFactor = useCallback(
    async (code: string, kind: 'totp' | 'backup') => {
      await authPost(kind === 'totp' ? 'two-factor/verify-totp' : 'two-factor/verify-backup-code', {
        code: code.trim(),
      });
      await signedIn();
    },
    [signedIn],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      const result = await authPost('sign-up/email', input);
      const me = await signedIn();
      return { user: result?.user ?? null, signedIn: Boolean(me) };
    },
    [signedIn],
  );

  const signOut = useCallback(async () => {
    try {
      // keepalive: the header leaves the page first and signs out after; a person who then closes the tab or
      // types another address must still be signed out (a plain request would be cancelled with the page)
      await authPost('sign-out', {}, { keepalive: true });
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
      verifyTwoFactor,
      signUp,
      signOut,
      refresh,
    };
  }, [query.data, query.isPending, query.error, signIn, verifyTwoFactor, signUp, signOut, refresh]);
}

/** On a page for signed-in users: a visitor without a session is sent to /auth and brought back after. */
export function useRequireSignIn() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoading, isAuthenticated } = auth;
  useEffect(() => {
    if (!isLoading && !isAuthenticated)
      void navigate(paths.auth.getHref({ returnTo: location.pathname }), { replace: true });
  }, [isLoading, isAuthenticated, navigate, location.pathname]);
  return auth;
}
