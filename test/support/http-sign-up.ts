// Signing up over HTTP against a server process, as a browser at `ip` would (the server trusts
// X-Forwarded-For there, so each user has rate limits of their own). For the long gates and benchmarks.
import type { UserType } from '@shared/constants.js';

export interface HttpUser {
  id: string;
  /** the session cookie, `name=value` */
  cookie: string;
  ip: string;
}

/** `handle` is the username; the e-mail is `handle@exempel.se`. Throws unless the sign-up succeeds. */
export async function signUpOverHttp(
  url: string,
  user: { handle: string; userType: UserType; ip: string },
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
  return { id: body.user.id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], ip: user.ip };
}
