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

describe('a search of several words that few offers have all of', () => {
  it('shows the offers with every word first, then those with some of them, and says where they begin', async () => {
    // 'fotboll' and 'malmö' only the football club has both; 'luleå' the sport club alone
    const answer = await search('fotboll malmö luleå');
    const list = answer.items.map((o) => o.id);
    expect(list).toEqual(expect.arrayContaining([ids.football, ids.sport]));
    expect(answer.some_words_from).toBe(0);
    const both = await search('fotboll malmö');
    expect(both.items.map((o) => o.id)).toEqual([ids.football]);
    expect(both.some_words_from).toBeUndefined();
    // every word of three on one offer: it comes first, the others after it
    const three = await search('fotboll malmö sponsor');
    expect(three.items[0]!.id).toBe(ids.football);
    expect(three.some_words_from).toBe(1);
    expect(three.items.map((o) => o.id)).toEqual(expect.arrayContaining([ids.club, ids.choir]));
  });

  it('pages on through the offers with some of the words, each once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let from: number | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await t.request(
        `/api/offers?type=association&limit=2&q=${encodeURIComponent('fotboll malmö sponsor')}${
          cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
        }`,
      );
      expect(res.status).toBe(200);
      const answer = (await res.json()) as TOfferList;
      if (answer.some_words_from !== undefined && from === undefined) from = seen.length + answer.some_words_from;
      seen.push(...answer.items.map((o) => o.id));
      cursor = answer.next_cursor;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen[0]).toBe(ids.football);
    expect(from).toBe(1);
    expect(seen).toEqual(expect.arrayContaining([ids.club, ids.choir]));
  });

  it('one word, or words no offer has: no offers with some words, and a cursor of that kind is refused', async () => {
    expect((await search('fotboll')).some_words_from).toBeUndefined();
    expect((await search('qxzvw plimquat')).items).toEqual([]);
    const cursor = Buffer.from(JSON.stringify(['relevance', 'any:1.5', '5'])).toString('base64url');
    const res = await t.request(`/api/offers?type=association&q=fotboll&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_CURSOR');
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
