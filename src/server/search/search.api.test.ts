// GET /api/offers?q=… with the Swedish search (issue 17): what people type finds what they mean, 'Menade
// du …?' after a correction, and any input answers 200 — on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import type { TOfferList } from '@shared/schemas/offer.js';

let t: TestContext;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestContext();
  const add = async (name: string, title: string, description: string, daysAgo = 10) => {
    ids[name] = await insertOffer(t.deps.database, { type: 'association', title, description, daysAgo });
  };
  await add('club', 'Innebandyklubb i Örebro söker sponsorer', 'Vi är en ideell förening med 300 barn.');
  await add('camp', 'Sommarläger på Gotland', 'Lägret samlar ungdomar varje juli.', 700);
  await add('football', 'Klubb för fotboll i Malmö', 'Vi spelar fotboll året runt och söker en sponsor.');
  await add('choir', 'Körer i Umeå söker partner', 'Körerna sjunger på konserter i hela Västerbotten.');
  await add('sport', 'Sport för alla i Luleå', 'Vi vill att fler ska röra på sig.');
  await add('warehouse', 'Grossistlager i Västerås', 'Ett lager med mat som vi vill dela med föreningar.');
  await add('tourney', 'Turnering i schack i Kalmar', 'Vi spelar en turnering varje vår.');
  await add('cup', 'Cup för ungdomslag i Ystad', 'Vår cup samlar hundra lag.');
  await add('league', 'Seriespel i bowling i Borås', 'Laget spelar seriespel hela vintern.');
});
afterAll(() => t.close());

async function search(q: string): Promise<TOfferList> {
  const res = await t.request(`/api/offers?type=association&limit=20&q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return (await res.json()) as TOfferList;
}
const found = async (q: string) => (await search(q)).items.map((o) => o.id);

describe('finds what people mean', () => {
  it('a part of a compound, and a compound in split text', async () => {
    expect(await found('klubb')).toContain(ids.club);
    expect(await found('läger')).toContain(ids.camp);
    expect(await found('fotbollsklubb')).toContain(ids.football);
  });

  it('words typed without å, ä, ö, the exact spelling first', async () => {
    expect(await found('orebro')).toEqual([ids.club]);
    expect(await found('korer')).toContain(ids.choir);
    const lager = await found('läger');
    expect(lager.indexOf(ids.camp)).toBeLessThan(
      lager.indexOf(ids.warehouse) === -1 ? 99 : lager.indexOf(ids.warehouse),
    );
  });

  it('another inflected form, and every word as a prefix', async () => {
    expect(await found('lägren')).toContain(ids.camp);
    expect(await found('sponsorerna')).toEqual(expect.arrayContaining([ids.club, ids.football]));
    expect(await found('inneb öre')).toEqual([ids.club]);
  });

  it('a thesaurus word, ranked below a direct hit', async () => {
    const idrott = await found('idrott');
    expect(idrott).toContain(ids.sport);
    const sport = await found('sport');
    expect(sport[0]).toBe(ids.sport);
  });

  it('the word itself first, then a synonym, then a neighbouring concept', async () => {
    expect(await found('turnering')).toEqual([ids.tourney, ids.cup, ids.league]);
    const league = await found('seriespel');
    expect(league[0]).toBe(ids.league);
    expect(league).toEqual(expect.arrayContaining([ids.tourney, ids.cup]));
  });

  it('corrects a typo in a long word and says so', async () => {
    const answer = await search('inebandyklubb');
    expect(answer.items.map((o) => o.id)).toContain(ids.club);
    expect(answer.did_you_mean).toBe('innebandyklubb');
    expect((await search('innebandyklubb')).did_you_mean).toBeUndefined();
    expect((await search('fotbol')).items.map((o) => o.id)).toContain(ids.football); // a prefix, no correction
  });

  it('finds an offer edited after it was first searched', async () => {
    await t.deps.database.query(`UPDATE offers SET description = 'Nu med padel för alla.' WHERE id = $1`, [ids.sport]);
    expect(await found('padel')).toEqual([ids.sport]);
  });
});

describe('bad input answers 200, never 400 or 500', () => {
  it.each([
    ['any Unicode', '🙂 Ωμέγα 漢字 ẞ \u0301 \u200b'],
    ['1 000 characters', 'fotboll '.repeat(125)],
    ['one word of 1 000 letters', 'å'.repeat(1000)],
    ['punctuation only', '!?.,;:-–—…"«»'],
    ['stop words only', 'och i att det som'],
    ['tsquery and SQL syntax', "&|!:*()<>'\\ ' OR 1=1 --; DROP TABLE offers"],
  ])('%s', async (_name, q) => {
    const answer = await search(q);
    expect(Array.isArray(answer.items)).toBe(true);
  });
});
