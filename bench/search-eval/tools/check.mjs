// Checks the hand-judged search evaluation set and helps judge it exhaustively.
//
//   node bench/search-eval/tools/check.mjs                 validate corpus and the query files, print counts
//   node bench/search-eval/tools/check.mjs candidates [id…] for each query (or the given ids): every offer of the
//                                                          query's type that contains one of the hand-given keywords
//                                                          in keywords.json, with its judged grade (or "--")
//   node bench/search-eval/tools/check.mjs unjudged [id…]   as candidates, but only keyword hits that are not judged
//   node bench/search-eval/tools/check.mjs show key…        print offers in full
//   node bench/search-eval/tools/check.mjs type <type>      one line per offer of a type (to read through all of them)
//
// Keyword matching is a case- and diacritic-insensitive substring test over title, organization, location,
// description, tags and target audience, so 'lag' also hits 'läger' and 'Grossistlager': it over-lists on
// purpose; the grade is always a human decision. Exit code 1 when validation fails.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const read = (p) => JSON.parse(readFileSync(p, 'utf8'));
const norm = (s) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

const TYPES = ['business', 'association', 'influencer', 'foundation'];
const GROUPS = ['compound', 'diacritics', 'typo', 'inflection', 'prefix', 'synonym', 'plain'];
const OFFER_FIELDS = [
  'key',
  'type',
  'title',
  'organization',
  'location',
  'budget',
  'timeframe',
  'description',
  'tags',
  'targetAudience',
  'expectedViews',
  'daysAgo',
];
const QUERY_FIELDS = ['id', 'text', 'type', 'group', 'relevant'];
const MIN_PER_GROUP = 12;
const MIN_QUERIES = 90;
const EVERY_GROUP = Object.fromEntries(GROUPS.map((g) => [g, MIN_PER_GROUP]));
// The validated query files: id prefix, and the least number of queries, in all and per group, each must keep.
// dev and held-out have every group; dev4 is 48 synonym and 12 plain queries.
const FILES = {
  dev: { file: 'queries-dev.json', prefix: 'd', minQueries: MIN_QUERIES, minPerGroup: EVERY_GROUP },
  dev4: { file: 'queries-dev4.json', prefix: 'k', minQueries: 60, minPerGroup: { synonym: 48, plain: 12 } },
  heldout: { file: 'queries-heldout.json', prefix: 'h', minQueries: MIN_QUERIES, minPerGroup: EVERY_GROUP },
};
// Read only so that no dev4 text repeats one of theirs (they are not validated here).
const TEXT_ONLY = { dev2: 'queries-dev2.json', dev3: 'queries-dev3.json' };

const corpus = read(join(root, 'corpus.json'));
const files = Object.fromEntries(Object.entries(FILES).map(([name, f]) => [name, read(join(root, f.file))]));
const otherTexts = Object.fromEntries(
  Object.entries(TEXT_ONLY).map(([name, file]) => [name, new Set(read(join(root, file)).map((q) => norm(q.text)))]),
);
let keywords = {};
try {
  keywords = read(join(here, 'keywords.json'));
} catch {
  /* optional */
}

const errors = [];
const err = (m) => errors.push(m);
const sameKeys = (o, want) => {
  const k = Object.keys(o);
  return k.length === want.length && want.every((f, i) => k[i] === f);
};

// ---- corpus
const byKey = new Map();
for (const o of corpus) {
  const where = `offer ${o.key ?? '?'}`;
  if (!sameKeys(o, OFFER_FIELDS)) err(`${where}: fields must be exactly ${OFFER_FIELDS.join(', ')} in that order`);
  if (!/^s\d{3}$/.test(o.key)) err(`${where}: key must look like s001`);
  if (byKey.has(o.key)) err(`${where}: duplicate key`);
  byKey.set(o.key, o);
  if (!TYPES.includes(o.type)) err(`${where}: bad type ${o.type}`);
  for (const f of ['title', 'organization', 'location', 'description'])
    if (typeof o[f] !== 'string' || !o[f].trim()) err(`${where}: ${f} missing`);
  for (const f of ['budget', 'timeframe'])
    if (o[f] !== null && (typeof o[f] !== 'string' || !o[f].trim())) err(`${where}: ${f} must be a string or null`);
  if (typeof o.description === 'string') {
    if (o.description.length < 20) err(`${where}: description shorter than 20 characters`);
    const sentences = o.description.split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ0-9])/u).filter(Boolean).length;
    if (sentences < 2 || sentences > 5) err(`${where}: description has ${sentences} sentences, want 2–5`);
  }
  if (
    !Array.isArray(o.tags) ||
    o.tags.length < 1 ||
    o.tags.length > 5 ||
    o.tags.some((t) => typeof t !== 'string' || !t.trim())
  )
    err(`${where}: tags must be 1–5 strings`);
  else if (o.tags.some((t) => t !== t.toLowerCase())) err(`${where}: tags must be lowercase`);
  const infl = o.type === 'influencer';
  for (const f of ['targetAudience', 'expectedViews']) {
    if (infl && (typeof o[f] !== 'string' || !o[f].trim())) err(`${where}: influencer needs ${f}`);
    if (!infl && o[f] !== null) err(`${where}: ${f} must be null for ${o.type}`);
  }
  if (!Number.isInteger(o.daysAgo) || o.daysAgo < 0 || o.daysAgo > 900)
    err(`${where}: daysAgo must be an integer 0–900`);
}

// ---- queries
const allIds = new Set();
const textsByFile = {};
for (const [name, qs] of Object.entries(files)) {
  const { prefix } = FILES[name];
  textsByFile[name] = new Set();
  if (!Array.isArray(qs)) {
    err(`${name}: not an array`);
    continue;
  }
  for (const q of qs) {
    const where = `${name} ${q.id ?? '?'}`;
    if (!sameKeys(q, QUERY_FIELDS)) err(`${where}: fields must be exactly ${QUERY_FIELDS.join(', ')} in that order`);
    if (!new RegExp(`^${prefix}\\d{3}$`).test(q.id)) err(`${where}: id must look like ${prefix}001`);
    if (allIds.has(q.id)) err(`${where}: duplicate id`);
    allIds.add(q.id);
    if (typeof q.text !== 'string' || !q.text.trim()) err(`${where}: text missing`);
    else {
      if (textsByFile[name].has(norm(q.text))) err(`${where}: the same text twice in ${name}`);
      textsByFile[name].add(norm(q.text));
    }
    if (!TYPES.includes(q.type)) err(`${where}: bad type ${q.type}`);
    if (!GROUPS.includes(q.group)) err(`${where}: bad group ${q.group}`);
    const rel = q.relevant && typeof q.relevant === 'object' ? Object.entries(q.relevant) : [];
    if (rel.length < 1 || rel.length > 8) err(`${where}: ${rel.length} relevant offers, want 1–8`);
    if (!rel.some(([, g]) => g === 2) && rel.length) err(`${where}: no offer graded 2`);
    for (const [k, g] of rel) {
      const o = byKey.get(k);
      if (!o) err(`${where}: unknown offer ${k}`);
      else if (o.type !== q.type) err(`${where}: ${k} is ${o.type}, query is on ${q.type}`);
      if (g !== 1 && g !== 2) err(`${where}: grade of ${k} must be 1 or 2`);
    }
  }
}
for (const t of textsByFile.dev ?? [])
  if (textsByFile.heldout?.has(t)) err(`query text "${t}" is in both dev and heldout`);
// dev4 was written after the other files: none of its texts may be in any of them.
const beforeDev4 = { dev: textsByFile.dev, heldout: textsByFile.heldout, ...otherTexts };
for (const t of textsByFile.dev4 ?? [])
  for (const [name, texts] of Object.entries(beforeDev4))
    if (texts?.has(t)) err(`query text "${t}" is in both dev4 and ${name}`);

// ---- report
const count = (arr, f) => arr.reduce((m, x) => ((m[f(x)] = (m[f(x)] ?? 0) + 1), m), {});
const mode = process.argv[2] ?? 'check';
const args = process.argv.slice(3);
const allQueries = Object.values(files).flatMap((qs) => (Array.isArray(qs) ? qs : []));

const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const haystack = (o) =>
  fold([o.title, o.organization, o.location, o.description, o.tags.join(' '), o.targetAudience ?? ''].join(' \n '));
const line = (o) => `${o.key} ${String(o.daysAgo).padStart(3)}d ${o.location.padEnd(16)} ${o.title}`;

if (mode === 'check') {
  console.log(
    `offers: ${corpus.length}`,
    count(corpus, (o) => o.type),
  );
  const old = corpus.filter((o) => o.daysAgo >= 400).length;
  console.log(`offers 400+ days old: ${old}`);
  for (const [name, qs] of Object.entries(files)) {
    const byGroup = count(qs, (q) => q.group);
    console.log(
      `${name}: ${qs.length} queries`,
      byGroup,
      count(qs, (q) => q.type),
    );
    const { minQueries, minPerGroup } = FILES[name];
    for (const [g, min] of Object.entries(minPerGroup))
      if ((byGroup[g] ?? 0) < min) err(`${name}: only ${byGroup[g] ?? 0} ${g} queries, want ${min}`);
    if (qs.length < minQueries) err(`${name}: ${qs.length} queries, want ${minQueries}`);
    const sizes = qs.map((q) => Object.keys(q.relevant).length);
    console.log(
      `  relevant per query: min ${Math.min(...sizes)}, max ${Math.max(...sizes)}, mean ${(sizes.reduce((a, b) => a + b, 0) / sizes.length).toFixed(2)}`,
    );
  }
  for (const [name, qs] of Object.entries(files)) {
    const missingKw = qs.filter((q) => !keywords[q.id]).map((q) => q.id);
    if (missingKw.length === qs.length)
      console.log(`${name}: no keywords in keywords.json (candidates lists judged offers only)`);
    else if (missingKw.length)
      console.log(`${name}: queries without keywords in keywords.json: ${missingKw.join(' ')}`);
  }
} else if (mode === 'candidates' || mode === 'unjudged') {
  const qs = args.length ? allQueries.filter((q) => args.includes(q.id)) : allQueries;
  for (const q of qs) {
    const kws = (keywords[q.id] ?? []).map(fold);
    const hits = corpus.filter((o) => o.type === q.type && kws.some((k) => haystack(o).includes(k)));
    const shown = mode === 'unjudged' ? hits.filter((o) => !(o.key in q.relevant)) : hits;
    const judgedNotHit = Object.keys(q.relevant).filter((k) => !hits.some((o) => o.key === k));
    if (mode === 'unjudged' && !shown.length) continue;
    console.log(
      `\n${q.id} [${q.type}/${q.group}] "${q.text}"  keywords: ${(keywords[q.id] ?? []).join(', ') || '(none)'}`,
    );
    for (const o of shown) console.log(`  ${q.relevant[o.key] ?? '--'}  ${line(o)}`);
    if (mode === 'candidates' && judgedNotHit.length) {
      for (const k of judgedNotHit)
        console.log(
          `  ${q.relevant[k]}* ${byKey.get(k) ? line(byKey.get(k)) : k + ' (unknown)'}   (judged, no keyword hit)`,
        );
    }
  }
} else if (mode === 'show') {
  for (const k of args) console.log(JSON.stringify(byKey.get(k), null, 1));
} else if (mode === 'type') {
  for (const o of corpus.filter((o) => o.type === args[0])) console.log(`${line(o)}  | ${o.tags.join(', ')}`);
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}

if (errors.length) {
  console.error(`\n${errors.length} problem(s):\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
if (mode === 'check') console.log('\nOK');
