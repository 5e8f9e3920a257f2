// Splitting Swedish compounds ('fotbollsförening' → fotboll + förening) with the word list of the
// `dictionary-sv` package (Hunspell data of Göran Andersson's Swedish dictionary, LGPL-3.0). The data is
// read at run time from the unmodified package and only its word list is used; no part of it is copied
// into Samverka's source, which the LGPL permits for a program that uses the library's data.
import dictionary from 'dictionary-sv';
import { fold, stem } from './words.js';

let words: Set<string> | null = null;
let stems: Set<string> | null = null;

/** The folded base words of the dictionary (3+ letters), and their stems, read once. */
function lexicon(): { words: Set<string>; stems: Set<string> } {
  if (!words || !stems) {
    const w = new Set<string>();
    const text = new TextDecoder('utf-8').decode(dictionary.dic);
    for (const line of text.split('\n').slice(1)) {
      const [entry = '', flags = ''] = line.trim().split('/');
      // % marks a forbidden word
      if (flags.includes('%') || entry.length < 3) continue;
      const key = fold(entry);
      if (/^[a-z]+$/.test(key)) w.add(key);
    }
    for (const word of DOMAIN_WORDS) w.add(word);
    words = w;
    stems = new Set([...w].map(stem));
  }
  return { words, stems };
}

/** Words of the domain the dictionary lacks, that begin and end compounds ('padelbana', 'gamingprofil'). */
const DOMAIN_WORDS = [
  'padel',
  'esport',
  'gaming',
  'vlogg',
  'streaming',
  'influencer',
  'skidskytte',
  'cheerleading',
  'bouldering',
  'karting',
];

/**
 * Three-letter words that are often part of a compound ('barnkör', 'matblogg'); other three-letter pieces
 * are mostly endings or chance ('van|liga', 'fas|tigheter'), so parts are otherwise four letters or more.
 */
const SHORT_PARTS = new Set(
  'kor bil hus lag mat bok dag gym bad kok spa ved tak dam kod bak fot ord ton tag sim sol hav sjo lek jul rid'.split(
    ' ',
  ),
);
/** Inflection endings that are also dictionary words: never the last part ('sport|erna'). */
const ENDINGS = new Set(['arna', 'erna', 'orna', 'heten', 'heter', 'ande', 'ende', 'aste', 'arnas', 'ernas']);

const MAX_CACHE = 100_000;
const cache = new Map<string, string[]>();

/**
 * The parts of a folded compound, or [] when it is not one: the splits with the fewest parts (two or three;
 * up to three such splits, those with a joining 's' and long parts first, their parts together). A part is a dictionary word of at least four letters
 * (or one of a few short words, see SHORT_PARTS), never an inflection ending; a joining 's' may
 * follow a part ('fotbolls|klubb'), and the last part may be inflected ('ungdoms|lägret').
 */
export function splitCompound(word: string): string[] {
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return [];
  const hit = cache.get(word);
  if (hit) return hit;
  const { words: lex, stems: lexStems } = lexicon();
  const min = 3;
  const long = (part: string) => (part.length >= 4 ? !ENDINGS.has(part) : SHORT_PARTS.has(part));
  const isHead = (part: string) => long(part) && lex.has(part);
  const isTail = (part: string) => long(part) && (lex.has(part) || lexStems.has(stem(part)));
  // a split: its parts and how many joining letters it dropped (more is likelier: 'ungdoms|lager', not 'ungdom|slager')
  type Split = { parts: string[]; joins: number };
  const splits = (w: string, depth: number): Split[] => {
    const found: Split[] = [];
    for (let i = min; i <= w.length - min; i++) {
      const head = w.slice(0, i);
      const rest = w.slice(i);
      const join = head.endsWith('s') && isHead(head.slice(0, -1));
      if (!join && !isHead(head)) continue;
      const part = join ? head.slice(0, -1) : head;
      if (isTail(rest)) found.push({ parts: [part, rest], joins: join ? 1 : 0 });
      else if (depth > 0) {
        for (const tail of splits(rest, depth - 1)) {
          found.push({ parts: [part, ...tail.parts], joins: tail.joins + (join ? 1 : 0) });
        }
      }
    }
    return found;
  };
  const shortest = (parts: string[]) => Math.min(...parts.map((p) => p.length));
  const ranked = splits(word, 1).sort(
    (a, b) => a.parts.length - b.parts.length || b.joins - a.joins || shortest(b.parts) - shortest(a.parts),
  );
  // where a joining 's' makes two readings ('ungdoms|lager', 'ungdom|slager'), the parts of both are kept
  const fewest = ranked[0]?.parts.length ?? 0;
  const others = ranked.slice(1, 3).filter((r) => r.parts.length === fewest && shortest(r.parts) >= 5);
  const best = [...new Set([ranked[0]?.parts ?? [], ...others.map((r) => r.parts)].flat())];
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(word, best);
  return best;
}
