// The ranked search read term by term (ranked.ts) finds exactly what ranking every match finds, page after
// page, on PGlite and on PostgreSQL; its rank is the SQL rank of decision 017; the stored scores follow every
// write of an offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { readProcessEnv } from '@server/env.js';
import { createFreshDatabase, type FreshDatabase } from '@test/support/fresh-database.js';
import { testDatabaseKind } from '@test/support/harness.js';
import { loadCorpus, readEvalFile, type JudgedQuery } from '../../../bench/search-eval/load.js';
import { findRankedHits, Ranker, type RankedHit, type RankedQuery } from './ranked.js';
import { ensureSearchTerms, prepareSearch } from './search.js';
import { EVERY_WORD_RANK, render, someWordsOf, type SearchQueries } from './query.js';

const AWKWARD = ['inebandy malmo', 'sponsirng', 'fotb ung', 'och', 'för', 'ÅÄÖ', 'k', 'idrott stöd barn', 'malmö'];

interface Setup {
  database: Database;
  fresh?: FreshDatabase;
}

async function queriesOf(): Promise<[JudgedQuery['type'], string][]> {
  const judged = [
    ...readEvalFile<JudgedQuery[]>('./queries-dev.json'),
    ...readEvalFile<JudgedQuery[]>('./queries-dev2.json'),
  ];
  return [
    ...judged.map((q) => [q.type, q.text] as [JudgedQuery['type'], string]),
    ...AWKWARD.map((text) => ['association', text] as [JudgedQuery['type'], string]),
  ];
}

/** Every approved offer of the type ranked from all its stored scores: what the threshold must reproduce. */
async function rankAll(database: Database, type: string, ranker: Ranker): Promise<RankedHit[]> {
  const rows = (
    await database.db.execute(sql`SELECT offer_id::text AS id, lexeme, score FROM search_scores WHERE type = ${type}`)
  ).rows as { id: string; lexeme: string; score: number }[];
  const byId = new Map<number, Map<string, number>>();
  for (const r of rows) {
    if (!ranker.leaves.some((l) => (l.prefix ? r.lexeme.startsWith(l.lexeme) : r.lexeme === l.lexeme))) continue;
    const terms = byId.get(Number(r.id)) ?? new Map<string, number>();
    terms.set(r.lexeme, r.score);
    byId.set(Number(r.id), terms);
  }
  return [...byId]
    .filter(([, terms]) => ranker.matches(terms))
    .map(([id, terms]) => ({ id, rank: ranker.rank(terms) }))
    .sort((a, b) => b.rank - a.rank || b.id - a.id);
}

// each project of vitest.config.ts runs this file on its database
const backend = testDatabaseKind;
describe(`ranked search on ${backend}`, () => {
  const setup = {} as Setup;

  beforeAll(async () => {
    if (backend === 'postgres') {
      setup.fresh = await createFreshDatabase(readProcessEnv().TEST_DATABASE_URL ?? '', 'search_ranked');
      setup.database = await openDatabase({ url: setup.fresh.url, poolSize: 2 });
    } else {
      setup.database = await openDatabase({ dataDir: 'memory://' });
    }
    await migrate(setup.database);
    await loadCorpus(setup.database);
    await ensureSearchTerms(setup.database.db);
  }, 120_000);

  afterAll(async () => {
    await setup.database?.close();
    await setup.fresh?.drop();
  });

  /** Every page of 7 (at most 40) of a query, compared with ranking every match; how many offers that was. */
  async function pageThrough(
    type: JudgedQuery['type'],
    text: string,
    tuning: RankedQuery['tuning'] = {},
    which: (queries: SearchQueries) => SearchQueries | null = (queries) => queries,
  ): Promise<number> {
    const search = await prepareSearch(setup.database.db, text);
    const queries = search && which(search.queries);
    if (!queries) return 0;
    const expected = await rankAll(setup.database, type, new Ranker(queries));
    const got: RankedHit[] = [];
    let after: RankedHit | null = null;
    for (let page = 0; page < 40; page++) {
      const hits = await findRankedHits(setup.database.db, {
        type,
        narrowing: [],
        queries,
        after,
        take: 7,
        tuning,
      });
      got.push(...hits);
      if (hits.length < 7) break;
      after = hits.at(-1)!;
    }
    expect(got, `${type}: ${text}`).toEqual(expected.slice(0, got.length));
    expect(got.length === expected.length || got.length === 40 * 7, `${type}: ${text}`).toBe(true);
    return expected.length;
  }

  it('pages through every dev query exactly as ranking every match does', async () => {
    let compared = 0;
    for (const [type, text] of await queriesOf()) compared += await pageThrough(type, text);
    expect(compared).toBeGreaterThan(1000);
  }, 240_000);

  it('gives the same pages by the threshold alone (reading 2, 4, 8 … entries a term) and by ranking every match at once', async () => {
    let compared = 0;
    const queries = (await queriesOf()).filter((_, i) => i % 4 === 0);
    for (const [type, text] of queries) compared += await pageThrough(type, text, { rounds: 1000, firstBlock: 2 });
    for (const [type, text] of queries) compared += await pageThrough(type, text, { rounds: 0 });
    // the entries as text per offer: many lexemes, and prefixes not expanded
    for (const [type, text] of queries.slice(0, 12)) {
      compared += await pageThrough(type, text, { rounds: 0, maskBits: 0 });
      compared += await pageThrough(type, text, { maxExpansion: 0 });
    }
    expect(compared).toBeGreaterThan(600);
  }, 240_000);

  it('with some words enough: the same pages by every way of answering, the offers with every word first', async () => {
    const { db } = setup.database;
    const several = (await queriesOf()).filter(([, text]) => text.trim().includes(' '));
    let compared = 0;
    let partial = 0;
    for (const [i, [type, text]] of several.entries()) {
      compared += await pageThrough(type, text, {}, someWordsOf);
      if (i % 3 === 0) {
        compared += await pageThrough(type, text, { rounds: 1000, firstBlock: 2 }, someWordsOf);
        compared += await pageThrough(type, text, { rounds: 0 }, someWordsOf);
      }
      const search = (await prepareSearch(db, text))!;
      const relaxed = someWordsOf(search.queries);
      if (!relaxed) continue;
      // the offers ranked above EVERY_WORD_RANK are exactly those with every word; the rest have some
      const all = await rankAll(setup.database, type, new Ranker(relaxed));
      const every = new Set((await rankAll(setup.database, type, new Ranker(search.queries))).map((h) => h.id));
      expect(
        all
          .filter((h) => h.rank >= EVERY_WORD_RANK)
          .map((h) => h.id)
          .sort(),
        text,
      ).toEqual([...every].sort());
      const firstSome = all.findIndex((h) => h.rank < EVERY_WORD_RANK);
      if (firstSome >= 0)
        expect(
          all.slice(firstSome).every((h) => !every.has(h.id)),
          text,
        ).toBe(true);
      partial += all.length - every.size;
      // and the database's own match of any word finds the same offers
      const theirs = (
        await db.execute(
          sql`SELECT count(*)::int AS n FROM offers o WHERE o.type = ${type} AND o.is_approved
                AND o.search_terms @@ ${render(relaxed.match)}::tsquery`,
        )
      ).rows as { n: number }[];
      expect(theirs[0]!.n, text).toBe(all.length);
    }
    expect(several.length).toBeGreaterThan(30);
    expect(compared).toBeGreaterThan(1000);
    expect(partial).toBeGreaterThan(100);
  }, 240_000);

  it('ranks as the SQL rank of search.ts does (within float4 rounding)', async () => {
    const { db } = setup.database;
    let compared = 0;
    for (const [type, text] of (await queriesOf()).slice(0, 120)) {
      const search = await prepareSearch(db, text);
      if (!search) continue;
      const ranker = new Ranker(search.queries);
      const mine = new Map((await rankAll(setup.database, type, ranker)).map((h) => [h.id, h.rank]));
      const theirs = (
        await db.execute(
          sql`SELECT o.id::text AS id, (${search.rank})::float8 AS rank FROM offers o
                WHERE o.type = ${type} AND o.is_approved AND ${search.match}`,
        )
      ).rows as { id: string; rank: number }[];
      expect(theirs.length, text).toBe(mine.size);
      for (const { id, rank } of theirs) {
        expect(Math.abs(rank - mine.get(Number(id))!), `${text} #${id}`).toBeLessThan(1e-5);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 240_000);

  it('keeps to the filters, and ties go to the newest offer', async () => {
    const { db } = setup.database;
    const search = (await prepareSearch(db, 'fotboll'))!;
    const tag = [sql`'ungdom' = ANY(samverka_lower_tags(o.tags))`];
    const hits = await findRankedHits(db, {
      type: 'association',
      narrowing: tag,
      queries: search.queries,
      after: null,
      take: 50,
    });
    const allowed = new Set(
      (
        (
          await db.execute(
            sql`SELECT o.id::text AS id FROM offers o
                  WHERE o.type = 'association' AND o.is_approved AND ${tag[0]} AND ${search.match}`,
          )
        ).rows as { id: string }[]
      ).map((r) => Number(r.id)),
    );
    expect(hits.length).toBe(allowed.size);
    const everyMatch = await findRankedHits(db, {
      type: 'association',
      narrowing: tag,
      queries: search.queries,
      after: null,
      take: 50,
      tuning: { maskBits: 0 },
    });
    expect(everyMatch).toEqual(hits);
    expect(hits.every((h) => allowed.has(h.id))).toBe(true);
    for (let i = 1; i < hits.length; i++) {
      const [a, b] = [hits[i - 1]!, hits[i]!];
      expect(a.rank > b.rank || (a.rank === b.rank && a.id > b.id)).toBe(true);
    }
  });

  it('follows every write: a new text, a withdrawn approval, a deleted offer', async () => {
    const { db } = setup.database;
    const [row] = (
      await db.execute(
        sql`INSERT INTO offers (type, title, organization, description, tags, is_approved)
              VALUES ('foundation', 'Zqxfond för qwyrtol', 'Zqxstiftelsen', 'Stöd till unga', '{}', true)
              RETURNING id::text AS id`,
      )
    ).rows as { id: string }[];
    const id = Number(row!.id);
    const find = async (q: string) => {
      const search = (await prepareSearch(db, q))!;
      return findRankedHits(db, {
        type: 'foundation',
        narrowing: [],
        queries: search.queries,
        after: null,
        take: 5,
      });
    };
    expect((await find('qwyrtol')).map((h) => h.id)).toEqual([id]);
    await db.execute(sql`UPDATE offers SET title = 'Zqxfond för plimquat' WHERE id = ${id}`);
    expect(await find('qwyrtol')).toEqual([]);
    expect((await find('zqxfond plimquat')).map((h) => h.id)).toEqual([id]);
    await db.execute(sql`UPDATE offers SET is_approved = false WHERE id = ${id}`);
    expect(await find('zqxfond')).toEqual([]);
    await db.execute(sql`UPDATE offers SET is_approved = true WHERE id = ${id}`);
    expect((await find('zqxfond')).map((h) => h.id)).toEqual([id]);
    await db.execute(sql`DELETE FROM offers WHERE id = ${id}`);
    expect(await find('zqxfond')).toEqual([]);
    const left = (await db.execute(sql`SELECT count(*)::int AS n FROM search_scores WHERE offer_id = ${id}`)).rows as {
      n: number;
    }[];
    expect(left[0]!.n).toBe(0);
  });
});
