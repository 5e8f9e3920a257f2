// Shared by the builders of the AI matcher's development sets (ai-dev2/build.mjs, ai-dev3/build.mjs): the
// offer helper, the counties of the towns and their neighbours, the rule grades of the first set's systematic
// offers (topic and partner type; 2 in the named county, 1 in a neighbouring one, 0 elsewhere, capped by the
// rule) and writing a set's offers.json and queries.json.
import { writeFileSync } from 'node:fs';

/** An offer of a set, its age in days from `ageOf(key)` unless given. */
export const offerOf =
  (ageOf) =>
  (key, type, location, budget, title, organization, description, tags, extra = {}) => ({
    key,
    type,
    title,
    organization,
    location,
    budget,
    timeframe: '2027',
    description,
    tags,
    targetAudience: extra.targetAudience ?? null,
    expectedViews: extra.expectedViews ?? null,
    daysAgo: extra.daysAgo ?? ageOf(key),
  });

export const COUNTY = {
  Stockholm: 'Stockholm', Uppsala: 'Uppsala', Västerås: 'Västmanland', Örebro: 'Örebro', Karlstad: 'Värmland',
  Göteborg: 'Västra Götaland', Borås: 'Västra Götaland', Trollhättan: 'Västra Götaland', Halmstad: 'Halland',
  Malmö: 'Skåne', Lund: 'Skåne', Helsingborg: 'Skåne', Kristianstad: 'Skåne', Ystad: 'Skåne', Växjö: 'Kronoberg',
  Kalmar: 'Kalmar', Jönköping: 'Jönköping', Linköping: 'Östergötland', Norrköping: 'Östergötland',
  Eskilstuna: 'Södermanland', Nyköping: 'Södermanland', Visby: 'Gotland', Gävle: 'Gävleborg', Falun: 'Dalarna',
  Sundsvall: 'Västernorrland', Östersund: 'Jämtland', Umeå: 'Västerbotten', Skellefteå: 'Västerbotten',
  Luleå: 'Norrbotten', Kiruna: 'Norrbotten',
};
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
  Gotland: [],
  Gävleborg: ['Uppsala', 'Dalarna', 'Västernorrland', 'Jämtland'],
  Dalarna: ['Gävleborg', 'Värmland', 'Västmanland', 'Jämtland'],
  Västernorrland: ['Gävleborg', 'Jämtland', 'Västerbotten'],
  Jämtland: ['Västernorrland', 'Gävleborg', 'Dalarna', 'Västerbotten'],
  Västerbotten: ['Norrbotten', 'Västernorrland', 'Jämtland'],
  Norrbotten: ['Västerbotten'],
};

/** The grade a query's rules ([topics, partner types, county or null, highest grade]) give a systematic offer. */
export function devGrade(spec, offer) {
  let best = 0;
  for (const [topics, types, county, cap] of spec) {
    if (!offer.topic || !topics.includes(offer.topic) || !types.includes(offer.type)) continue;
    const at = COUNTY[offer.location];
    if (!at) throw new Error(`county? ${offer.location}`);
    if (county !== null && !NEIGHBOURS[county]) throw new Error(`neighbours? ${county}`);
    const grade = county === null || at === county ? 2 : NEIGHBOURS[county].includes(at) ? 1 : 0;
    best = Math.max(best, Math.min(cap, grade));
  }
  return best;
}

/**
 * Writes `offers.json` (the earlier offers and the set's own) and `queries.json` (each query's hand grades `g`
 * plus the rule grades `dev` of the earlier offers) next to `dir`, and prints the counts.
 */
export function writeSet(dir, earlier, own, QUERIES) {
  const offers = [...earlier, ...own.map((o) => ({ ...o }))];
  const keys = new Set();
  for (const o of offers) {
    if (keys.has(o.key)) throw new Error(`duplicate offer ${o.key}`);
    keys.add(o.key);
  }
  const ids = new Set();
  const queries = QUERIES.map((q) => {
    if (ids.has(q.id)) throw new Error(`duplicate ${q.id}`);
    ids.add(q.id);
    for (const k of Object.keys(q.g)) if (!keys.has(k)) throw new Error(`${q.id}: unknown offer ${k}`);
    const relevant = { ...q.g };
    for (const o of earlier) {
      const g = devGrade(q.dev, o);
      if (g > 0) relevant[o.key] = Math.max(relevant[o.key] ?? 0, g);
    }
    if (Object.keys(relevant).length === 0) throw new Error(`${q.id}: nothing relevant`);
    return { id: q.id, persona: q.persona, askerType: q.askerType, text: q.text, relevant, ...(q.weak ? { weak: true } : {}) };
  });
  writeFileSync(new URL('./offers.json', dir), `${JSON.stringify(offers, null, 1)}\n`);
  writeFileSync(new URL('./queries.json', dir), `${JSON.stringify(queries, null, 1)}\n`);
  const by = (t) => queries.filter((q) => q.askerType === t).length;
  console.log(`${offers.length} offers (${own.length} new), ${queries.length} queries: business ${by('business')}, association ${by('association')}, influencer ${by('influencer')}, foundation ${by('foundation')}, signed out ${by(null)}`);
}
