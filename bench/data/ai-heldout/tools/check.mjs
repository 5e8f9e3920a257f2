#!/usr/bin/env node
// Checker and judging helper for the held-out AI matcher set (bench/data/ai-heldout).
//
//   node bench/data/ai-heldout/tools/check.mjs                 validate offers.json + queries.json, print counts
//   node bench/data/ai-heldout/tools/check.mjs find <regex> [--type=business,foundation]
//                                                              offers whose key/title/org/location/tags/description match
//   node bench/data/ai-heldout/tools/check.mjs show <qid>      a query and its judged offers
//   node bench/data/ai-heldout/tools/check.mjs partners <qid>  every offer of the asker's partner types, one line each,
//                                                              marked with the current grade (for exhaustive judging)
//   node bench/data/ai-heldout/tools/check.mjs offer <key>     an offer and every query that grades it
//   node bench/data/ai-heldout/tools/check.mjs list            all queries, one line each
//   node bench/data/ai-heldout/tools/check.mjs candidates <qid|all> [n]
//                                                              ungraded offers of the partner types that share words or a
//                                                              county with the query, best first (a second look while judging)
//
// It reads only the two JSON files next to this folder; it never touches the matcher.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
const offers = JSON.parse(readFileSync(join(dir, 'offers.json'), 'utf8'));
const queries = JSON.parse(readFileSync(join(dir, 'queries.json'), 'utf8'));

const TYPES = ['business', 'association', 'influencer', 'foundation'];
const OFFER_FIELDS = ['key', 'type', 'title', 'organization', 'location', 'budget', 'timeframe', 'description', 'tags', 'targetAudience', 'expectedViews', 'daysAgo'];
const QUERY_FIELDS = ['id', 'persona', 'askerType', 'text', 'relevant'];
// Whom each asker type usually works with; anything else in `relevant` is listed for a second look.
const PARTNERS = {
  business: ['association', 'influencer'],
  association: ['business', 'foundation'],
  influencer: ['business', 'foundation'],
  foundation: ['association', 'influencer'],
};

const byKey = new Map(offers.map((o) => [o.key, o]));
const short = (o) => `${o.key.padEnd(30)} ${o.type.slice(0, 4)}  ${o.location.padEnd(28).slice(0, 28)} ${o.title}  [${o.tags.join(', ')}]`;

function validate() {
  const errors = [];
  const notes = [];
  const keys = new Set();
  for (const o of offers) {
    const where = `offer ${o.key ?? '?'}`;
    const fields = Object.keys(o);
    if (fields.join() !== OFFER_FIELDS.join()) errors.push(`${where}: fields must be exactly ${OFFER_FIELDS.join(', ')} (got ${fields.join(', ')})`);
    if (typeof o.key !== 'string' || !/^h-[a-z0-9-]+$/.test(o.key)) errors.push(`${where}: key must look like h-<short>`);
    if (keys.has(o.key)) errors.push(`${where}: duplicate key`);
    keys.add(o.key);
    if (!TYPES.includes(o.type)) errors.push(`${where}: bad type ${o.type}`);
    for (const f of ['title', 'organization', 'location', 'description']) {
      if (typeof o[f] !== 'string' || !o[f].trim()) errors.push(`${where}: ${f} must be a non-empty string`);
    }
    for (const f of ['budget', 'timeframe']) {
      if (o[f] !== null && (typeof o[f] !== 'string' || !o[f].trim())) errors.push(`${where}: ${f} must be a string or null`);
    }
    if (!Array.isArray(o.tags) || o.tags.length < 1 || o.tags.length > 5 || o.tags.some((t) => typeof t !== 'string' || !t.trim())) {
      errors.push(`${where}: tags must be 1–5 strings`);
    }
    const isInfluencer = o.type === 'influencer';
    for (const f of ['targetAudience', 'expectedViews']) {
      if (isInfluencer && (typeof o[f] !== 'string' || !o[f].trim())) errors.push(`${where}: influencer needs ${f}`);
      if (!isInfluencer && o[f] !== null) errors.push(`${where}: ${f} must be null for ${o.type}`);
    }
    if (!Number.isInteger(o.daysAgo) || o.daysAgo < 0 || o.daysAgo > 400) errors.push(`${where}: daysAgo must be an integer 0–400`);
    const sentences = (o.description ?? '').split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9])/).filter((s) => s.trim());
    if (sentences.length < 2 || sentences.length > 5) errors.push(`${where}: description has ${sentences.length} sentences (want 2–5)`);
  }

  const ids = new Set();
  const perAsker = Object.fromEntries([...TYPES, 'null'].map((t) => [t, 0]));
  let weak = 0;
  let graded = 0;
  for (const q of queries) {
    const where = `query ${q.id ?? '?'}`;
    const fields = Object.keys(q).filter((f) => f !== 'weak');
    if (fields.join() !== QUERY_FIELDS.join()) errors.push(`${where}: fields must be ${QUERY_FIELDS.join(', ')} (+ optional weak), got ${Object.keys(q).join(', ')}`);
    if (!/^q\d{3}$/.test(q.id ?? '')) errors.push(`${where}: id must look like q001`);
    if (ids.has(q.id)) errors.push(`${where}: duplicate id`);
    ids.add(q.id);
    if (q.askerType !== null && !TYPES.includes(q.askerType)) errors.push(`${where}: bad askerType ${q.askerType}`);
    perAsker[q.askerType ?? 'null'] += 1;
    if (typeof q.persona !== 'string' || !q.persona.trim()) errors.push(`${where}: persona missing`);
    const words = (q.text ?? '').trim().split(/\s+/).filter(Boolean).length;
    if (words < 2 || words > 60) errors.push(`${where}: text has ${words} words (want 3–60)`);
    if ('weak' in q && q.weak !== true) errors.push(`${where}: weak must be true when present`);
    if (q.weak) weak += 1;
    const rel = Object.entries(q.relevant ?? {});
    if (rel.length < 1 || rel.length > 8) errors.push(`${where}: ${rel.length} relevant offers (want 1–8)`);
    graded += rel.length;
    for (const [key, grade] of rel) {
      if (!byKey.has(key)) errors.push(`${where}: unknown offer ${key}`);
      if (grade !== 1 && grade !== 2) errors.push(`${where}: grade of ${key} must be 1 or 2`);
      const o = byKey.get(key);
      if (o && q.askerType && !PARTNERS[q.askerType].includes(o.type)) notes.push(`${where} (${q.askerType}) grades ${o.type} ${key} ${grade} — only if the text asks for it`);
    }
    if (q.weak && rel.some(([, g]) => g === 2)) errors.push(`${where}: a weak query should hold no grade 2`);
    if (!q.weak && !rel.some(([, g]) => g === 2)) notes.push(`${where}: no grade-2 offer but not flagged weak`);
  }

  const perType = Object.fromEntries(TYPES.map((t) => [t, offers.filter((o) => o.type === t).length]));
  if (offers.length < 170) errors.push(`only ${offers.length} offers (want ≥ 170)`);
  if (queries.length < 130) errors.push(`only ${queries.length} queries (want ≥ 130)`);
  for (const t of TYPES) if (perAsker[t] < 28) errors.push(`only ${perAsker[t]} ${t} askers (want ≥ 28)`);
  if (perAsker.null > 10) errors.push(`${perAsker.null} signed-out queries (want ≤ 10)`);
  if (weak < 6 || weak > 10) errors.push(`${weak} weak queries (want 6–10)`);

  const used = new Set(queries.flatMap((q) => Object.keys(q.relevant ?? {})));
  const unused = offers.filter((o) => !used.has(o.key)).map((o) => o.key);

  console.log(`offers: ${offers.length}  ${TYPES.map((t) => `${t} ${perType[t]}`).join(', ')}`);
  console.log(`queries: ${queries.length}  ${[...TYPES, 'null'].map((t) => `${t} ${perAsker[t]}`).join(', ')}; weak ${weak}; graded pairs ${graded}`);
  console.log(`offers never graded relevant (distractors only): ${unused.length}${unused.length ? ' — ' + unused.join(', ') : ''}`);
  for (const n of notes) console.log(`note: ${n}`);
  for (const e of errors) console.log(`ERROR: ${e}`);
  if (errors.length) process.exitCode = 1;
  else console.log('ok');
}

function typeFilter(args) {
  const t = args.find((a) => a.startsWith('--type='));
  return t ? t.slice(7).split(',') : TYPES;
}

// Town or region word → county, so that a query naming a town also meets offers elsewhere in its county.
const COUNTY = {
  norrbotten: ['luleå', 'piteå', 'kiruna', 'boden', 'gällivare', 'kalix', 'älvsbyn', 'haparanda', 'malmfälten', 'norrbotten'],
  västerbotten: ['umeå', 'skellefteå', 'lycksele', 'vilhelmina', 'storuman', 'västerbotten'],
  jämtland: ['östersund', 'åre', 'strömsund', 'krokom', 'härjedalen', 'jämtland'],
  västernorrland: ['sundsvall', 'härnösand', 'örnsköldsvik', 'kramfors', 'västernorrland'],
  gävleborg: ['gävle', 'hudiksvall', 'sandviken', 'bollnäs', 'söderhamn', 'ljusdal', 'hälsingland', 'gävleborg'],
  dalarna: ['falun', 'borlänge', 'mora', 'leksand', 'rättvik', 'ludvika', 'sälen', 'idre', 'siljan', 'dalarna'],
  värmland: ['karlstad', 'arvika', 'kristinehamn', 'hagfors', 'torsby', 'sunne', 'värmland'],
  örebro: ['örebro', 'karlskoga', 'lindesberg', 'kumla', 'vivalla'],
  västmanland: ['västerås', 'köping', 'sala', 'västmanland'],
  uppsala: ['uppsala', 'enköping', 'östhammar', 'tierp', 'uppland'],
  stockholm: ['stockholm', 'botkyrka', 'alby', 'fittja', 'södertälje', 'norrtälje', 'järva', 'rinkeby', 'tensta'],
  östergötland: ['linköping', 'norrköping', 'motala', 'mjölby', 'östergötland'],
  jönköping: ['jönköping', 'värnamo', 'nässjö'],
  kronoberg: ['växjö', 'ljungby', 'kronoberg'],
  kalmar: ['kalmar', 'oskarshamn', 'västervik', 'nybro'],
  gotland: ['visby', 'gotland'],
  skåne: ['malmö', 'lund', 'helsingborg', 'kristianstad', 'ystad', 'simrishamn', 'rosengård', 'österlen', 'skåne'],
  halland: ['halmstad', 'varberg', 'falkenberg', 'laholm', 'kungsbacka', 'halland'],
  'västra götaland': ['göteborg', 'angered', 'hjällbo', 'borås', 'trollhättan', 'strömstad', 'bohuslän', 'västkusten', 'västra götaland'],
};
const fold = (s) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const STOP = new Set(['som', 'och', 'för', 'med', 'till', 'vill', 'vara', 'eller', 'finns', 'söker', 'våra', 'vårt', 'inte', 'alla', 'också', 'gärna', 'kan', 'det', 'den', 'att', 'har', 'från', 'efter', 'andra', 'många', 'någon', 'något', 'vilka', 'samarbeta', 'samarbete', 'samarbeten', 'sponsor', 'sponsorer', 'sponsra', 'stötta', 'pengar', 'bidrag', 'stiftelse', 'stiftelser', 'förening', 'föreningar', 'företag', 'kunna', 'skulle', 'driver', 'fler', 'uppe', 'hjälpa', 'tips', 'letar', 'efter', 'någon', 'behöver', 'jobba'].map(fold));
const words = (s) => fold(s).split(/[^a-z0-9-]+/).filter((w) => w.length >= 4 && !STOP.has(w));
const counties = (s) => {
  const f = ` ${fold(s).replace(/[^a-z0-9]+/g, ' ')} `;
  return Object.entries(COUNTY).filter(([, places]) => places.some((p) => f.includes(` ${fold(p)} `))).map(([c]) => c);
};
function candidates(q, n) {
  const qw = words(q.text);
  const qc = counties(q.text);
  const types = q.askerType ? PARTNERS[q.askerType] : TYPES;
  const scored = offers
    .filter((o) => types.includes(o.type) && !q.relevant[o.key])
    .map((o) => {
      const ow = words([o.title, o.tags.join(' '), o.description].join(' '));
      const shared = qw.filter((w) => ow.some((x) => x.startsWith(w.slice(0, 5)) || w.startsWith(x.slice(0, 5))));
      const oc = counties(o.location + ' ' + o.tags.join(' '));
      const place = qc.some((c) => oc.includes(c)) ? 2 : 0;
      return { o, score: shared.length + place, why: [...new Set(shared)].join(',') + (place ? ' +län' : '') };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, n);
  console.log(`${q.id} [${q.askerType ?? 'utloggad'}] ${q.text}\n   graded: ${Object.entries(q.relevant).map(([k, g]) => `${k}:${g}`).join(' ')}`);
  for (const { o, score, why } of scored) console.log(`   ${String(score).padStart(2)} ${short(o)}  {${why}}`);
}

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) validate();
else if (cmd === 'find') {
  const re = new RegExp(args.find((a) => !a.startsWith('--')) ?? '.', 'i');
  const types = typeFilter(args);
  for (const o of offers) {
    const hay = [o.key, o.title, o.organization, o.location, o.tags.join(' '), o.description].join(' ');
    if (types.includes(o.type) && re.test(hay)) console.log(short(o));
  }
} else if (cmd === 'show' || cmd === 'partners') {
  const q = queries.find((x) => x.id === args[0]);
  if (!q) throw new Error(`no query ${args[0]}`);
  console.log(`${q.id} [${q.askerType ?? 'utloggad'}]${q.weak ? ' (weak)' : ''} ${q.persona}\n  "${q.text}"`);
  if (cmd === 'show') {
    for (const [key, grade] of Object.entries(q.relevant)) console.log(`  ${grade}  ${byKey.has(key) ? short(byKey.get(key)) : key + ' (UNKNOWN)'}`);
  } else {
    const types = args[1] ? args[1].split(',') : q.askerType ? PARTNERS[q.askerType] : TYPES;
    for (const o of offers.filter((x) => types.includes(x.type))) console.log(`  ${q.relevant[o.key] ?? '.'}  ${short(o)}`);
  }
} else if (cmd === 'offer') {
  const o = byKey.get(args[0]);
  if (!o) throw new Error(`no offer ${args[0]}`);
  console.log(JSON.stringify(o, null, 2));
  for (const q of queries) if (q.relevant[o.key]) console.log(`  ${q.relevant[o.key]}  ${q.id} [${q.askerType ?? 'utloggad'}] ${q.text}`);
} else if (cmd === 'list') {
  for (const q of queries) console.log(`${q.id} [${(q.askerType ?? 'utloggad').slice(0, 4)}]${q.weak ? 'W' : ' '} ${q.text}  → ${Object.entries(q.relevant).map(([k, g]) => `${k.slice(2)}:${g}`).join(' ')}`);
} else if (cmd === 'candidates') {
  const n = Number(args[1] ?? 12);
  for (const q of queries.filter((x) => args[0] === 'all' || x.id === args[0])) candidates(q, n);
} else {
  console.log('usage: check.mjs [find <regex> [--type=a,b] | show <qid> | partners <qid> [types] | offer <key> | list | candidates <qid|all> [n]]');
  process.exitCode = 2;
}
