// Writes bench/data/ai-dev5/offers.json and queries.json from offers.mjs and queries.mjs: this set's own offers
// plus those of the first four development sets (bench/data/ai-dev4/offers.json holds all four), and each
// query's graded `relevant` map (the first set's systematic offers graded by rule, see ../grading.mjs).
import { readFileSync } from 'node:fs';
import { writeSet } from '../grading.mjs';
import { OFFERS } from './offers.mjs';
import { QUERIES } from './queries.mjs';

const earlier = JSON.parse(readFileSync(new URL('../ai-dev4/offers.json', import.meta.url), 'utf8'));
const NEW_TOWNS = ['Östersund', 'Halmstad', 'Motala', 'Sandviken', 'Borås', 'Lidköping', 'Växjö', 'Skellefteå', 'Karlstad', 'Falun',
  'Luleå'];
for (const o of OFFERS) {
  if (o.location !== 'Hela Sverige' && !NEW_TOWNS.includes(o.location)) throw new Error(`town? ${o.location}`);
  if (!o.key.startsWith('d5-')) throw new Error(`key? ${o.key}`);
}
const counts = { business: 0, association: 0, influencer: 0, foundation: 0 };
for (const o of OFFERS) counts[o.type]++;
console.log(`own offers: ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')}`);
writeSet(new URL('./', import.meta.url), earlier, OFFERS, QUERIES);
