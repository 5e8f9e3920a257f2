// Writes bench/data/ai-dev2/offers.json and queries.json from offers.mjs and queries.mjs: the set's own offers
// plus the development offers, and each query's graded `relevant` map (the development offers graded by rule:
// the topic and partner type, grade 2 in the named county, 1 in a neighbouring county, 0 elsewhere).
import { readFileSync } from 'node:fs';
import { COUNTY, writeSet } from '../grading.mjs';
import { OFFERS } from './offers.mjs';
import { QUERIES } from './queries.mjs';

const development = JSON.parse(readFileSync(new URL('../offers.json', import.meta.url), 'utf8'));
for (const o of OFFERS) if (o.location !== 'Hela Sverige' && !COUNTY[o.location]) throw new Error(`county? ${o.location}`);
writeSet(new URL('./', import.meta.url), development, OFFERS, QUERIES);
