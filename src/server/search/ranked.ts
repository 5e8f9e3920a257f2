// A search ranked by relevance without ranking every match (decision 017, 'Ranked term by term'). The rank
// of an offer is computed here from its stored per-term scores (search_scores, migration 0510): per query word
// the best level it matches at, the direct and the thesaurus terms' scores as ts_rank adds them (each term's own
// ts_rank, summed and divided by the number of query terms), and the bonus for the exact spelling. The best
// offers are found by Fagin's threshold algorithm: each term's offers are read best first, every offer met is
// ranked in full, and reading stops once no offer not yet met can rank above the page's last one (ties go to
// the newest id). When that would read too much (long flat lists, a filter that few of the best offers pass, a
// very short prefix), every match is ranked from its stored scores instead: the same rank, the same order.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { rows, sqlArray } from '@server/db/raw.js';
import {
  EVERY_WORD_RANK,
  leavesOf,
  rankItems,
  render,
  type QueryLeaf,
  type QueryNode,
  type SearchQueries,
} from './query.js';
import { DIRECT_RANK, SPELLING_RANK, THESAURUS_RANK } from './search.js';

export interface RankedHit {
  id: number;
  rank: number;
}

/** an offer's terms among the query's, with their scores (whole numbers: ts_rank × SCORE_SCALE) */
type Terms = Map<string, number>;

/** search_scores.score is a term's ts_rank in hundred-millionths (migration 0510) */
const SCORE_SCALE = 1e8;
/** the frontier of a list not read yet: above every score */
const TOP_SCORE = 2_147_483_647;

const TUNING = {
  /** the lexemes a prefix of the query may stand for, at most (else every match is ranked) */
  maxExpansion: 200,
  /**
   * Rounds of the threshold before it gives way to ranking every match. A round reads the next block of each
   * list and ranks the offers met (one look-up for all of them); when the page is not proven after two, the
   * lists are long and flat (many offers with the same score for a term, which the threshold cannot pass
   * without reading them all), and reading every entry at once is cheaper than meeting them round by round
   * (a third round cost more at the 95th percentile of the benchmark's words than it saved at the median).
   */
  rounds: 2,
  /** entries of each list read in the first round, twice as many each round after */
  firstBlock: 64,
  /** lexemes one bit each of a bigint can stand for, in ranking every match in the database */
  maskBits: 62,
};

const matchesLeaf = (leaf: QueryLeaf, lexeme: string) =>
  leaf.prefix ? lexeme.startsWith(leaf.lexeme) : lexeme === leaf.lexeme;

function holds(node: QueryNode, terms: Terms): boolean {
  if ('lexeme' in node) {
    if (!node.prefix) return terms.has(node.lexeme);
    for (const lexeme of terms.keys()) if (matchesLeaf(node, lexeme)) return true;
    return false;
  }
  return node.op === '&' ? node.of.every((n) => holds(n, terms)) : node.of.some((n) => holds(n, terms));
}

/** The rank of one query, computed from an offer's terms; the same function bounds the offers not yet read. */
export class Ranker {
  private readonly direct: QueryLeaf[];
  private readonly thesaurus: QueryLeaf[];
  /** per lexeme: how many direct and thesaurus items it counts for */
  private readonly weights = new Map<string, [number, number]>();
  /** every leaf of the query: what an offer's term must match to count */
  readonly leaves: QueryLeaf[];

  constructor(private readonly queries: SearchQueries) {
    this.direct = rankItems(queries.direct);
    this.thesaurus = rankItems(queries.thesaurus);
    this.leaves = [...leavesOf(queries.match), ...leavesOf(queries.every ?? null), ...leavesOf(queries.spelling)];
  }

  /** How many direct and thesaurus items a lexeme counts for (what its score is multiplied by). */
  weightOf(lexeme: string): [number, number] {
    let w = this.weights.get(lexeme);
    if (!w) {
      const count = (items: QueryLeaf[]) => items.reduce((n, leaf) => n + (matchesLeaf(leaf, lexeme) ? 1 : 0), 0);
      w = [count(this.direct), count(this.thesaurus)];
      this.weights.set(lexeme, w);
    }
    return w;
  }

  /** per set of lexemes (sorted, joined): whether it matches, its words' levels, the spelling and every-word bonuses */
  private readonly shapes = new Map<string, { matches: boolean; words: number[]; spelling: boolean; every: boolean }>();

  private shapeOf(key: string, lexemes: string[]) {
    let shape = this.shapes.get(key);
    if (!shape) {
      const terms: Terms = new Map(lexemes.map((lexeme) => [lexeme, 0]));
      shape = {
        matches: holds(this.queries.match, terms),
        words: this.wordLevels(terms),
        spelling: this.queries.spelling !== null && holds(this.queries.spelling, terms),
        every: this.hasEveryWord(terms),
      };
      this.shapes.set(key, shape);
    }
    return shape;
  }

  /** whole-number sums of an offer's direct and thesaurus scores: exact, so in any order */
  private sums(terms: Terms): [number, number] {
    let direct = 0;
    let thesaurus = 0;
    for (const [lexeme, score] of terms) {
      const [d, t] = this.weightOf(lexeme);
      direct += d * score;
      thesaurus += t * score;
    }
    return [direct, thesaurus];
  }

  /**
   * The rank of an offer with these terms, null when it does not match every word. Offers share few sets of
   * the query's lexemes, so what depends only on which terms an offer has is worked out once per set.
   */
  rankOfTerms(terms: Terms): number | null {
    const lexemes = [...terms.keys()].sort();
    return this.rankOfSums(lexemes.join(' '), lexemes, ...this.sums(terms));
  }

  /** with some words enough (someWordsOf): whether the terms hold every word */
  private hasEveryWord(terms: Terms): boolean {
    return this.queries.every !== undefined && holds(this.queries.every, terms);
  }

  /** levels + ts_rank of the direct terms + ts_rank of the thesaurus terms + the spelling and every-word bonuses */
  finish(words: number[], direct: number, thesaurus: number, spelling: boolean, every: boolean): number {
    let rank = every ? EVERY_WORD_RANK : 0;
    for (const level of words) rank += level;
    if (this.direct.length > 0) rank += (DIRECT_RANK * (direct / SCORE_SCALE)) / this.direct.length;
    if (this.queries.thesaurus && this.thesaurus.length > 0)
      rank += (THESAURUS_RANK * (thesaurus / SCORE_SCALE)) / this.thesaurus.length;
    if (spelling) rank += SPELLING_RANK;
    return rank;
  }

  /** The rank of an offer by the set of its lexemes (sorted, and joined as the key) and its sums; null: no match. */
  rankOfSums(key: string, lexemes: string[], direct: number, thesaurus: number): number | null {
    const shape = this.shapeOf(key, lexemes);
    return shape.matches ? this.finish(shape.words, direct, thesaurus, shape.spelling, shape.every) : null;
  }

  /** Whether an offer with these terms matches every word. */
  matches(terms: Terms): boolean {
    return holds(this.queries.match, terms);
  }

  /** The rank of any terms, matching or not, with the words' levels given or worked out: bounds and least ranks. */
  rank(terms: Terms, words = this.wordLevels(terms)): number {
    const spelling = this.queries.spelling !== null && holds(this.queries.spelling, terms);
    return this.finish(words, ...this.sums(terms), spelling, this.hasEveryWord(terms));
  }

  /** per word the highest level its terms reach (0 when none): the first that holds, levels being best first */
  wordLevels(terms: Terms): number[] {
    return this.queries.levels.map((levels) => levels.find(([, node]) => holds(node, terms))?.[0] ?? 0);
  }

  /**
   * The least rank a matching offer with this term has: every other word at its lowest level, or, when some
   * words are enough, missing.
   */
  leastWith(lexeme: string): number {
    const terms: Terms = new Map([[lexeme, 0]]);
    const someEnough = this.queries.every !== undefined;
    const words = this.wordLevels(terms).map(
      (level, i) => level || (someEnough ? 0 : Math.min(...this.queries.levels[i]!.map(([value]) => value))),
    );
    return this.rank(terms, words);
  }
}

/** (rank, id) of a before b in the ranked order: higher rank first, then the newest id */
const before = (a: RankedHit, b: RankedHit) => a.rank > b.rank || (a.rank === b.rank && a.id > b.id);

/** Keeps the best `take` hits in order: one is put in its place, the last falls off. */
function keepBest(hits: RankedHit[], hit: RankedHit, take: number): void {
  if (hits.length === take && !before(hit, hits[take - 1]!)) return;
  let at = hits.length;
  while (at > 0 && before(hit, hits[at - 1]!)) at--;
  hits.splice(at, 0, hit);
  if (hits.length > take) hits.pop();
}

interface List {
  lexeme: string;
  score: number;
  id: number;
  done: boolean;
}

/** The query's lexemes that offers of the type have; null when a prefix stands for too many. */
async function expand(db: Db, type: string, leaves: QueryLeaf[], most: number): Promise<string[] | null> {
  const exact = [...new Set(leaves.filter((l) => !l.prefix).map((l) => l.lexeme))];
  const prefixes = [...new Set(leaves.filter((l) => l.prefix).map((l) => l.lexeme))];
  const found = await rows<{ lexeme: string; prefix: string | null }>(
    db,
    sql`SELECT l.lexeme, NULL AS prefix FROM search_lexemes l
          WHERE l.type = ${type} AND l.lexeme = ANY(${sqlArray(exact, 'text')})
        UNION ALL
        SELECT x.lexeme, p.p AS prefix FROM unnest(${sqlArray(prefixes, 'text')}) AS p(p),
          LATERAL (SELECT lexeme FROM search_lexemes l WHERE l.type = ${type}
                     AND l.lexeme >= p.p AND l.lexeme < p.p || chr(1114111)
                   ORDER BY l.lexeme LIMIT ${most + 1}) x`,
  );
  const perPrefix = new Map<string, number>();
  for (const { prefix } of found) if (prefix !== null) perPrefix.set(prefix, (perPrefix.get(prefix) ?? 0) + 1);
  if ([...perPrefix.values()].some((n) => n > most)) return null;
  return [...new Set(found.map((r) => r.lexeme))].sort();
}

type ScoreRow = { id: string; lexeme: string; score: number };

function termsById(entries: ScoreRow[]): Map<number, Terms> {
  const byId = new Map<number, Terms>();
  for (const { id, lexeme, score } of entries) {
    const key = Number(id);
    let terms = byId.get(key);
    if (!terms) byId.set(key, (terms = new Map()));
    terms.set(lexeme, score);
  }
  return byId;
}

export interface RankedQuery {
  type: string;
  queries: SearchQueries;
  /** the hits after this (rank, id) */
  after: RankedHit | null;
  take: number;
  /** conditions on offers `o` beyond the type and approval (tags, place, budget, reach), empty when none */
  narrowing: SQL[];
  /** other limits than the defaults (tests reach every way of answering with them) */
  tuning?: Partial<typeof TUNING>;
  /** filled with how the page was found, when given (benchmarks) */
  stats?: RankedStats;
}

export interface RankedStats {
  /** the terms' lists, and those read (not above the cursor) */
  lists: number;
  listsRead: number;
  rounds: number;
  /** list entries read by the threshold */
  entries: number;
  /** every match ranked at once instead */
  everyMatch: boolean;
}

const filtersOf = (query: RankedQuery) => [sql`o.type = ${query.type}`, sql`o.is_approved`, ...query.narrowing];

/** The first `take` matching offers after the cursor, best first. */
export async function findRankedHits(db: Db, query: RankedQuery): Promise<RankedHit[]> {
  const ranker = new Ranker(query.queries);
  const tuning = { ...TUNING, ...query.tuning };
  const lexemes = await expand(db, query.type, ranker.leaves, tuning.maxExpansion);
  if (lexemes === null) return rankEveryMatch(db, query, ranker, null);
  if (lexemes.length === 0) return [];
  // a filter that few of the best offers pass would make the threshold read deep: its offers are ranked instead
  if (query.narrowing.length > 0) return rankEveryMatch(db, query, ranker, lexemes);
  const { after } = query;
  // offers with a term whose least rank is above the cursor were on earlier pages: their lists are not read
  const lists: List[] = lexemes
    .filter((lexeme) => !after || ranker.leastWith(lexeme) <= after.rank)
    .map((lexeme) => ({ lexeme, score: TOP_SCORE, id: Number.MAX_SAFE_INTEGER, done: false }));
  const seen = new Set<number>();
  const hits: RankedHit[] = [];
  const { rounds } = tuning;
  const stats = query.stats ?? ({} as RankedStats);
  Object.assign(stats, { lists: lexemes.length, listsRead: lists.length, rounds: 0, entries: 0, everyMatch: false });
  for (let round = 0, block = tuning.firstBlock; ; round++, block *= 2) {
    const open = lists.filter((l) => !l.done);
    if (open.length === 0) break;
    if (round === rounds) {
      stats.everyMatch = true;
      return rankEveryMatch(db, query, ranker, lexemes);
    }
    const read = await rows<{ i: number; id: string; score: number }>(
      db,
      sql`SELECT l.i::int AS i, s.offer_id::text AS id, s.score
          FROM unnest(${sqlArray(
            open.map((l) => l.lexeme),
            'text',
          )}, ${sqlArray(
            open.map((l) => l.score),
            'integer',
          )},
                      ${sqlArray(
                        open.map((l) => l.id),
                        'bigint',
                      )}) WITH ORDINALITY AS l(lexeme, score, id, i),
            LATERAL (SELECT s.offer_id, s.score FROM search_scores s
                     WHERE s.type = ${query.type} AND s.lexeme = l.lexeme AND (s.score, s.offer_id) < (l.score, l.id)
                     ORDER BY s.score DESC, s.offer_id DESC LIMIT ${block}) s`,
    );
    stats.rounds++;
    stats.entries += read.length;
    const counts = new Map<number, number>();
    const fresh = new Set<number>();
    for (const row of read) {
      const list = open[row.i - 1]!;
      const id = Number(row.id);
      counts.set(row.i, (counts.get(row.i) ?? 0) + 1);
      // the list's frontier: the last (lowest) entry read
      if (row.score < list.score || (row.score === list.score && id < list.id)) {
        list.score = row.score;
        list.id = id;
      }
      if (!seen.has(id)) fresh.add(id);
    }
    open.forEach((list, i) => {
      if ((counts.get(i + 1) ?? 0) < block) list.done = true;
    });
    if (fresh.size > 0) {
      const ids = [...fresh];
      for (const id of ids) seen.add(id);
      const byId = termsById(
        await rows<ScoreRow>(
          db,
          // the scores are kept for approved offers only, by type (no narrowing filter here)
          sql`SELECT s.offer_id::text AS id, s.lexeme, s.score FROM search_scores s
              WHERE s.offer_id = ANY(${sqlArray(ids, 'bigint')}) AND s.lexeme = ANY(${sqlArray(lexemes, 'text')})`,
        ),
      );
      for (const [id, terms] of byId) {
        const rank = ranker.rankOfTerms(terms);
        if (rank === null) continue;
        const hit = { id, rank };
        if (!after || before(after, hit)) keepBest(hits, hit, query.take);
      }
    }
    const stillOpen = lists.filter((l) => !l.done);
    if (stillOpen.length === 0) break;
    const kth = hits[query.take - 1];
    if (kth) {
      // the best rank an offer not read yet can have: present in every open list at its frontier's score
      const bound = ranker.rank(new Map(stillOpen.map((l) => [l.lexeme, l.score])));
      const newestUnread = Math.max(...stillOpen.map((l) => l.id));
      if (bound < kth.rank || (bound === kth.rank && kth.id > newestUnread)) break;
    }
  }
  return hits;
}

/**
 * Every match ranked from its stored scores. The database reads the query's entries of the type at once (or,
 * with a narrowing filter, of the offers that pass it and match) and adds them up per offer: which of the lexemes it has (a bit each)
 * and its whole-number sums of direct and thesaurus scores; what the set of lexemes means (every word matched,
 * the levels) is worked out here once per set. Many lexemes (more than maskBits) or unexpanded prefixes: the
 * entries come as text, grouped per offer.
 */
async function rankEveryMatch(
  db: Db,
  query: RankedQuery,
  ranker: Ranker,
  lexemes: string[] | null,
): Promise<RankedHit[]> {
  const terms = lexemes
    ? sql`s.lexeme = ANY(${sqlArray(lexemes, 'text')})`
    : sql`(s.lexeme = ANY(${sqlArray(
        ranker.leaves.filter((l) => !l.prefix).map((l) => l.lexeme),
        'text',
      )})
          OR s.lexeme LIKE ANY(${sqlArray(
            ranker.leaves.filter((l) => l.prefix).map((l) => `${l.lexeme.replace(/[\\%_]/g, '\\$&')}%`),
            'text',
          )}))`;
  // narrowed: the offers that pass the filters and match come first (the database picks the most selective
  // index), and their entries are read by offer; else the entries of the type are read term by term
  const narrowed = query.narrowing.length > 0;
  const candidates = narrowed
    ? sql`WITH c AS MATERIALIZED (SELECT o.id FROM offers o WHERE ${sql.join(filtersOf(query), sql` AND `)}
            AND o.search_terms @@ ${render(query.queries.match)}::tsquery) `
    : sql``;
  const entries = narrowed ? sql`c JOIN search_scores s ON s.offer_id = c.id AND ${terms}` : sql`search_scores s`;
  const ofType = narrowed ? sql`` : sql` AND s.type = ${query.type} AND ${terms}`;
  const hits: RankedHit[] = [];
  const keep = (id: string, rank: number | null) => {
    if (rank === null) return;
    const hit = { id: Number(id), rank };
    if (!query.after || before(query.after, hit)) keepBest(hits, hit, query.take);
  };
  if (lexemes && lexemes.length <= (query.tuning?.maskBits ?? TUNING.maskBits)) {
    const weights = lexemes.map((lexeme) => ranker.weightOf(lexeme));
    const sums = await rows<{ id: string; mask: string; direct: string; thesaurus: string }>(
      db,
      sql`${candidates}SELECT s.offer_id::text AS id, bit_or(q.bit)::text AS mask,
                 sum(s.score * q.d)::text AS direct, sum(s.score * q.t)::text AS thesaurus
          FROM unnest(${sqlArray(lexemes, 'text')}, ${sqlArray(
            lexemes.map((_, i) => 1n << BigInt(i)),
            'bigint',
          )},
                      ${sqlArray(
                        weights.map(([d]) => d),
                        'integer',
                      )},
                      ${sqlArray(
                        weights.map(([, t]) => t),
                        'integer',
                      )}) AS q(lexeme, bit, d, t)
            JOIN ${entries} ON s.lexeme = q.lexeme${ofType}
          GROUP BY s.offer_id`,
    );
    const present = new Map<string, [string, string[]]>();
    for (const row of sums) {
      let shape = present.get(row.mask);
      if (!shape) {
        const mask = BigInt(row.mask);
        const list = lexemes.filter((_, i) => ((mask >> BigInt(i)) & 1n) === 1n);
        present.set(row.mask, (shape = [list.join(' '), list]));
      }
      keep(row.id, ranker.rankOfSums(shape[0], shape[1], Number(row.direct), Number(row.thesaurus)));
    }
    return hits;
  }
  const grouped = await rows<{ id: string; lexemes: string; scores: string }>(
    db,
    sql`${candidates}SELECT s.offer_id::text AS id, string_agg(s.lexeme, ' ') AS lexemes,
               string_agg(s.score::text, ' ') AS scores
        FROM ${entries} WHERE true${ofType}
        GROUP BY s.offer_id`,
  );
  for (const row of grouped) {
    const scores = row.scores.split(' ').map(Number);
    keep(row.id, ranker.rankOfTerms(new Map(row.lexemes.split(' ').map((lexeme, i) => [lexeme, scores[i]!]))));
  }
  return hits;
}
