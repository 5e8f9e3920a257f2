// The built-in matcher: ranks approved offers for an analysed message with the offers search's terms
// (offers.search_terms, src/server/search/: compounds, å/ä/ö, stems, prefixes) plus type, place, budget
// and recency.
import type { Database } from '@server/db/client.js';
import { OFFER_TYPES, type OfferType } from '@shared/constants.js';
import { fold, stem } from '@server/search/words.js';
import type { TAiMatch } from '@shared/schemas/ai.js';
import { ensureSearchTerms } from '@server/search/search.js';
import { wordQuery } from '@server/search/query.js';
import { synonymsOf } from '@server/search/thesaurus.js';
import type { Analysis } from './analysis.js';
import { isAudience } from './causes.js';
import { ensureOfferFacets, offerFacets } from './facets.js';
import { NATIONWIDE_KEY, regionsAround } from './places.js';
import { partnerTypes } from './partners.js';
import { scoreOffer, type ScoredRow } from './score.js';

export const MAX_MATCHES = 5;

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
type Row = Omit<ScoredRow, 'createdAt' | 'rank' | 'matched' | 'audience' | 'facets'> & {
  ai_causes: string[] | null;
  ai_seeks: OfferType[] | null;
  ai_regions: string[] | null;
  age_bands: Record<string, number> | null;
  audience_regions: Record<string, number> | null;
  id: string | number;
  created_at: string | Date;
  rank: number | string;
  matched: string[] | null;
  near_matched: string[] | null;
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

/**
 * Who asks: what the message states ('vi är en stiftelse'), else the account type, else what the message
 * suggests ('vill sponsra'; a creator asking 'vilka företag kan sponsra mig' stays a creator).
 */
const askerOf = (analysis: Analysis, profileType: OfferType | null | undefined): OfferType | null =>
  (analysis.selfStated ? analysis.selfType : null) ?? profileType ?? analysis.selfType ?? null;

/**
 * A visitor who names funders and one kind of recipient ('stipendium för youtubers', 'energibolag som
 * sponsrar föreningar') looks for the funders of that recipient: only the funders are searched, and they are
 * scored as for an asker of the recipient's kind (whom each offer wants counts).
 */
function forWhom(types: OfferType[], asker: OfferType | null, source: string) {
  const funders = types.filter((t) => t === 'business' || t === 'foundation');
  const recipients = types.filter((t) => t === 'association' || t === 'influencer');
  if (asker || source !== 'named' || funders.length === 0 || recipients.length !== 1) return { types };
  return { types: funders, beneficiary: recipients[0] };
}

export async function findMatches(input: FindMatchesOptions): Promise<MatchResult> {
  let options: FindMatchesOptions & { scoreAs?: OfferType } = input;
  const { analysis } = options;
  const selfType = askerOf(analysis, options.profileType);
  // 'stiftelse söker föreningar' from a foundation: the object is the partner it wants
  const wantedBySelf =
    selfType && !analysis.ownKind
      ? (analysis.seekPairs ?? []).filter(([subject]) => subject === selfType).map(([, object]) => object)
      : [];
  // the types named, without the asker's own ('streamer söker sponsor' from a streamer), or the complement
  const choice = partnerTypes({
    asker: selfType,
    askerFromAccount: analysis.selfStated || Boolean(options.profileType),
    named: [...new Set([...analysis.namedTypes, ...wantedBySelf])],
    loose: analysis.looseTypes,
    ownKind: analysis.ownKind,
    coFunding: analysis.coFunding,
  });
  const { source } = choice;
  const { types: wanted, beneficiary } = forWhom(choice.types, selfType, source);
  if (beneficiary) options = { ...options, scoreAs: beneficiary };
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
    matches = await rankOffers({ ...options, analysis: { ...analysis, terms: [] } }, wanted, true);
    return { matches, types: wanted, typeSource: source, relaxed: matches.length > 0 };
  }
  return { matches: [], types: wanted, typeSource: source, relaxed: false };
}

/** candidates each list takes per type: enough for the few that score best, few enough to stay fast */
const PER_TYPE = 40;

/**
 * One bounded branch per type: each type has indexes of its own approved offers (migrations 0220, 0410),
 * which a branch can only use when it names its type as a constant. The types come from OFFER_TYPES,
 * never from the caller's text.
 */
function perType(types: OfferType[], where: string, order: string, limit = PER_TYPE, columns = ''): string {
  const known = types.filter((type) => OFFER_TYPES.includes(type));
  const select = `o.id${columns ? `, ${columns}` : ''}`;
  if (known.length === 0) return `SELECT ${select} FROM offers o, q WHERE false`;
  return known
    .map(
      (type) => `(SELECT ${select} FROM offers o, q
        WHERE o.type = '${type}' AND o.is_approved AND ($6::text IS NULL OR o.user_id IS NULL OR o.user_id <> $6::text)
          AND ${where}${limit > 0 ? ` ORDER BY ${order} LIMIT ${limit}` : ''})`,
    )
    .join(limit > 0 ? ' UNION ' : ' UNION ALL ');
}

/** `newest`: also the newest offers of the types, when nothing shares a word or a cause */
async function rankOffers(
  options: FindMatchesOptions & { scoreAs?: OfferType },
  types: OfferType[],
  newest = false,
): Promise<MatchedOffer[]> {
  const { database, analysis } = options;
  const now = options.now ?? new Date();
  const limit = options.limit ?? MAX_MATCHES;
  // each topic word as a tsquery over the terms; a word the search drops (a stop word) is not a topic
  // a business's trade ('café', 'energi' of 'energibolag') says who pays, not what about: not a topic
  const asker = options.scoreAs ?? askerOf(analysis, options.profileType);
  const topics = asker === 'business' ? analysis.terms.filter((t) => !t.self) : analysis.terms;
  const request = topics.length === analysis.terms.length ? analysis : { ...analysis, terms: topics };
  const terms = topics.flatMap((t) => {
    const q = topicQuery(t.word, t.part === true);
    return q ? [{ word: t.word, query: q, near: t.part ? null : synonymQuery(t.word) }] : [];
  });
  // the words alone rank the full-text hits (an offer with only a synonym comes after those with a word); the
  // synonyms widen what is found
  const exact = terms.length > 0 ? terms.map((t) => t.query).join(' | ') : null;
  const query = exact && [exact, ...terms.flatMap((t) => (t.near ? [t.near] : []))].join(' | ');
  // the request's causes find offers that say the same with other words ('läxläsning'), on the stored facets
  const causes = analysis.causes.filter((c) => !isAudience(c));
  const { own, adjacent } = regionsAround(analysis.places);
  const hasPlace = analysis.places.length > 0;
  // one after the other: each writes the offers it analyses only if no one changed them since (xmin)
  await ensureSearchTerms(database.db);
  await ensureOfferFacets(database);

  // Candidates, each list bounded so a large table stays fast: per type the best full-text hits, the best
  // full-text hits in the asked counties, the offers sharing a cause (in the place first), the newest offers
  // in the place and (with no topic at all) the newest offers. Only these rows get the full scoring below.
  const inPlace = '$5::boolean AND o.ai_regions && $4::text[]';
  const known = types.filter((type) => OFFER_TYPES.includes(type));
  if (known.length === 0) return [];
  // the full-text hits are looked up once per type (the costly part), then ranked for two lists
  const fromHits = (type: OfferType, where: string) =>
    `(SELECT id FROM hits WHERE type = '${type}' AND ${where} ORDER BY rank DESC, created_at DESC LIMIT ${PER_TYPE})`;
  const rows = await database.query<Row>(
    `WITH q AS (
       SELECT $1::text::tsquery AS query, ARRAY(SELECT t::tsquery FROM unnest($2::text[]) AS t) AS parts,
         ARRAY(SELECT t::tsquery FROM unnest($11::text[]) AS t) AS near, $12::text::tsquery AS exact,
         $3::text[] AS types
     ), hits AS MATERIALIZED (
       ${perType(types, 'q.query IS NOT NULL AND o.search_terms @@ q.query', '', 0, 'o.type, o.ai_regions, o.created_at, ts_rank(o.search_terms, q.exact) AS rank')}
     ), ids AS (
       ${[
         ...known.map((type) => fromHits(type, 'true')),
         ...known.map((type) => fromHits(type, '$5::boolean AND ai_regions && $4::text[]')),
       ].join(' UNION ')}
       UNION ${perType(
         types,
         'cardinality($9::text[]) > 0 AND o.ai_causes && $9::text[]',
         `(o.ai_regions && $4::text[]) DESC, (o.ai_regions && $7::text[]) DESC, o.created_at DESC`,
       )}
       UNION ${perType(types, inPlace, '(o.ai_causes && $9::text[]) DESC, o.created_at DESC', PER_TYPE / 2)}
       UNION ${perType(types, '$10::boolean', 'o.featured DESC, o.created_at DESC', PER_TYPE * 2)}
     )
     SELECT o.id, o.type, o.title, o.organization, o.location, o.budget, o.description, o.tags, o.featured, o.created_at,
            o.ai_causes, o.ai_seeks, o.ai_regions,
            CASE WHEN q.query IS NULL THEN 0 ELSE ts_rank_cd(o.search_terms, q.query) END AS rank,
            ARRAY(SELECT w.word FROM unnest(q.parts, $8::text[]) AS w(p, word) WHERE o.search_terms @@ w.p) AS matched,
            ARRAY(SELECT w.word FROM unnest(q.near, $8::text[]) AS w(p, word)
                  WHERE w.p IS NOT NULL AND o.search_terms @@ w.p) AS near_matched,
            a.age_bands, a.regions AS audience_regions
     FROM offers o JOIN ids USING (id) CROSS JOIN q LEFT JOIN profile_audiences a ON a.user_id = o.user_id`,
    [
      query,
      terms.map((t) => t.query),
      types,
      own,
      hasPlace,
      options.excludeUserId ?? null,
      [...adjacent, NATIONWIDE_KEY],
      terms.map((t) => t.word),
      causes,
      newest || (query === null && causes.length === 0),
      terms.map((t) => t.near),
      exact,
    ],
  );

  const scored = rows.map((row) => {
    const createdAt = new Date(row.created_at).getTime();
    const matched = row.matched ?? [];
    const facets =
      row.ai_causes && row.ai_seeks && row.ai_regions
        ? { causes: row.ai_causes, seeks: row.ai_seeks, regions: row.ai_regions }
        : offerFacets(row);
    const { score, reasons } = scoreOffer(
      {
        ...row,
        createdAt,
        rank: Number(row.rank),
        matched,
        nearMatched: row.near_matched ?? [],
        audience: row.age_bands ? { ageBands: row.age_bands, regions: row.audience_regions ?? {} } : null,
        facets,
      },
      request,
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
  return distinctOrganisations(
    scored.map((s) => s.offer),
    limit,
  );
}

/** The best offers, one per organisation first: five offers of one sponsor are one answer, not five. */
function distinctOrganisations(offers: MatchedOffer[], limit: number): MatchedOffer[] {
  const seen = new Set<string>();
  const first: MatchedOffer[] = [];
  const again: MatchedOffer[] = [];
  for (const offer of offers) {
    const key = offer.organization.trim().toLocaleLowerCase('sv-SE');
    (seen.has(key) ? again : first).push(offer);
    seen.add(key);
    if (first.length >= limit) break;
  }
  return [...first, ...again].slice(0, limit);
}

/**
 * A topic word as a tsquery. A short acronym ('IT', 'UF') matches only whole or as a part ('IT-företag'); a
 * short first part of a compound ('rid' of 'ridklubb') as the start of a word ('ridning', 'ridsport').
 */
/** synonyms searched with a topic word, at most */
const SYNONYMS = 3;

function topicQuery(word: string, part: boolean): string | null {
  const folded = fold(word);
  if (folded.length <= 3 && /^[a-z0-9]+$/.test(folded))
    return part ? `('${folded}':* | '+${folded}':*)` : `('${folded}' | '+${folded}')`;
  // the word and its compounds ('fotboll':* also finds 'fotbollsplaner'), its stem, and as a compound's part:
  // a few index keys instead of the search's every way of matching (typos, parts together), which costs
  // tens of milliseconds per type at 10 000 offers
  if (!/^[a-z0-9]+$/u.test(folded)) return wordQuery(word);
  const stemmed = stem(folded);
  const forms = [`'${folded}':*`, `'+${folded}'`, ...(stemmed !== folded ? [`'${stemmed}'`, `'+${stemmed}'`] : [])];
  return `(${forms.join(' | ')})`;
}

/**
 * A word's synonyms of one word each, as the offers search knows them ('podcast' → 'podd', 'insta' →
 * 'instagram'): an offer that says it otherwise is found, and counts half a match (the thesaurus's groups
 * are wide: 'fitness' is also 'hälsa'). null when it has none.
 */
function synonymQuery(word: string): string | null {
  const folded = fold(word);
  if (!/^[a-z0-9]+$/u.test(folded)) return null;
  const forms = synonymsOf(folded, stem(folded))
    .filter((p) => p.length === 1 && /^[a-z0-9]{3,}$/u.test(p[0]!))
    .slice(0, SYNONYMS)
    .map(([synonym]) => `'${synonym}':*`);
  return forms.length > 0 ? `(${forms.join(' | ')})` : null;
}
