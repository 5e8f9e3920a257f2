// Checks the shape of bench/data/talent-heldout/ (people, projects, queries) and prints its counts.
// It does not print or score any matcher's results: the set is for reporting only (see its README).
// Usage: node bench/data/tools/check-talent-heldout.mjs   (exit code 1 on any error)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const dir = resolve(here, '../talent-heldout');
const read = (name) => JSON.parse(readFileSync(resolve(dir, name), 'utf8'));
const people = read('people.json');
const projects = read('projects.json');
const queries = read('queries.json');
const skillsFile = JSON.parse(readFileSync(resolve(here, '../../../src/shared/data/skills.json'), 'utf8'));
const skillNames = new Set(skillsFile.groups.flatMap((g) => g.skills.map((s) => s.name)));

const errors = [];
const LEVELS = new Set(['nyborjare', 'van', 'expert']);
const OWNERS = new Set(['association', 'business', 'foundation']);
const ASKERS = new Set(['association', 'business', 'foundation', 'individual', 'influencer']);
const DIRECTIONS = new Set(['project-to-people', 'person-to-projects']);
const isBool = (v) => typeof v === 'boolean';
const isText = (v) => typeof v === 'string' && v.trim().length > 0;

const personKeys = new Set();
let listedSkills = 0;
let freeTextSkills = 0;
for (const p of people) {
  if (!/^p\d{2,3}$/.test(p.key ?? '')) errors.push(`person key ${JSON.stringify(p.key)}`);
  if (personKeys.has(p.key)) errors.push(`person ${p.key} twice`);
  personKeys.add(p.key);
  if (!isText(p.headline) || !isText(p.location) || !isText(p.bio)) errors.push(`${p.key}: headline, location or bio missing`);
  if (!Number.isInteger(p.hoursPerWeek) || p.hoursPerWeek < 1) errors.push(`${p.key}: hoursPerWeek`);
  if (![p.remote, p.volunteer, p.paid].every(isBool)) errors.push(`${p.key}: remote, volunteer and paid must be booleans`);
  if (!p.volunteer && !p.paid) errors.push(`${p.key}: neither volunteer nor paid`);
  if (!Array.isArray(p.skills) || p.skills.length === 0) errors.push(`${p.key}: no skills`);
  for (const s of p.skills ?? []) {
    if (!isText(s.name) || !LEVELS.has(s.level)) errors.push(`${p.key}: skill ${JSON.stringify(s)}`);
    if (skillNames.has(s.name)) listedSkills += 1;
    else freeTextSkills += 1;
  }
}

const projectRoles = new Map();
for (const pr of projects) {
  if (!/^pr\d{2}$/.test(pr.key ?? '')) errors.push(`project key ${JSON.stringify(pr.key)}`);
  if (projectRoles.has(pr.key)) errors.push(`project ${pr.key} twice`);
  if (!OWNERS.has(pr.ownerType)) errors.push(`${pr.key}: ownerType ${pr.ownerType}`);
  if (!isText(pr.title) || !isText(pr.description) || !isText(pr.location) || !isBool(pr.remote)) errors.push(`${pr.key}: title, description, location or remote`);
  const roleIds = new Set();
  for (const r of pr.roles ?? []) {
    if (roleIds.has(r.id)) errors.push(`${pr.key}: role ${r.id} twice`);
    roleIds.add(r.id);
    if (!isText(r.title) || !Number.isInteger(r.hoursPerWeek) || !isBool(r.volunteer) || !isBool(r.paid)) errors.push(`${pr.key}/${r.id}: fields`);
    if (!r.volunteer && !r.paid) errors.push(`${pr.key}/${r.id}: neither volunteer nor paid`);
    for (const name of r.skills ?? []) if (!skillNames.has(name)) errors.push(`${pr.key}/${r.id}: skill ${JSON.stringify(name)} is not a name in skills.json`);
  }
  if (roleIds.size === 0) errors.push(`${pr.key}: no roles`);
  projectRoles.set(pr.key, roleIds);
}

const queryIds = new Set();
const count = { 'project-to-people': 0, 'person-to-projects': 0 };
const askers = {};
const grades = { 1: 0, 2: 0 };
let anchored = 0;
for (const q of queries) {
  if (!/^t\d{3}$/.test(q.id ?? '') || queryIds.has(q.id)) errors.push(`query id ${JSON.stringify(q.id)}`);
  queryIds.add(q.id);
  if (!DIRECTIONS.has(q.direction)) errors.push(`${q.id}: direction ${q.direction}`);
  if (!ASKERS.has(q.askerType)) errors.push(`${q.id}: askerType ${q.askerType}`);
  if (!isText(q.text)) errors.push(`${q.id}: empty text`);
  count[q.direction] = (count[q.direction] ?? 0) + 1;
  askers[q.askerType] = (askers[q.askerType] ?? 0) + 1;
  if (q.projectKey !== undefined || q.roleId !== undefined) {
    anchored += 1;
    if (q.direction !== 'project-to-people') errors.push(`${q.id}: projectKey on a person-to-projects query`);
    if (!projectRoles.get(q.projectKey)?.has(q.roleId)) errors.push(`${q.id}: ${q.projectKey}/${q.roleId} does not exist`);
  }
  const pool = q.direction === 'project-to-people' ? personKeys : projectRoles;
  const entries = Object.entries(q.relevant ?? {});
  if (entries.length < 1 || entries.length > 6) errors.push(`${q.id}: ${entries.length} relevant items (1–6 allowed)`);
  for (const [key, grade] of entries) {
    if (!pool.has(key)) errors.push(`${q.id}: relevant ${key} is not a ${q.direction === 'project-to-people' ? 'person' : 'project'}`);
    if (grade !== 1 && grade !== 2) errors.push(`${q.id}: grade ${grade} for ${key}`);
    else grades[grade] += 1;
  }
}

console.log(`people: ${people.length} (${listedSkills} skills named as in skills.json, ${freeTextSkills} in free text)`);
console.log(`projects: ${projects.length} (${[...projectRoles.values()].reduce((n, r) => n + r.size, 0)} roles)`);
console.log(`queries: ${queries.length} — ${count['project-to-people']} project-to-people (${anchored} anchored on a role), ${count['person-to-projects']} person-to-projects`);
console.log(`askers: ${Object.entries(askers).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`judgements: ${grades[2]} graded 2, ${grades[1]} graded 1; queries without any 2: ${queries.filter((q) => !Object.values(q.relevant ?? {}).includes(2)).length}`);
for (const e of errors) console.error(`error: ${e}`);
if (errors.length) {
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}
console.log('ok');
