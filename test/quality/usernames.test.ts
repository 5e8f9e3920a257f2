// Nobody can pass for another user: usernames are NFKC-normalised, and hidden or direction-changing
// characters and look-alike alphabets mixed in one name are refused with a Swedish message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { TEXTS } from '@shared/texts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let n = 0;
const signUp = (username: string) =>
  t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email: `namn${++n}${Date.now()}@exempel.se`, username, password: 'hemligt-lösenord', userType: 'business' },
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('usernames', () => {
  it('refuses invisible and right-to-left control characters in Swedish', async () => {
    const hidden = [
      'anna\u202Egnp.exe', // right-to-left override
      'an\u200Bna', // zero-width space
      'an\u200Dna', // zero-width joiner
      '\u2066anna\u2069', // isolates
      'anna\u200F', // right-to-left mark
      'an\u3164na', // Hangul filler, a letter that renders as nothing
      'an\uFEFFna', // a byte-order mark inside the name
    ];
    for (const name of hidden) {
      const res = await signUp(name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect((await errorOf(res)).message).toBe(
        'Användarnamnet får inte innehålla osynliga tecken eller styrtecken för textriktning',
      );
    }
  });

  it('refuses a name that mixes look-alike alphabets', async () => {
    const res = await signUp('\u0430dmin'); // Cyrillic а + Latin dmin
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(
      'Användarnamnet får inte blanda alfabet, till exempel latinska och kyrilliska bokstäver',
    );
    // one alphabet is fine, also a non-Latin one
    expect((await signUp('Åsa_Öberg')).status).toBe(200);
    expect((await signUp('Наталья')).status).toBe(200);
  });

  it('normalises full-width and compatibility forms, so a taken name cannot be copied', async () => {
    expect((await signUp('karlsson')).status).toBe(200);
    const copy = await signUp('ｋａｒｌｓｓｏｎ'); // full-width letters
    expect(copy.status).toBe(409);
    expect((await errorOf(copy)).message).toBe(TEXTS.errors.usernameTaken);
    const res = await signUp('ﬁnn'); // the ligature ﬁ becomes f + i
    expect(res.status).toBe(200);
    const rows = await t.deps.database.query<{ username: string }>(
      `SELECT username FROM profiles WHERE lower(username) = 'finn'`,
    );
    expect(rows.map((r) => r.username)).toEqual(['finn']);
  });
});
