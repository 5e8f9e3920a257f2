// The sign-in and sign-up forms' checks, a chunk of their own (lib/lazy-resolver.ts): zod and the schemas are
// loaded after /auth is hydrated, not before.
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSignIn, ZSignUp } from '@shared/schemas/auth';

export const signInResolver = zodResolver(ZSignIn);
export const signUpResolver = zodResolver(ZSignUp);
