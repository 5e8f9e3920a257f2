import { z } from 'zod';
import { LIMITS, USER_TYPES } from '@shared/constants.js';

export const ZSignIn = z.object({
  email: z.string().trim().min(1, 'Ange din e-postadress').email('Ogiltig e-postadress'),
  password: z.string().min(1, 'Ange ditt lösenord'),
});
export type TSignIn = z.infer<typeof ZSignIn>;

/**
 * Invisible and direction-changing characters: controls, format characters (bidi overrides and
 * isolates, zero-width space/joiners, BOM) and the letters that render as nothing (Hangul fillers).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u;
/** letters of these scripts look alike; one name may use only one of them */
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];
const mixesScripts = (name: string) => LOOKALIKE_SCRIPTS.filter((script) => script.test(name)).length > 1;

/**
 * A username, NFKC-normalised first (full-width 'ａｄｍｉｎ' becomes 'admin', so the taken-name check
 * sees it), then refused if it hides characters or mixes look-alike alphabets ('аdmin' with a Cyrillic а).
 */
export const ZUsername = z
  .string()
  .transform((name) => name.normalize('NFKC').trim())
  .pipe(
    z
      .string()
      .refine(
        (name) => !INVISIBLE.test(name),
        'Användarnamnet får inte innehålla osynliga tecken eller styrtecken för textriktning',
      )
      .refine(
        (name) => !mixesScripts(name),
        'Användarnamnet får inte blanda alfabet, till exempel latinska och kyrilliska bokstäver',
      )
      .pipe(
        z
          .string()
          .min(LIMITS.usernameMin, `Användarnamnet måste vara minst ${LIMITS.usernameMin} tecken`)
          .max(LIMITS.usernameMax, `Användarnamnet får vara högst ${LIMITS.usernameMax} tecken`)
          .regex(
            /^[\p{L}\p{N}._-]+$/u,
            'Användarnamnet får bara innehålla bokstäver, siffror, punkt, bindestreck och understreck',
          ),
      ),
  );

export const ZEmail = z
  .string()
  .trim()
  .min(1, 'Ange din e-postadress')
  .email('Ogiltig e-postadress')
  .max(254, 'E-postadressen är för lång');

/** A new password (sign-up, reset, change). */
export const ZNewPassword = z
  .string()
  .min(LIMITS.passwordMin, `Lösenordet måste vara minst ${LIMITS.passwordMin} tecken`)
  .max(LIMITS.passwordMax, `Lösenordet får vara högst ${LIMITS.passwordMax} tecken`);

export const AGE_CONFIRMATION_MESSAGE = 'Bekräfta att du har fyllt 16 år för att skapa ett konto som privatperson';

export const ZSignUp = z
  .object({
    email: ZEmail,
    username: ZUsername,
    password: ZNewPassword,
    userType: z.enum(USER_TYPES, { message: 'Välj vilken typ av användare du är' }),
    /** a Privatperson confirms being 16 or older (issue 25); the other types need not */
    ageConfirmed: z.boolean().optional(),
  })
  .refine((v) => v.userType !== 'individual' || v.ageConfirmed === true, {
    message: AGE_CONFIRMATION_MESSAGE,
    path: ['ageConfirmed'],
  });
export type TSignUp = z.infer<typeof ZSignUp>;
