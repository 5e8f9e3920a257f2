// The OpenAPI entries of better-auth's account routes Samverka uses (recovery, verification, changes):
// better-auth answers them under the catch-all, so they are described here by hand.
import { ACCESS } from '@server/middleware/describe.js';
import { AUTH_PATH_LIMITS } from '@server/features/account/auth.routes.js';

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
  };
}
