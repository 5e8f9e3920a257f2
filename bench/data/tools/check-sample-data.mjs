// Checks the example data of the embedded run in src/server/data/:
// - sample-foundations.csv has no problems (see orgnr.mjs),
// - sample-foundations-bad.csv has exactly the six intended problems, one per bad row,
// - sample-grant-programmes.json has the agreed shape, dates in 2027 and foundations from the CSV.
// Usage: node bench/data/tools/check-sample-data.mjs   (exit code 1 on any error)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { COUNTIES, csvProblems } from './orgnr.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = resolve(here, '../../../src/server/data');
const read = (name) => readFileSync(resolve(dataDir, name), 'utf8');
const errors = [];

const good = csvProblems(read('sample-foundations.csv'));
for (const p of good.problems) errors.push(`sample-foundations.csv ${p}`);
console.log(`sample-foundations.csv: ${good.rows} foundations, ${good.problems.length} problem(s)`);

const expectedBad = [
  /^line 4: organisation number .*: wrong check digit$/,
  /^line 5: no name$/,
  /^line 6: unknown county/,
  /^line 7: 6 columns, expected 7$/,
  /^line 8: no purpose$/,
  /^line 9: organisation number .* also on line 2$/,
];
const bad = csvProblems(read('sample-foundations-bad.csv'));
if (bad.problems.length !== expectedBad.length || !expectedBad.every((re, i) => re.test(bad.problems[i] ?? ''))) {
  errors.push(`sample-foundations-bad.csv: expected the six documented problems, got:\n  ${bad.problems.join('\n  ')}`);
}
console.log(`sample-foundations-bad.csv: ${bad.rows} rows, ${bad.problems.length} intended problem(s)`);

const foundationNames = new Set(
  read('sample-foundations.csv')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(';')[0]),
);
const AREAS = new Set(['idrott', 'kultur', 'ungdom', 'utbildning', 'miljö', 'social', 'forskning', 'hälsa', 'funktionsnedsättning', 'äldre']);
const APPLICANTS = new Set(['association', 'influencer', 'individual', 'business']);
const KEYS = 'key,foundation,name,purpose,areas,regions,applicants,amountMin,amountMax,deadline,applyHere,externalUrl,documents,criteria';
const validDate = (y, m, d) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};
const programmes = JSON.parse(read('sample-grant-programmes.json'));
const keys = new Set();
const kinds = {};
for (const g of programmes) {
  const at = g.key ?? '?';
  if (Object.keys(g).join(',') !== KEYS) errors.push(`${at}: keys are ${Object.keys(g).join(',')}`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(g.key ?? '') || keys.has(g.key)) errors.push(`${at}: key is not a unique slug`);
  keys.add(g.key);
  if (!foundationNames.has(g.foundation)) errors.push(`${at}: foundation ${JSON.stringify(g.foundation)} is not in sample-foundations.csv`);
  const sentences = (g.purpose ?? '').split(/(?<=[.!?])\s+/).filter(Boolean).length;
  if (sentences < 2 || sentences > 4) errors.push(`${at}: purpose has ${sentences} sentences (2–4)`);
  if (!g.areas?.length || !g.areas.every((a) => AREAS.has(a))) errors.push(`${at}: areas ${JSON.stringify(g.areas)}`);
  const nationwide = g.regions?.length === 1 && g.regions[0] === 'Hela Sverige';
  if (!g.regions?.length || !(nationwide || g.regions.every((r) => COUNTIES.includes(r)))) errors.push(`${at}: regions ${JSON.stringify(g.regions)}`);
  if (!g.applicants?.length || !g.applicants.every((a) => APPLICANTS.has(a))) errors.push(`${at}: applicants ${JSON.stringify(g.applicants)}`);
  if (!Number.isInteger(g.amountMin) || !Number.isInteger(g.amountMax) || g.amountMin <= 0 || g.amountMin > g.amountMax) errors.push(`${at}: amounts`);
  const d = g.deadline ?? {};
  kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
  if (d.kind === 'once') {
    const m = /^(2027)-(\d{2})-(\d{2})$/.exec(d.date ?? '');
    if (!m || !validDate(+m[1], +m[2], +m[3]) || Object.keys(d).length !== 2) errors.push(`${at}: deadline ${JSON.stringify(d)}`);
  } else if (d.kind === 'yearly') {
    if (!validDate(2027, d.month, d.day) || Object.keys(d).length !== 3) errors.push(`${at}: deadline ${JSON.stringify(d)}`);
  } else if (d.kind !== 'rolling' || Object.keys(d).length !== 1) errors.push(`${at}: deadline ${JSON.stringify(d)}`);
  if (typeof g.applyHere !== 'boolean') errors.push(`${at}: applyHere`);
  if (g.applyHere ? g.externalUrl !== null : !/^https:\/\/[a-z0-9.-]+\.example\//.test(g.externalUrl ?? '')) {
    errors.push(`${at}: externalUrl must be null when applyHere, else an https://….example/ address`);
  }
  if (!g.documents?.length || !g.documents.every((x) => typeof x === 'string' && x.trim())) errors.push(`${at}: documents`);
  if (!(g.criteria?.length >= 3 && g.criteria.length <= 6) || !g.criteria.every((x) => typeof x === 'string' && x.trim())) errors.push(`${at}: criteria (3–6)`);
}
console.log(`sample-grant-programmes.json: ${programmes.length} programmes, deadlines ${Object.entries(kinds).map(([k, v]) => `${k} ${v}`).join(', ')}, ${programmes.filter((g) => g.applyHere).length} applied for here`);

for (const e of errors) console.error(`error: ${e}`);
if (errors.length) {
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}
console.log('ok');
