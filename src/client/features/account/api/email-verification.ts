// 'Skicka igen': a new verification link to the signed-in user's address (better-auth's route).
import { useMutation } from '@tanstack/react-query';
import { authPost } from '@client/lib/auth';

export const sendVerificationEmail = (email: string) => authPost('send-verification-email', { email });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
