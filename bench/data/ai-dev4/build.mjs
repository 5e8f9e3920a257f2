// Writes bench/data/ai-dev4/offers.json and queries.json from offers.mjs and queries.mjs: this set's own offers
// plus those of the first three development sets (bench/data/ai-dev3/offers.json holds all three), and each
// query's graded `relevant` map (the first set's systematic offers graded by rule, see ../grading.mjs).
import { readFileSync } from 'node:fs';
import { writeSet } from '../grading.mjs';
import { OFFERS } from './offers.mjs';
import { QUERIES } from './queries.mjs';

const earlier = JSON.parse(readFileSync(new URL('../ai-dev3/offers.json', import.meta.url), 'utf8'));
const NEW_TOWNS = ['Uddevalla', 'Västervik', 'Arvika', 'Kiruna', 'Visby', 'Nyköping', 'Eskilstuna', 'Norrköping', 'Trollhättan',
  'Kristianstad', 'Ystad', 'Kalmar'];
for (const o of OFFERS) if (o.location !== 'Hela Sverige' && !NEW_TOWNS.includes(o.location)) throw new Error(`town? ${o.location}`);
const counts = { business: 0, association: 0, influencer: 0, foundation: 0 };
for (const o of OFFERS) counts[o.type]++;
console.log(`own offers: ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')}`);
writeSet(new URL('./', import.meta.url), earlier, OFFERS, QUERIES);
