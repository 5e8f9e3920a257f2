// A search text → tsqueries over the terms of document.ts: what must match, and the parts of the rank.
//
// Every word must match (stop words are dropped, except the last word while it is typed, then only as a
// prefix). A word matches through any of, best first: its folded form or stem exactly; as a prefix (every
// word may be unfinished); a compound part ('klubb' in 'innebandyklubb'); its own parts ('fotbollsklubb'
// finds 'klubb för fotboll'); a thesaurus word; a correction of a typo. The exact spelling with å/ä/ö adds
// to the rank. Only letters and digits reach a tsquery, quoted, so the text can never carry operators.
import { splitCompound } from './compounds.js';
import { relatedOf, synonymsOf } from './thesaurus.js';
import { STOP_WORDS, fold, stem, tokens } from './words.js';

export const MAX_QUERY_WORDS = 8;
/** typo correction: words of at least this many letters */
export const TYPO_MIN_LENGTH = 5;

export interface QueryWord {
  /** as typed, lowercased */
  written: string;
  folded: string;
  stem: string;
  /** a stop word, kept only as a prefix because it is the last word */
  stopPrefix: boolean;
}

export function queryWords(q: string): QueryWord[] {
  const all = tokens(q.slice(0, 1000))
    .slice(0, MAX_QUERY_WORDS * 4)
    .map(({ word }) => word.slice(0, 40));
  const words: QueryWord[] = [];
  all.forEach((written, i) => {
    const folded = fold(written);
    if (!folded) return;
    const isStop = STOP_WORDS.has(folded);
    if (isStop && i !== all.length - 1) return;
    words.push({ written, folded, stem: stem(folded), stopPrefix: isStop });
  });
  return words.slice(0, MAX_QUERY_WORDS);
}

/** Words that a typo may hide: long enough (and not absurdly long), not stop words; at most three. */
export const typoCandidates = (words: QueryWord[]) =>
  words
    .filter((w) => !w.stopPrefix && w.folded.length >= TYPO_MIN_LENGTH && w.folded.length <= 20)
    .filter((w) => /^[a-z]+$/.test(w.folded))
    .slice(0, 3);

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Every word one edit away: a letter removed, added, changed, or two neighbours swapped. */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const ch of ALPHABET) {
      out.add(head + ch + tail);
      if (tail) out.add(head + ch + tail.slice(1));
    }
  }
  out.delete(word);
  return [...out];
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const any = (terms: string[]) => {
  const list = [...new Set(terms)].filter((t) => t.length > 0);
  return list.length === 0 ? '' : list.length === 1 ? list[0]! : `(${list.join(' | ')})`;
};
const all = (terms: string[]) => {
  const list = terms.filter((t) => t.length > 0);
  return list.length === 1 ? list[0]! : `(${list.join(' & ')})`;
};

/** One folded word found anyhow: as a prefix (5+ letters), by its stem, or as a compound part. */
function loose(word: string): string[] {
  const s = stem(word);
  // a short word as a prefix finds too much ('lan' → 'landet')
  return [word.length >= 5 ? `${quote(word)}:*` : quote(word), quote(s), quote(`+${word}`), quote(`+${s}`)];
}

/** A folded word or any word of the thesaurus for it. */
const looseWithSynonyms = (word: string) =>
  any([...loose(word), ...synonymsOf(word, stem(word)).map((phrase) => all(phrase.map((y) => any(loose(y)))))]);

export interface SearchQueries {
  /** every word must match */
  match: string;
  /** per word: how it may match, best first, each with what it adds to the rank */
  levels: [number, string][][];
  /** every way of matching of every word but the thesaurus: the field weights and frequency of what matched break ties */
  direct: string;
  /** the thesaurus words of every word, apart: their many terms would otherwise flatten the ties of direct */
  thesaurus: string;
  /** the words as written with å, ä, ö (exact spelling ranks higher) */
  spelling: string;
}

/** What a thesaurus word adds to the rank: a synonym less than the word, a neighbouring concept less still. */
export const SYNONYM_RANK = 0.5;
export const RELATED_RANK = 0.3;

/**
 * The ways a folded word matches, best first with their rank. A compound's parts match together
 * ('fotbollsklubb' → 'klubb för fotboll'), and each alone too, ranked lower: the topic, its first part
 * ('fotboll'), is often all an offer says; the rest alone ('klubb') ranks lowest. A thesaurus word for the
 * whole ranks between, a related concept below the first part.
 */
function waysOf(folded: string): [number, string[]][] {
  const s = stem(folded);
  const parts = splitCompound(folded);
  const thesaurus = (phrases: string[][]) => phrases.map((phrase) => all(phrase.map((y) => any(loose(y)))));
  const synonyms = thesaurus(synonymsOf(folded, s));
  return [
    [1, [quote(folded), quote(s)]],
    [0.8, [`${quote(folded)}:*`, ...(s.length >= 4 ? [`${quote(s)}:*`] : []), `${quote(`+${folded}`)}:*`]],
    [0.75, [quote(`+${folded}`), quote(`+${s}`), ...(parts.length > 0 ? [all(parts.map(looseWithSynonyms))] : [])]],
    [SYNONYM_RANK, synonyms],
    [0.45, parts.length > 0 ? [looseWithSynonyms(parts[0]!)] : []],
    [RELATED_RANK, thesaurus(relatedOf(folded, s))],
    [0.1, parts.slice(1).map(looseWithSynonyms)],
  ];
}

/**
 * One word found by its strong ways (exactly, as a prefix, as a compound part or by its own parts), as a
 * tsquery over the terms; null for a stop word or no letters. The AI matcher scores its topic words so.
 */
export function wordQuery(word: string): string | null {
  const [w] = queryWords(word);
  if (!w || w.stopPrefix) return null;
  return (
    any(
      waysOf(w.folded)
        .slice(0, 3)
        .flatMap(([, terms]) => terms),
    ) || null
  );
}

/** What a correction of a typo adds to the rank: less than the word typed right would. */
const CORRECTION_RANK = 0.5;

/**
 * The tsqueries of analysed words; `corrections` holds, per folded word, the words it may be a typo of.
 * null when nothing is left to search.
 */
export function buildQueries(words: QueryWord[], corrections: Map<string, string[]>): SearchQueries | null {
  if (words.length === 0) return null;
  const match: string[] = [];
  const levels: [number, string][][] = [];
  const direct: string[] = [];
  const thesaurus: string[] = [];
  const spelling: string[] = [];
  for (const w of words) {
    if (w.stopPrefix) {
      const p = `${quote(w.folded)}:*`;
      match.push(p);
      levels.push([[0.8, p]]);
      direct.push(p);
      continue;
    }
    const ways = waysOf(w.folded);
    // a correction matches directly, as a prefix, by its parts together or its thesaurus, not by a part alone
    const fixes = (corrections.get(w.folded) ?? []).flatMap((c) =>
      waysOf(c)
        .slice(0, 4)
        .flatMap(([, terms]) => terms),
    );
    const fromThesaurus = new Set([ways[3]![1], ways[5]![1]]);
    const wordLevels: [number, string, boolean][] = [...ways, [CORRECTION_RANK, fixes] as [number, string[]]]
      .filter(([, terms]) => terms.length > 0)
      .map(([rank, terms]) => [rank, any(terms), fromThesaurus.has(terms)]);
    match.push(any(wordLevels.map(([, q]) => q)));
    levels.push(wordLevels.map(([rank, q]) => [rank, q]));
    for (const [, q, isThesaurus] of wordLevels) (isThesaurus ? thesaurus : direct).push(q);
    if (w.written !== w.folded) spelling.push(quote(`=${w.written}`));
  }
  return { match: all(match), levels, direct: any(direct), thesaurus: any(thesaurus), spelling: any(spelling) };
}
