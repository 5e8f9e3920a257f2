// Forgot / reset password: better-auth's routes (not in the typed Hono client), through authPost.
import { useMutation } from '@tanstack/react-query';
import { authPost } from '@client/lib/auth';

/** Always answers the same, whether or not the address has an account. */
export const requestPasswordReset = (email: string) => authPost('request-password-reset', { email: email.trim() });

export const resetPassword = (input: { token: string; newPassword: string }) => authPost('reset-password', input);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
