// Writes bench/data/ai-dev3/offers.json and queries.json from offers.mjs and queries.mjs: this set's own offers
// plus those of the first two development sets (bench/data/ai-dev2/offers.json holds both), and each query's
// graded `relevant` map (the first set's systematic offers graded by rule, see ../grading.mjs).
import { readFileSync } from 'node:fs';
import { writeSet } from '../grading.mjs';
import { OFFERS } from './offers.mjs';
import { QUERIES } from './queries.mjs';

const earlier = JSON.parse(readFileSync(new URL('../ai-dev2/offers.json', import.meta.url), 'utf8'));
const NEW_TOWNS = ['Karlskrona', 'Varberg', 'Örnsköldsvik', 'Mora', 'Södertälje', 'Piteå', 'Lidköping', 'Skövde', 'Borlänge',
  'Falkenberg', 'Hudiksvall', 'Enköping', 'Landskrona', 'Halmstad', 'Stockholm', 'Umeå', 'Falun', 'Härnösand'];
for (const o of OFFERS) if (o.location !== 'Hela Sverige' && !NEW_TOWNS.includes(o.location)) throw new Error(`town? ${o.location}`);
writeSet(new URL('./', import.meta.url), earlier, OFFERS, QUERIES);
