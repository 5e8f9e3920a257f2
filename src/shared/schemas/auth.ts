import { z } from 'zod';
import { LIMITS, USER_TYPES } from '@shared/constants.js';

export const ZSignIn = z.object({
  email: z.string().trim().min(1, 'Ange din e-postadress').email('Ogiltig e-postadress'),
  password: z.string().min(1, 'Ange ditt lösenord'),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Ange din e-postadress')
    .email('Ogiltig e-postadress')
    .max(254, 'E-postadressen är för lång'),
  username: z
    .string()
    .trim()
    .min(LIMITS.usernameMin, `Användarnamnet måste vara minst ${LIMITS.usernameMin} tecken`)
    .max(LIMITS.usernameMax, `Användarnamnet får vara högst ${LIMITS.usernameMax} tecken`)
    .regex(
      /^[\p{L}\p{N}._-]+$/u,
      'Användarnamnet får bara innehålla bokstäver, siffror, punkt, bindestreck och understreck',
    ),
  password: z
    .string()
    .min(LIMITS.passwordMin, `Lösenordet måste vara minst ${LIMITS.passwordMin} tecken`)
    .max(LIMITS.passwordMax, `Lösenordet får vara högst ${LIMITS.passwordMax} tecken`),
  userType: z.enum(USER_TYPES, { message: 'Välj vilken typ av användare du är' }),
});
export type TSignUp = z.infer<typeof ZSignUp>;
