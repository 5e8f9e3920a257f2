// Signing up over HTTP against a server process, as a browser at `ip` would (the server trusts
// X-Forwarded-For there, so each user has rate limits of their own). For the long gates and benchmarks.
import { signJWT } from 'better-auth/crypto';
import type { UserType } from '@shared/constants.js';

export interface HttpUser {
  id: string;
  /** the session cookie, `name=value` */
  cookie: string;
  ip: string;
}

/**
 * Confirms the address as the mailed link would (GET /api/auth/verify-email): the server's mail is not
 * reachable from here, so the link's token is signed with the AUTH_SECRET the caller gave the server.
 */
export async function verifyEmailOverHttp(
  url: string,
  user: { id: string; email: string; ip: string },
  authSecret: string,
) {
  const token = await signJWT({ email: user.email.toLowerCase(), userId: user.id }, authSecret, 3600);
  const res = await fetch(`${url}/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    headers: { origin: url, 'x-forwarded-for': user.ip },
    redirect: 'manual',
  });
  if (res.status >= 400) throw new Error(`verify-email: ${res.status} ${await res.text()}`);
}

/**
 * `handle` is the username; the e-mail is `handle@exempel.se`. Throws unless the sign-up succeeds. With
 * `authSecret` (the server's AUTH_SECRET) the address is confirmed too, so the user may create offers and write.
 */
export async function signUpOverHttp(
  url: string,
  user: { handle: string; userType: UserType; ip: string; authSecret?: string },
): Promise<HttpUser> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json', 'x-forwarded-for': user.ip },
    body: JSON.stringify({
      email: `${user.handle}@exempel.se`,
      username: user.handle,
      password: 'hemligt-lösenord',
      userType: user.userType,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  if (user.authSecret) {
    await verifyEmailOverHttp(
      url,
      { id: body.user.id, email: `${user.handle}@exempel.se`, ip: user.ip },
      user.authSecret,
    );
  }
  return { id: body.user.id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], ip: user.ip };
}
