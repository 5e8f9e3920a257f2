// The second factor (issue 15 §3, §7, §8): enable with the password → a TOTP URI and 10 backup codes →
// confirm a code → sign-in asks for a code (wrong, right, backup) → at most 5 wrong codes → disable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { secretOf, totp, wrongTotp } from '@test/support/totp.js';
import { ACCOUNT_TEXTS, TWO_FACTOR_TEXTS } from '@shared/account-texts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const PASSWORD = 'hemligt-lösenord';
let ipCounter = 0;
const nextIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const post = (path: string, json: unknown, cookie?: string) =>
  t.request(`/api/auth/${path}`, { method: 'POST', json, cookie, headers: { 'x-forwarded-for': nextIp() } });
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`samverka.${name}=`) && !c.endsWith('=')) ?? '';
const me = async (cookie: string) => t.request('/api/me', { cookie });

/** Enables the factor for the user and answers the secret, the backup codes and the new session cookie. */
async function enable(user: TestUser) {
  const started = await post('two-factor/enable', { password: PASSWORD }, user.cookie);
  expect(started.status).toBe(200);
  const body = (await started.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(body.totpURI);
  const confirmed = await post('two-factor/verify-totp', { code: totp(secret) }, user.cookie);
  expect(confirmed.status).toBe(200);
  const cookie = cookieOf(confirmed, 'session_token');
  return { secret, backupCodes: body.backupCodes, cookie, uri: body.totpURI };
}

async function signInStep(email: string) {
  const res = await post('sign-in/email', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { body: await res.json(), challenge: cookieOf(res, 'two_factor'), session: cookieOf(res, 'session_token') };
}

describe('enabling', () => {
  it('needs the password, gives a TOTP URI for Samverka and 10 backup codes, and is off until a code confirms it', async () => {
    const user = await t.signUp('foundation');
    const wrong = await post('two-factor/enable', { password: 'fel-lösenord-här' }, user.cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe(ACCOUNT_TEXTS.password.wrongCurrent);
    expect((await post('two-factor/enable', { password: PASSWORD })).status).toBe(401);

    const started = await post('two-factor/enable', { password: PASSWORD }, user.cookie);
    const body = await started.json();
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Samverka:/);
    expect(body.backupCodes).toHaveLength(10);
    expect(body).not.toHaveProperty('token');
    // not on yet: sign-in still opens a session at once
    expect((await (await me(user.cookie)).json()).user.two_factor_enabled).toBe(false);
    expect((await signInStep(user.email)).body).not.toHaveProperty('twoFactorRedirect');

    const secret = secretOf(body.totpURI);
    const bad = await post('two-factor/verify-totp', { code: wrongTotp(secret) }, user.cookie);
    expect(bad.status).toBe(401);
    expect((await bad.json()).error.message).toBe(TWO_FACTOR_TEXTS.errors.invalidCode);
    const ok = await post('two-factor/verify-totp', { code: totp(secret) }, user.cookie);
    expect(ok.status).toBe(200);
    expect(await ok.json()).not.toHaveProperty('token');
    const cookie = cookieOf(ok, 'session_token');
    expect((await (await me(cookie)).json()).user.two_factor_enabled).toBe(true);
    // the secret and backup codes are stored encrypted, never as given
    const [row] = await t.deps.database.query<{ secret: string; backup_codes: string }>(
      'SELECT secret, backup_codes FROM two_factors WHERE user_id = $1',
      [user.id],
    );
    expect(row.secret).not.toContain(secret);
    expect(row.backup_codes).not.toContain(body.backupCodes[0]);
  });
});

describe('signing in with the factor on', () => {
  it('answers twoFactorRedirect and no session; a wrong code is refused, the right one opens a session', async () => {
    const user = await t.signUp('business');
    const { secret } = await enable(user);
    const step = await signInStep(user.email);
    expect(step.body).toMatchObject({ twoFactorRedirect: true });
    expect(step.session).toBe('');
    expect(step.challenge).not.toBe('');

    const wrong = await post('two-factor/verify-totp', { code: wrongTotp(secret) }, step.challenge);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toBe(TWO_FACTOR_TEXTS.errors.invalidCode);
    const right = await post('two-factor/verify-totp', { code: totp(secret) }, step.challenge);
    expect(right.status).toBe(200);
    expect(await right.json()).not.toHaveProperty('token');
    const session = cookieOf(right, 'session_token');
    expect((await me(session)).status).toBe(200);
  });

  it('takes a backup code once', async () => {
    const user = await t.signUp('business');
    const { backupCodes } = await enable(user);
    const first = await signInStep(user.email);
    const used = await post('two-factor/verify-backup-code', { code: backupCodes[0] }, first.challenge);
    expect(used.status).toBe(200);
    expect((await me(cookieOf(used, 'session_token'))).status).toBe(200);
    const second = await signInStep(user.email);
    const again = await post('two-factor/verify-backup-code', { code: backupCodes[0] }, second.challenge);
    expect(again.status).toBe(401);
    expect((await again.json()).error.message).toBe(TWO_FACTOR_TEXTS.errors.invalidBackupCode);
    const other = await post('two-factor/verify-backup-code', { code: backupCodes[1] }, second.challenge);
    expect(other.status).toBe(200);
  });

  it('refuses a code without the sign-in step', async () => {
    const res = await post('two-factor/verify-totp', { code: '123456' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe(TWO_FACTOR_TEXTS.errors.signInExpired);
  });

  it('pauses after 5 wrong codes: even the right code is refused then', async () => {
    const user = await t.signUp('business');
    const { secret } = await enable(user);
    const step = await signInStep(user.email);
    for (let i = 0; i < 5; i++) {
      expect((await post('two-factor/verify-totp', { code: wrongTotp(secret) }, step.challenge)).status).toBe(401);
    }
    const locked = await post('two-factor/verify-totp', { code: totp(secret) }, step.challenge);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe(TWO_FACTOR_TEXTS.errors.locked);
    // a new sign-in does not reset the account's count
    const next = await signInStep(user.email);
    const still = await post('two-factor/verify-totp', { code: totp(secret) }, next.challenge);
    expect(still.status).toBe(429);
  });
});

describe('disabling', () => {
  it('needs the password; afterwards sign-in opens a session at once', async () => {
    const user = await t.signUp('business');
    const { cookie } = await enable(user);
    const wrong = await post('two-factor/disable', { password: 'fel-lösenord-här' }, cookie);
    expect(wrong.status).toBe(400);
    const off = await post('two-factor/disable', { password: PASSWORD }, cookie);
    expect(off.status).toBe(200);
    expect((await (await me(cookieOf(off, 'session_token'))).json()).user.two_factor_enabled).toBe(false);
    const step = await signInStep(user.email);
    expect(step.body).not.toHaveProperty('twoFactorRedirect');
    expect(step.session).not.toBe('');
  });
});
