import { splitCompound } from '@server/search/compounds.js';
import { fold } from '@server/search/words.js';
import { readFileSync } from 'node:fs';
const corpus = JSON.parse(readFileSync('bench/search-eval/corpus.json','utf8'));
const words = new Set<string>();
for (const o of corpus) for (const m of `${o.title} ${o.description} ${o.tags.join(' ')}`.toLowerCase().matchAll(/\p{L}+/gu)) words.add(fold(m[0]));
const out: string[] = [];
for (const w of [...words].sort()) { const p = splitCompound(w); if (p.length) out.push(`${w} → ${p.join(' + ')}`); }
console.log(out.length, words.size); console.log(out.join('\n'));
