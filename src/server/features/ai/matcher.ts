// The built-in matcher: ranks approved offers for an analysed message with the offers search's terms
// (offers.search_terms, src/server/search/: compounds, å/ä/ö, stems, prefixes) plus type, place, budget
// and recency.
import type { Database } from '@server/db/client.js';
import { OFFER_TYPES, type OfferType } from '@shared/constants.js';
import { fold } from '@server/search/words.js';
import type { TAiMatch } from '@shared/schemas/ai.js';
import { ensureSearchTerms } from '@server/search/search.js';
import { wordQuery } from '@server/search/query.js';
import type { Analysis } from './analysis.js';
import { causeSearchWords, isAudience } from './causes.js';
import { partnerTypes } from './partners.js';
import { scoreOffer, type ScoredRow } from './score.js';

export const MAX_MATCHES = 5;
const CANDIDATES = 120;

export interface MatchedOffer extends TAiMatch {
  type: OfferType;
  location: string | null;
  budget: string | null;
  description: string;
  /** how many of the message's topic words the offer contains */
  termHits: number;
}

export interface MatchResult {
  matches: MatchedOffer[];
  /** the types the search was limited to, and why */
  types: OfferType[];
  typeSource: 'named' | 'complementary' | 'all';
  /** no offer shared a topic word, so these fit by type, place or budget only */
  relaxed: boolean;
}

/** A candidate as the SQL below returns it: the scored fields under their column names. */
type Row = Omit<ScoredRow, 'targetAudience' | 'createdAt' | 'rank' | 'matched' | 'audience'> & {
  age_bands: Record<string, number> | null;
  audience_regions: Record<string, number> | null;
  id: string | number;
  target_audience: string | null;
  created_at: string | Date;
  rank: number | string;
  matched: string[] | null;
};

export interface FindMatchesOptions {
  database: Database;
  analysis: Analysis;
  /** the caller's user type from their profile; the message's own statement wins */
  profileType?: OfferType | null;
  /** never match the caller's own offers */
  excludeUserId?: string | null;
  now?: Date;
  limit?: number;
}

export async function findMatches(options: FindMatchesOptions): Promise<MatchResult> {
  const { analysis } = options;
  const selfType = analysis.selfType ?? options.profileType ?? null;
  // the types named, without the asker's own ('streamer söker sponsor' from a streamer), or the complement
  const { types: wanted, source } = partnerTypes({
    asker: selfType,
    askerFromAccount: analysis.selfStated || (!analysis.selfType && Boolean(options.profileType)),
    named: analysis.namedTypes,
    loose: analysis.looseTypes,
    ownKind: analysis.ownKind,
    coFunding: analysis.coFunding,
  });
  const restricted = source !== 'all';

  const noWordHit = (ms: MatchedOffer[]) => analysis.terms.length > 0 && ms.every((m) => m.termHits === 0);
  let matches = await rankOffers(options, wanted);
  if (matches.length > 0) return { matches, types: wanted, typeSource: source, relaxed: noWordHit(matches) };
  // nothing among those types mentions the words: any approved offer that does is better than none, unless
  // the asker's kind is known (then an offer of their own kind is no answer)
  if (restricted && !selfType) {
    matches = await rankOffers(options, [...OFFER_TYPES]);
    if (matches.length > 0) return { matches, types: [...OFFER_TYPES], typeSource: 'all', relaxed: noWordHit(matches) };
  }
  // no offer mentions the words at all: the best of the wanted types, places and budget still help
  if (analysis.terms.length > 0 && (restricted || analysis.places.length > 0 || analysis.budget !== null)) {
    matches = await rankOffers({ ...options, analysis: { ...analysis, terms: [] } }, wanted);
    return { matches, types: wanted, typeSource: source, relaxed: matches.length > 0 };
  }
  return { matches: [], types: wanted, typeSource: source, relaxed: false };
}

/**
 * The best full-text hits of each type, one branch per type: every type has a full-text index of its own
 * approved offers (migration 0220), which a branch can only use when it names its type as a constant.
 * The types come from OFFER_TYPES, never from the caller's text.
 */
function fullTextByType(types: OfferType[], condition: string): string {
  const known = types.filter((type) => OFFER_TYPES.includes(type));
  if (known.length === 0)
    return 'SELECT NULL::bigint AS id, 0::real AS rank, NULL::timestamptz AS created_at WHERE false';
  return known
    .map(
      (type) => `(SELECT o.id, ts_rank(o.search_terms, q.query) AS rank, o.created_at FROM offers o, q
        WHERE q.query IS NOT NULL AND o.type = '${type}' AND o.is_approved AND o.search_terms @@ q.query
          AND ($6::text IS NULL OR o.user_id IS NULL OR o.user_id <> $6::text) AND ${condition}
        ORDER BY rank DESC, o.created_at DESC LIMIT ${CANDIDATES})`,
    )
    .join(' UNION ALL ');
}

async function rankOffers(options: FindMatchesOptions, types: OfferType[]): Promise<MatchedOffer[]> {
  const { database, analysis } = options;
  const now = options.now ?? new Date();
  const limit = options.limit ?? MAX_MATCHES;
  // each topic word as a tsquery over the terms; a word the search drops (a stop word) is not a topic
  const terms = analysis.terms.flatMap((t) => {
    const q = topicQuery(t.word, t.part === true);
    return q ? [{ word: t.word, query: q }] : [];
  });
  // the words of the request's causes find offers that say the same with another word ('läxläsning')
  const causeQueries =
    terms.length > 0
      ? analysis.causes
          .filter((c) => !isAudience(c))
          .flatMap(causeSearchWords)
          .flatMap((w) => wordQuery(w) ?? [])
      : [];
  const query = terms.length > 0 ? [...terms.map((t) => t.query), ...causeQueries].join(' | ') : null;
  await ensureSearchTerms(database.db);
  const exact = analysis.places.flatMap((p) => p.exact);
  const near = analysis.places.flatMap((p) => p.near).filter((n) => !exact.includes(n));
  const hasPlace = analysis.places.length > 0;
  // tags are compared as written ('Göteborg'), so offer both spellings
  const exactTags = [
    ...new Set(
      analysis.places.flatMap((p) => [
        p.name,
        ...p.exact.map((e) => e.charAt(0).toLocaleUpperCase('sv-SE') + e.slice(1)),
      ]),
    ),
  ];

  // Candidates, each list bounded so a large table stays fast: the best full-text hits, the best
  // full-text hits inside the place, the newest offers in the place, and (with no topic words) the newest
  // offers of the types. Only these few hundred rows get the full scoring below.
  const approved = `o.is_approved AND o.type = ANY($3::text[]) AND ($6::text IS NULL OR o.user_id IS NULL OR o.user_id <> $6::text)`;
  // Candidates only need a cheap test: the location is one of the names ('Mölndal') or a tag names it.
  // The exact fit (also 'Malmö och Lund', 'Hela Sverige') is judged per candidate in scoreRow.
  const inPlace = `(lower(o.location) = ANY($4::text[]) OR o.tags && $7::text[])`;
  const rows = await database.query<Row>(
    `WITH q AS (
       SELECT $1::text::tsquery AS query, ARRAY(SELECT t::tsquery FROM unnest($2::text[]) AS t) AS parts
     ), ids AS (
       (SELECT id FROM (${fullTextByType(types, 'true')}) hits ORDER BY rank DESC, created_at DESC LIMIT ${CANDIDATES})
       UNION
       (SELECT id FROM (${fullTextByType(types, `$5::boolean AND ${inPlace}`)}) hits ORDER BY rank DESC, created_at DESC LIMIT ${CANDIDATES})
       UNION
       (SELECT o.id FROM offers o WHERE $5::boolean AND ${approved} AND ${inPlace}
        ORDER BY o.created_at DESC LIMIT ${CANDIDATES / 2})
       UNION
       (SELECT o.id FROM offers o WHERE $1::text IS NULL AND ${approved}
        ORDER BY o.created_at DESC LIMIT ${CANDIDATES})
     )
     SELECT o.id, o.type, o.title, o.organization, o.location, o.budget, o.description, o.tags, o.target_audience, o.featured, o.created_at,
            CASE WHEN q.query IS NULL THEN 0 ELSE ts_rank_cd(o.search_terms, q.query) END AS rank,
            ARRAY(SELECT w.word FROM unnest(q.parts, $8::text[]) AS w(p, word) WHERE o.search_terms @@ w.p) AS matched,
            a.age_bands, a.regions AS audience_regions
     FROM offers o JOIN ids USING (id) CROSS JOIN q LEFT JOIN profile_audiences a ON a.user_id = o.user_id`,
    [
      query,
      terms.map((t) => t.query),
      types,
      [...new Set([...exact, ...near])],
      hasPlace,
      options.excludeUserId ?? null,
      exactTags,
      terms.map((t) => t.word),
    ],
  );

  const asker = analysis.selfType ?? options.profileType ?? null;
  const scored = rows.map((row) => {
    const createdAt = new Date(row.created_at).getTime();
    const matched = row.matched ?? [];
    const { score, reasons } = scoreOffer(
      {
        ...row,
        targetAudience: row.target_audience,
        createdAt,
        rank: Number(row.rank),
        matched,
        audience: row.age_bands ? { ageBands: row.age_bands, regions: row.audience_regions ?? {} } : null,
      },
      analysis,
      asker,
      now,
    );
    const offer: MatchedOffer = {
      id: String(row.id),
      title: row.title,
      organization: row.organization,
      score: Math.round(Math.min(1, score) * 100) / 100,
      reasons,
      type: row.type,
      location: row.location,
      budget: row.budget,
      description: row.description,
      termHits: matched.length,
    };
    return { offer, score, createdAt };
  });
  scored.sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || Number(b.offer.id) - Number(a.offer.id));
  return scored.slice(0, limit).map((s) => s.offer);
}

/**
 * A topic word as a tsquery. A short acronym ('IT', 'UF') matches only whole or as a part ('IT-företag'); a
 * short first part of a compound ('rid' of 'ridklubb') as the start of a word ('ridning', 'ridsport').
 */
function topicQuery(word: string, part: boolean): string | null {
  const folded = fold(word);
  if (folded.length <= 3 && /^[a-z0-9]+$/.test(folded))
    return part ? `('${folded}':* | '+${folded}':*)` : `('${folded}' | '+${folded}')`;
  return wordQuery(word);
}
