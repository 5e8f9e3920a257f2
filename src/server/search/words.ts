// Swedish words for search: tokens, the å/ä/ö-free key, a light stemmer and the stop words. Pure TypeScript,
// so the analysis is the same whichever database runs it (PGlite's and PostgreSQL's snowball versions differ).

/** Lowercase and NFC; the spelling a person wrote. */
export const lower = (text: string) => text.normalize('NFC').toLowerCase();

const FOLD: Record<string, string> = { å: 'a', ä: 'a', ö: 'o', æ: 'a', ø: 'o', ß: 'ss' };

/** The key without diacritics: 'Örebro' → 'orebro', 'föreningsliv' → 'foreningsliv', 'café' → 'cafe'. */
export function fold(word: string): string {
  return lower(word)
    .replace(/[åäöæøß]/g, (ch) => FOLD[ch]!)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/**
 * The words of a text, lowercased. A hyphenated word ('e-sport', 'Plus size-mode') is one word without its
 * hyphens, its pieces are returned with it as `pieces` (they are indexed like the parts of a compound).
 */
export function tokens(text: string): { word: string; pieces: string[] }[] {
  const out: { word: string; pieces: string[] }[] = [];
  for (const m of lower(text).matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const pieces = m[0].split('-');
    out.push({ word: pieces.join('').slice(0, 60), pieces: pieces.length > 1 ? pieces : [] });
  }
  return out;
}

// Endings of Swedish nouns, adjectives and verbs, longest first; what remains keeps at least 3 letters.
const SUFFIXES = [
  'heterna',
  'arnas',
  'ernas',
  'ornas',
  'heten',
  'heter',
  'arna',
  'erna',
  'orna',
  'ande',
  'ende',
  'aste',
  'ares',
  'ens',
  'ets',
  'are',
  'ast',
  'het',
  'ern',
  'um',
  'en',
  'et',
  'an',
  'ar',
  'er',
  'or',
  'na',
  'as',
  'es',
  'a',
  'e',
  'n',
  's',
];

const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;

/**
 * A light stem of a folded word: one ending removed ('stipendium' and 'stipendier' both 'stipendi'), then the Swedish dropped 'e' evened out, so that
 * 'lager', 'lagret' and 'lagren' (läger) all give 'lag', 'teater' and 'teatrar' 'teat', 'korerna' 'kor'.
 * Words of up to four letters are left as they are.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  // the neuter of adjectives in -bar, -ig, -isk ('hållbart', 'viktigt'); other words in -t keep it ('konsert')
  let s = /(bar|ig|isk)t$/.test(word) ? word.slice(0, -1) : word;
  for (const suffix of SUFFIXES) {
    if (s.endsWith(suffix) && s.length - suffix.length >= 3) {
      s = s.slice(0, -suffix.length);
      break;
    }
  }
  // consonant + e + l/r/n at the end ('cykel', 'fonster' kept whole) and consonant + l/r at the end
  // ('cykl', 'lagr' after an ending) both lose that tail, so the forms with and without the e agree
  if (s.length > 4 && /e[lrn]$/.test(s) && CONSONANT.test(s.at(-3)!)) s = s.slice(0, -2);
  else if (s.length > 3 && /[lr]$/.test(s) && CONSONANT.test(s.at(-2)!) && s.at(-2) !== s.at(-1)) s = s.slice(0, -1);
  return s;
}

/** Swedish stop words (folded): never indexed; in a query dropped, except the last word while it is typed. */
export const STOP_WORDS = new Set(
  (
    'och det att i en jag hon som han pa den med var sig for sa till ar men ett om hade de av icke mig du henne ' +
    'da sin nu har inte hans honom skulle hennes dar min man ej vid kunde nagot fran ut nar efter upp vi dem vara ' +
    'vad over an dig kan sina har ha mot alla under nagon eller allt mycket sedan ju denna sjalv detta at utan ' +
    'varit hur ingen mitt ni bli blev oss din dessa nagra deras blir mina samma vilken er sadan var blivit dess ' +
    'inom mellan sadant varfor varje vilka ditt vem vilket sitta sadana vart dina vars vart vara ert era vilkas'
  ).split(' '),
);
