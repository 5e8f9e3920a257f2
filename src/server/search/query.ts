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

/** A tsquery as a tree: a lexeme (exactly, or as a prefix with `:*`), or every / any of its parts. */
export type QueryLeaf = { lexeme: string; prefix: boolean };
export type QueryNode = QueryLeaf | { op: '&' | '|'; of: QueryNode[] };

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The tree as tsquery text; only quoted lexemes and operators, so a text can never carry operators of its own. */
export function render(node: QueryNode): string {
  if ('lexeme' in node) return node.prefix ? `${quote(node.lexeme)}:*` : quote(node.lexeme);
  if (node.of.length === 1) return render(node.of[0]!);
  return `(${node.of.map(render).join(node.op === '&' ? ' & ' : ' | ')})`;
}

/** Every lexeme of a tree, in order. */
export function leavesOf(node: QueryNode | null, out: QueryLeaf[] = []): QueryLeaf[] {
  if (!node) return out;
  if ('lexeme' in node) out.push(node);
  else for (const child of node.of) leavesOf(child, out);
  return out;
}

/**
 * What ts_rank of an OR query adds up: each lexeme of the tree once by its text, as a prefix when it is one
 * anywhere ('konsert' and 'konsert':* count once, for 'konserter' too). ts_rank itself keeps one of two
 * items with the same text, either one, so the rank is computed over these instead (search.ts, ranked.ts).
 */
export function rankItems(node: QueryNode | null): QueryLeaf[] {
  const byText = new Map<string, boolean>();
  for (const leaf of leavesOf(node)) byText.set(leaf.lexeme, (byText.get(leaf.lexeme) ?? false) || leaf.prefix);
  return [...byText].map(([lexeme, isPrefix]) => ({ lexeme, prefix: isPrefix }));
}

const exact = (lexeme: string): QueryNode => ({ lexeme, prefix: false });
const prefix = (lexeme: string): QueryNode => ({ lexeme, prefix: true });

/** Any of the nodes (the same one once), null when there are none. */
const any = (nodes: (QueryNode | null)[]): QueryNode | null => {
  const seen = new Map<string, QueryNode>();
  for (const node of nodes) {
    const key = node && render(node);
    if (key && !seen.has(key)) seen.set(key, node);
  }
  const list = [...seen.values()];
  return list.length === 0 ? null : list.length === 1 ? list[0]! : { op: '|', of: list };
};
const all = (nodes: (QueryNode | null)[]): QueryNode => {
  const list = nodes.filter((n): n is QueryNode => n !== null);
  return list.length === 1 ? list[0]! : { op: '&', of: list };
};

/** One folded word found anyhow: as a prefix (5+ letters), by its stem, or as a compound part. */
function loose(word: string): QueryNode[] {
  const s = stem(word);
  // a short word as a prefix finds too much ('lan' → 'landet')
  return [word.length >= 5 ? prefix(word) : exact(word), exact(s), exact(`+${word}`), exact(`+${s}`)];
}

/** A folded word or any word of the thesaurus for it. */
const looseWithSynonyms = (word: string) =>
  any([...loose(word), ...synonymsOf(word, stem(word)).map((phrase) => all(phrase.map((y) => any(loose(y)))))]);

export interface SearchQueries {
  /** every word must match */
  match: QueryNode;
  /** per word: how it may match, best first (highest rank first), each with what it adds to the rank */
  levels: [number, QueryNode][][];
  /** every way of matching of every word but the thesaurus: the field weights and frequency of what matched break ties */
  direct: QueryNode;
  /** the thesaurus words of every word, apart: their many terms would otherwise flatten the ties of direct */
  thesaurus: QueryNode | null;
  /** the words as written with å, ä, ö (exact spelling ranks higher) */
  spelling: QueryNode | null;
  /** any of two or more words: what a search of several words matches (see someWordsOf) */
  some: QueryNode | null;
  /** in the queries of someWordsOf only: every word, whose offers rank above those with some of them */
  every?: QueryNode;
}

/** What an offer with every word adds to the rank when some words are enough: more than any offer without them all. */
export const EVERY_WORD_RANK = 1000;

/**
 * The search for offers with some of the words: matches any word (not a stop word typed last), ranked as the
 * search for them all, and offers with every word first (EVERY_WORD_RANK); null for fewer than two words.
 */
export const someWordsOf = (queries: SearchQueries): SearchQueries | null =>
  queries.some ? { ...queries, match: queries.some, some: null, every: queries.match } : null;

/** What a thesaurus word adds to the rank: a synonym less than the word, a neighbouring concept less still. */
export const SYNONYM_RANK = 0.5;
export const RELATED_RANK = 0.3;

/**
 * The ways a folded word matches, best first with their rank. A compound's parts match together
 * ('fotbollsklubb' → 'klubb för fotboll'), and each alone too, ranked lower: the topic, its first part
 * ('fotboll'), is often all an offer says; the rest alone ('klubb') ranks lowest. A thesaurus word for the
 * whole ranks between, a related concept below the first part.
 */
function waysOf(folded: string): [number, (QueryNode | null)[]][] {
  const s = stem(folded);
  const parts = splitCompound(folded);
  const thesaurus = (phrases: string[][]) => phrases.map((phrase) => all(phrase.map((y) => any(loose(y)))));
  const synonyms = thesaurus(synonymsOf(folded, s));
  return [
    [1, [exact(folded), exact(s)]],
    [0.8, [prefix(folded), ...(s.length >= 4 ? [prefix(s)] : []), prefix(`+${folded}`)]],
    [0.75, [exact(`+${folded}`), exact(`+${s}`), ...(parts.length > 0 ? [all(parts.map(looseWithSynonyms))] : [])]],
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
  const node = any(
    waysOf(w.folded)
      .slice(0, 3)
      .flatMap(([, terms]) => terms),
  );
  return node ? render(node) : null;
}

/** What a correction of a typo adds to the rank: less than the word typed right would. */
const CORRECTION_RANK = 0.5;

/**
 * The tsqueries of analysed words; `corrections` holds, per folded word, the words it may be a typo of.
 * null when nothing is left to search.
 */
export function buildQueries(words: QueryWord[], corrections: Map<string, string[]>): SearchQueries | null {
  if (words.length === 0) return null;
  const match: QueryNode[] = [];
  const levels: [number, QueryNode][][] = [];
  const direct: QueryNode[] = [];
  const thesaurus: QueryNode[] = [];
  const spelling: QueryNode[] = [];
  const wordNodes: QueryNode[] = [];
  for (const w of words) {
    if (w.stopPrefix) {
      const p = prefix(w.folded);
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
    const wordLevels: [number, QueryNode, boolean][] = [];
    for (const [rank, terms] of [...ways, [CORRECTION_RANK, fixes] as [number, (QueryNode | null)[]]]) {
      const node = any(terms);
      if (node) wordLevels.push([rank, node, fromThesaurus.has(terms)]);
    }
    // best first: a correction ranks above a later part alone
    wordLevels.sort(([a], [b]) => b - a);
    const word = any(wordLevels.map(([, q]) => q))!;
    match.push(word);
    wordNodes.push(word);
    levels.push(wordLevels.map(([rank, q]) => [rank, q]));
    for (const [, q, isThesaurus] of wordLevels) (isThesaurus ? thesaurus : direct).push(q);
    if (w.written !== w.folded) spelling.push(exact(`=${w.written}`));
  }
  const some = new Set(wordNodes.map(render)).size >= 2 ? any(wordNodes) : null;
  return {
    match: all(match),
    levels,
    direct: any(direct)!,
    thesaurus: any(thesaurus),
    spelling: any(spelling),
    some,
  };
}
