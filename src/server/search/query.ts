// A search text → tsqueries over the terms of document.ts: what must match, and the parts of the rank.
//
// Every word must match (stop words are dropped, except the last word while it is typed, then only as a
// prefix). A word matches through any of, best first: its folded form or stem exactly; as a prefix (every
// word may be unfinished); a compound part ('klubb' in 'innebandyklubb'); its own parts ('fotbollsklubb'
// finds 'klubb för fotboll'); a thesaurus word; a correction of a typo. The exact spelling with å/ä/ö adds
// to the rank. Only letters and digits reach a tsquery, quoted, so the text can never carry operators.
import { splitCompound } from './compounds.js';
import { synonymsOf } from './thesaurus.js';
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
  parts: string[];
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
    words.push({ written, folded, stem: stem(folded), stopPrefix: isStop, parts: isStop ? [] : splitCompound(folded) });
  });
  return words.slice(0, MAX_QUERY_WORDS);
}

/** Words that a typo may hide: long enough, not stop words. */
export const typoCandidates = (words: QueryWord[]) =>
  words.filter((w) => !w.stopPrefix && w.folded.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(w.folded));

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

/** One folded word found anyhow but through its thesaurus: exactly, as a prefix, or as a compound part. */
function loose(word: string): string[] {
  const s = stem(word);
  return [`${quote(word)}:*`, quote(s), `${quote(`+${word}`)}`, quote(`+${s}`)];
}

export interface SearchQueries {
  /** every word must match */
  match: string;
  /** rank parts, best first: exact, prefix, part, other words (thesaurus, typo), exact spelling */
  exact: string;
  prefix: string;
  part: string;
  other: string;
  spelling: string;
}

/**
 * The tsqueries of analysed words; `corrections` holds, per folded word, the words it may be a typo of.
 * null when nothing is left to search.
 */
export function buildQueries(words: QueryWord[], corrections: Map<string, string[]>): SearchQueries | null {
  if (words.length === 0) return null;
  const match: string[] = [];
  const exact: string[] = [];
  const prefix: string[] = [];
  const part: string[] = [];
  const other: string[] = [];
  const spelling: string[] = [];
  for (const w of words) {
    if (w.stopPrefix) {
      const p = `${quote(w.folded)}:*`;
      match.push(p);
      prefix.push(p);
      continue;
    }
    const e = [quote(w.folded), quote(w.stem)];
    const p = [`${quote(w.folded)}:*`, ...(w.stem.length >= 4 ? [`${quote(w.stem)}:*`] : [])];
    const pt = [quote(`+${w.folded}`), quote(`+${w.stem}`)];
    // its own parts, each found anyhow (also through the thesaurus)
    const split =
      w.parts.length > 0
        ? all(
            w.parts.map((x) =>
              any([...loose(x), ...synonymsOf(x, stem(x)).map((ph) => all(ph.map((y) => any(loose(y)))))]),
            ),
          )
        : '';
    const syn = synonymsOf(w.folded, w.stem).map((phrase) => all(phrase.map((y) => any(loose(y)))));
    const typo = (corrections.get(w.folded) ?? []).map((c) => any(loose(c)));
    match.push(any([...e, ...p, ...pt, split, ...syn, ...typo]));
    exact.push(...e);
    prefix.push(...p);
    part.push(...pt, ...(split ? [split] : []));
    other.push(...syn, ...typo);
    if (w.written !== w.folded) spelling.push(quote(`=${w.written}`));
  }
  return {
    match: all(match),
    exact: any(exact),
    prefix: any(prefix),
    part: any(part),
    other: any(other),
    spelling: any(spelling),
  };
}
