// Writes bench/data/ai-dev3/offers.json and queries.json from offers.mjs and queries.mjs: this set's own offers
// plus those of the first two development sets (bench/data/ai-dev2/offers.json holds both), and each query's
// graded `relevant` map (the first set's systematic offers graded by rule: the topic and partner type, grade 2
// in the named county, 1 in a neighbouring county, 0 elsewhere, capped by the rule's highest grade).
import { readFileSync, writeFileSync } from 'node:fs';
import { OFFERS } from './offers.mjs';
import { QUERIES } from './queries.mjs';

const here = (p) => new URL(p, import.meta.url);
const earlier = JSON.parse(readFileSync(here('../ai-dev2/offers.json'), 'utf8'));

const COUNTY = {
  Stockholm: 'Stockholm', Uppsala: 'Uppsala', Västerås: 'Västmanland', Örebro: 'Örebro', Karlstad: 'Värmland',
  Göteborg: 'Västra Götaland', Borås: 'Västra Götaland', Helsingborg: 'Skåne', Malmö: 'Skåne', Lund: 'Skåne',
  Växjö: 'Kronoberg', Kalmar: 'Kalmar', Jönköping: 'Jönköping', Linköping: 'Östergötland', Gävle: 'Gävleborg',
  Falun: 'Dalarna', Sundsvall: 'Västernorrland', Östersund: 'Jämtland', Umeå: 'Västerbotten', Luleå: 'Norrbotten',
};
const NEW_TOWNS = ['Karlskrona', 'Varberg', 'Örnsköldsvik', 'Mora', 'Södertälje', 'Piteå', 'Lidköping', 'Skövde', 'Borlänge',
  'Falkenberg', 'Hudiksvall', 'Enköping', 'Landskrona', 'Halmstad', 'Stockholm', 'Umeå', 'Falun', 'Härnösand'];
const NEIGHBOURS = {
  Stockholm: ['Uppsala', 'Södermanland'],
  Uppsala: ['Stockholm', 'Västmanland', 'Gävleborg'],
  Västmanland: ['Uppsala', 'Örebro', 'Dalarna', 'Södermanland'],
  Örebro: ['Västmanland', 'Värmland', 'Södermanland', 'Östergötland', 'Västra Götaland'],
  Värmland: ['Örebro', 'Västra Götaland', 'Dalarna'],
  'Västra Götaland': ['Halland', 'Värmland', 'Jönköping', 'Örebro'],
  Halland: ['Västra Götaland', 'Skåne', 'Kronoberg', 'Jönköping'],
  Skåne: ['Halland', 'Kronoberg', 'Blekinge'],
  Blekinge: ['Skåne', 'Kronoberg', 'Kalmar'],
  Kronoberg: ['Skåne', 'Halland', 'Jönköping', 'Kalmar', 'Blekinge'],
  Kalmar: ['Kronoberg', 'Jönköping', 'Östergötland', 'Blekinge'],
  Jönköping: ['Västra Götaland', 'Halland', 'Kronoberg', 'Kalmar', 'Östergötland'],
  Östergötland: ['Jönköping', 'Kalmar', 'Södermanland', 'Örebro'],
  Södermanland: ['Stockholm', 'Östergötland', 'Örebro', 'Västmanland'],
  Gävleborg: ['Uppsala', 'Dalarna', 'Västernorrland', 'Jämtland'],
  Dalarna: ['Gävleborg', 'Värmland', 'Västmanland', 'Jämtland'],
  Västernorrland: ['Gävleborg', 'Jämtland', 'Västerbotten'],
  Jämtland: ['Västernorrland', 'Gävleborg', 'Dalarna', 'Västerbotten'],
  Västerbotten: ['Norrbotten', 'Västernorrland', 'Jämtland'],
  Norrbotten: ['Västerbotten'],
};

const offers = [...earlier, ...OFFERS.map((o) => ({ ...o }))];
const keys = new Set();
for (const o of offers) {
  if (keys.has(o.key)) throw new Error(`duplicate offer ${o.key}`);
  keys.add(o.key);
}
for (const o of OFFERS) if (o.location !== 'Hela Sverige' && !NEW_TOWNS.includes(o.location)) throw new Error(`town? ${o.location}`);
const systematic = earlier.filter((o) => o.topic && !o.key.startsWith('x-') && !o.key.startsWith('d2-'));

function devGrade(spec, offer) {
  let best = 0;
  for (const [topics, types, county, cap] of spec) {
    if (!topics.includes(offer.topic) || !types.includes(offer.type)) continue;
    const at = COUNTY[offer.location];
    if (!at) throw new Error(`county? ${offer.location}`);
    if (county !== null && !NEIGHBOURS[county]) throw new Error(`neighbours? ${county}`);
    const grade = county === null || at === county ? 2 : NEIGHBOURS[county].includes(at) ? 1 : 0;
    best = Math.max(best, Math.min(cap, grade));
  }
  return best;
}

const ids = new Set();
const queries = QUERIES.map((q) => {
  if (ids.has(q.id)) throw new Error(`duplicate ${q.id}`);
  ids.add(q.id);
  for (const k of Object.keys(q.g)) if (!keys.has(k)) throw new Error(`${q.id}: unknown offer ${k}`);
  const relevant = { ...q.g };
  for (const o of systematic) {
    const g = devGrade(q.dev, o);
    if (g > 0) relevant[o.key] = Math.max(relevant[o.key] ?? 0, g);
  }
  if (Object.keys(relevant).length === 0) throw new Error(`${q.id}: nothing relevant`);
  return { id: q.id, persona: q.persona, askerType: q.askerType, text: q.text, relevant, ...(q.weak ? { weak: true } : {}) };
});
writeFileSync(here('./offers.json'), `${JSON.stringify(offers, null, 1)}\n`);
writeFileSync(here('./queries.json'), `${JSON.stringify(queries, null, 1)}\n`);
const by = (t) => queries.filter((q) => q.askerType === t).length;
console.log(`${offers.length} offers (${OFFERS.length} new), ${queries.length} queries: business ${by('business')}, association ${by('association')}, influencer ${by('influencer')}, foundation ${by('foundation')}, signed out ${by(null)}`);
