// Settings: change password and change e-mail (better-auth's routes, through authPost).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost, authQueryKey } from '@client/lib/auth';

export const changePassword = (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
  authPost('change-password', input);

/** The change takes effect when the link mailed to the new address is followed. */
export const changeEmail = (newEmail: string) => authPost('change-email', { newEmail: newEmail.trim().toLowerCase() });

export function useChangePassword() {
  const queryClient = useQueryClient();
  // with revokeOtherSessions the server gives this browser a new session cookie: read the user again
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueryKey }),
  });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
