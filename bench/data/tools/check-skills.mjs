// Checks src/shared/data/skills.json: the shape, unique ids and names, that every `related` id exists,
// that no synonym is claimed by two skills (or is another skill's name), and prints the skills per group.
// Usage: node bench/data/tools/check-skills.mjs [path]   (exit code 1 on any error)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? resolve(here, '../../../src/shared/data/skills.json');
const data = JSON.parse(readFileSync(file, 'utf8'));

const errors = [];
const warnings = [];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const fold = (s) => s.toLocaleLowerCase('sv-SE').trim();

if (data.version !== 1) errors.push(`version is ${JSON.stringify(data.version)}, expected 1`);
if (!Array.isArray(data.groups) || data.groups.length === 0) errors.push('groups is missing or empty');

const groupIds = new Set();
const skillById = new Map();
/** folded name or synonym -> the skill id that uses it */
const termOwner = new Map();

for (const group of data.groups ?? []) {
  if (!SLUG.test(group.id ?? '')) errors.push(`group id ${JSON.stringify(group.id)} is not a slug`);
  if (groupIds.has(group.id)) errors.push(`group id ${group.id} is used twice`);
  groupIds.add(group.id);
  if (!group.name || group.name[0] !== group.name[0].toLocaleUpperCase('sv-SE')) errors.push(`group ${group.id}: name ${JSON.stringify(group.name)} is not in sentence case`);
  if (!Array.isArray(group.skills) || group.skills.length === 0) errors.push(`group ${group.id} has no skills`);
  for (const skill of group.skills ?? []) {
    const where = `${group.id}/${skill.id}`;
    const keys = Object.keys(skill).sort().join(',');
    if (keys !== 'id,name,related,synonyms') errors.push(`${where}: keys are ${keys}`);
    if (!SLUG.test(skill.id ?? '')) errors.push(`${where}: id is not a lowercase ascii slug`);
    if (skillById.has(skill.id)) errors.push(`${where}: id is also used in ${skillById.get(skill.id).group}`);
    skillById.set(skill.id, { ...skill, group: group.id });
    if (typeof skill.name !== 'string' || !skill.name.trim()) errors.push(`${where}: empty name`);
    else if (skill.name[0] !== skill.name[0].toLocaleUpperCase('sv-SE')) errors.push(`${where}: name ${JSON.stringify(skill.name)} does not start with a capital`);
    if (!Array.isArray(skill.synonyms)) errors.push(`${where}: synonyms is not an array`);
    if (!Array.isArray(skill.related)) errors.push(`${where}: related is not an array`);
    const own = new Set();
    for (const term of [skill.name, ...(skill.synonyms ?? [])]) {
      if (typeof term !== 'string' || !term.trim()) {
        errors.push(`${where}: empty synonym`);
        continue;
      }
      const key = fold(term);
      if (own.has(key)) errors.push(`${where}: ${JSON.stringify(term)} appears twice (synonyms repeat the name or each other)`);
      own.add(key);
      const other = termOwner.get(key);
      if (other && other !== skill.id) errors.push(`${where}: ${JSON.stringify(term)} is also a name or synonym of ${other}`);
      termOwner.set(key, skill.id);
    }
  }
}

for (const skill of skillById.values()) {
  const seen = new Set();
  for (const rel of skill.related ?? []) {
    if (rel === skill.id) errors.push(`${skill.group}/${skill.id}: related to itself`);
    else if (!skillById.has(rel)) errors.push(`${skill.group}/${skill.id}: related id ${rel} does not exist`);
    if (seen.has(rel)) errors.push(`${skill.group}/${skill.id}: related id ${rel} appears twice`);
    seen.add(rel);
  }
  if ((skill.related ?? []).length === 0) warnings.push(`${skill.group}/${skill.id}: no related skills`);
}

// Related is directed as written; count the pairs that are only one way (information, not an error).
let oneWay = 0;
for (const skill of skillById.values()) {
  for (const rel of skill.related ?? []) if (skillById.get(rel) && !skillById.get(rel).related.includes(skill.id)) oneWay += 1;
}

const names = new Map();
for (const skill of skillById.values()) {
  const key = fold(skill.name);
  if (names.has(key)) errors.push(`name ${JSON.stringify(skill.name)} is used by ${names.get(key)} and ${skill.id}`);
  names.set(key, skill.id);
}

console.log('Skills per group:');
for (const group of data.groups ?? []) console.log(`  ${String(group.skills?.length ?? 0).padStart(3)}  ${group.name} (${group.id})`);
const synonymCount = [...skillById.values()].reduce((n, s) => n + (s.synonyms?.length ?? 0), 0);
const relatedCount = [...skillById.values()].reduce((n, s) => n + (s.related?.length ?? 0), 0);
console.log(`  ${String(skillById.size).padStart(3)}  in all, ${data.groups?.length ?? 0} groups, ${synonymCount} synonyms, ${relatedCount} related links (${oneWay} one-way)`);
for (const w of warnings) console.log(`warning: ${w}`);
for (const e of errors) console.error(`error: ${e}`);
if (errors.length) {
  console.error(`${errors.length} error(s)`);
  process.exit(1);
}
console.log('ok');
