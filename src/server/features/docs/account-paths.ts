// The OpenAPI entries of better-auth's account routes Samverka uses (recovery, verification, changes):
// better-auth answers them under the catch-all, so they are described here by hand.
import { ACCESS } from '@server/middleware/describe.js';
import { AUTH_PATH_LIMITS } from '@server/features/account/auth.limits.js';

type Operation = Record<string, unknown>;
type ErrorOf = (codes: string) => Operation;

const jsonBody = (properties: Record<string, { type: string }>, required: string[]) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', properties, required } } },
});

const limitsOf = (path: string) =>
  (AUTH_PATH_LIMITS[path] ?? []).map((l) => `${l.limit} per ${l.windowSeconds / 60} min`).join(', ');

export function accountPaths(error: ErrorOf): Record<string, Record<string, Operation>> {
  return {
    '/api/auth/request-password-reset': {
      post: {
        tags: ['Konto'],
        summary: 'Begär en länk för nytt lösenord',
        description: `Svarar alltid 200 och samma sak, oavsett om adressen har ett konto. Länken går till /reset-password?token=… och gäller en timme, en gång. Gränser (per adress och per e-postadress): ${limitsOf('/request-password-reset')}.`,
        'x-access': ACCESS.public,
        requestBody: jsonBody({ email: { type: 'string' } }, ['email']),
        responses: { 200: { description: '{status: true, message}' }, 400: error('VALIDATION_ERROR'), 429: error('RATE_LIMITED') },
      },
    },
    '/api/auth/reset-password': {
      post: {
        tags: ['Konto'],
        summary: 'Sätt nytt lösenord med länkens token',
        description:
          'Avslutar alla användarens sessioner och mejlar att lösenordet bytts. En använd, utgången eller påhittad token svarar 400 INVALID_TOKEN.',
        'x-access': ACCESS.public,
        requestBody: jsonBody({ token: { type: 'string' }, newPassword: { type: 'string' } }, ['token', 'newPassword']),
        responses: {
          200: { description: '{status: true}' },
          400: error('INVALID_TOKEN, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG'),
          429: error('RATE_LIMITED'),
        },
      },
    },
    '/api/auth/send-verification-email': {
      post: {
        tags: ['Konto'],
        summary: 'Skicka en ny länk för att bekräfta e-postadressen',
        description: `Med session: den inloggades egen adress. Utan session svarar vägen lika för känd, okänd och redan bekräftad adress. Gränser: ${limitsOf('/send-verification-email')}.`,
        'x-access': ACCESS.public,
        requestBody: jsonBody({ email: { type: 'string' } }, ['email']),
        responses: { 200: { description: '{status: true}' }, 400: error('VALIDATION_ERROR'), 429: error('RATE_LIMITED') },
      },
    },
    '/api/auth/verify-email': {
      get: {
        tags: ['Konto'],
        summary: 'Bekräfta e-postadressen (länken i mejlet)',
        description:
          'Länken gäller i 24 timmar. Svarar 302 till callbackURL (/email-verified), med ?error=INVALID_TOKEN eller TOKEN_EXPIRED när länken inte duger. Bekräftar också ett byte av e-postadress.',
        'x-access': ACCESS.public,
        parameters: [
          { name: 'token', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'callbackURL', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { 302: { description: 'Till sidan som visar resultatet' }, 429: error('RATE_LIMITED') },
      },
    },
    '/api/auth/change-password': {
      post: {
        tags: ['Konto'],
        summary: 'Byt lösenord (nuvarande lösenord krävs)',
        description:
          'revokeOtherSessions: true avslutar alla andra sessioner och ger anroparen en ny sessionskaka. Adressen får ett mejl om bytet. Högst 10 fel nuvarande lösenord per session och 15 minuter.',
        'x-access': ACCESS.user,
        requestBody: jsonBody(
          { currentPassword: { type: 'string' }, newPassword: { type: 'string' }, revokeOtherSessions: { type: 'boolean' } },
          ['currentPassword', 'newPassword'],
        ),
        responses: {
          200: { description: '{user}' },
          400: error('INVALID_PASSWORD, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG'),
          401: error('UNAUTHENTICATED'),
          429: error('RATE_LIMITED'),
        },
      },
    },
    '/api/auth/change-email': {
      post: {
        tags: ['Konto'],
        summary: 'Byt e-postadress (gäller när länken till den nya adressen används)',
        description: `Den nya adressen får en länk (24 timmar), den gamla ett meddelande. En upptagen adress svarar likadant men mejlar ingen. Gräns: ${limitsOf('/change-email')} per session.`,
        'x-access': ACCESS.user,
        requestBody: jsonBody({ newEmail: { type: 'string' } }, ['newEmail']),
        responses: {
          200: { description: '{status: true}' },
          400: error('VALIDATION_ERROR'),
          401: error('UNAUTHENTICATED'),
          429: error('RATE_LIMITED'),
        },
      },
    },
    '/api/auth/two-factor/enable': {
      post: {
        tags: ['Konto'],
        summary: 'Börja slå på tvåstegsverifiering (TOTP)',
        description:
          'Kräver lösenordet. Svarar med otpauth-URI:n för QR-koden och 10 reservkoder (visas en gång); faktorn är på först när en kod bekräftats med verify-totp.',
        'x-access': ACCESS.user,
        requestBody: jsonBody({ password: { type: 'string' } }, ['password']),
        responses: {
          200: { description: '{totpURI, backupCodes}' },
          400: error('INVALID_PASSWORD, TOTP_ALREADY_ENABLED'),
          401: error('UNAUTHORIZED'),
          429: error('RATE_LIMITED'),
        },
      },
    },
    '/api/auth/two-factor/verify-totp': {
      post: {
        tags: ['Konto'],
        summary: 'Kontrollera en kod från appen (bekräftar påslagningen, eller inloggningens andra steg)',
        description: `Vid inloggning: den signerade two_factor-kakan från sign-in/email ({twoFactorRedirect:true}); rätt kod öppnar sessionen. Felaktiga koder: ${limitsOf('/two-factor/verify-totp')}, sedan 429.`,
        'x-access': ACCESS.public,
        requestBody: jsonBody({ code: { type: 'string' } }, ['code']),
        responses: {
          200: { description: 'Användaren och sessionskakan (aldrig en token i JSON)' },
          401: error('INVALID_CODE, INVALID_TWO_FACTOR_COOKIE'),
          429: error('ACCOUNT_TEMPORARILY_LOCKED, RATE_LIMITED'),
        },
      },
    },
    '/api/auth/two-factor/verify-backup-code': {
      post: {
        tags: ['Konto'],
        summary: 'Logga in med en reservkod (varje kod en gång)',
        'x-access': ACCESS.public,
        requestBody: jsonBody({ code: { type: 'string' } }, ['code']),
        responses: {
          200: { description: 'Användaren och sessionskakan' },
          401: error('INVALID_BACKUP_CODE, INVALID_TWO_FACTOR_COOKIE'),
          429: error('ACCOUNT_TEMPORARILY_LOCKED, RATE_LIMITED'),
        },
      },
    },
    '/api/auth/two-factor/disable': {
      post: {
        tags: ['Konto'],
        summary: 'Stäng av tvåstegsverifiering',
        'x-access': ACCESS.user,
        requestBody: jsonBody({ password: { type: 'string' } }, ['password']),
        responses: { 200: { description: '{status: true}' }, 400: error('INVALID_PASSWORD'), 429: error('RATE_LIMITED') },
      },
    },
  };
}
