// An offer's text → its search terms (a tsvector in text form) and the words it adds to the vocabulary.
//
// For every word (stop words left out) at its position, weighted A (title, organisation), B (tags) or C (the
// rest):  the folded word ('malmo'), its stem ('sponsorer' → 'sponsor'), the exact spelling when it has
// å/ä/ö ('=malmö', also of a compound's parts, so that exact spelling ranks higher) and, marked '+', the parts of a compound and of a
// hyphenated word with their stems ('fotbollsförening' → '+fotboll', '+forening').
import { splitCompound } from './compounds.js';
import { STOP_WORDS, fold, stem, tokens } from './words.js';

export interface SearchableOffer {
  title: string;
  organization: string;
  tags: string[] | null;
  description: string;
  location: string | null;
  target_audience: string | null;
  expected_views: string | null;
}

/** tsvector positions end at 16383, and a lexeme keeps at most 256 of them */
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 255;

/** What one word of a text contributes: its lexemes, and vocabulary entries (folded → as written). */
export function termsOfWord(word: string, pieces: string[]): { lexemes: string[]; vocabulary: [string, string][] } {
  const folded = fold(word);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return { lexemes: [], vocabulary: [] };
  const lexemes = [folded, stem(folded)];
  const vocabulary: [string, string][] = [[folded, word]];
  if (word !== folded) lexemes.push(`=${word}`);
  const parts = new Set<string>();
  for (const piece of pieces.length > 0 ? pieces : [word]) {
    const f = fold(piece);
    if (pieces.length > 0 && f.length >= 2 && !STOP_WORDS.has(f)) parts.add(f);
    for (const part of splitCompound(f)) parts.add(part);
  }
  // the part as written, when folding kept the length (å, ä, ö → a, a, o)
  const asWritten = (part: string) => {
    const at = folded.indexOf(part);
    return at >= 0 && word.length === folded.length ? word.slice(at, at + part.length) : part;
  };
  for (const part of parts) {
    const written = asWritten(part);
    lexemes.push(`+${part}`, `+${stem(part)}`);
    if (written !== part) lexemes.push(`=${written}`);
    vocabulary.push([part, written]);
  }
  return { lexemes: [...new Set(lexemes)], vocabulary };
}

/** The search terms of an offer as tsvector text, and its vocabulary (folded word → spelling). */
export function analyseOffer(offer: SearchableOffer): { vector: string; vocabulary: Map<string, string> } {
  const fields: [string, 'A' | 'B' | 'C'][] = [
    [`${offer.title} ${offer.organization}`, 'A'],
    [(offer.tags ?? []).join(' , '), 'B'],
    [[offer.description, offer.target_audience, offer.expected_views, offer.location].filter(Boolean).join(' '), 'C'],
  ];
  const positions = new Map<string, string[]>();
  const vocabulary = new Map<string, string>();
  let position = 0;
  for (const [text, weight] of fields) {
    for (const { word, pieces } of tokens(text)) {
      position = Math.min(position + 1, MAX_POSITION);
      const terms = termsOfWord(word, pieces);
      for (const lexeme of terms.lexemes) {
        const list = positions.get(lexeme) ?? [];
        if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(`${position}${weight}`);
        positions.set(lexeme, list);
      }
      for (const [key, shown] of terms.vocabulary) if (!vocabulary.has(key)) vocabulary.set(key, shown);
    }
  }
  const vector = [...positions]
    .map(([lexeme, at]) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}':${at.join(',')}`)
    .join(' ');
  return { vector, vocabulary };
}
