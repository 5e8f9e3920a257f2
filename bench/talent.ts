// Held-out precision@5 of the Talentfinder matcher (issue 25 §5) on bench/data/talent-heldout/: both
// directions, as the set's README says — precision@5 only, never tuned on. Pure: no database.
// Run: npm run bench:talent alone, or as the last part of npm run bench:ai.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normaliseSkill, skillsInText } from '@shared/skills.js';
import type { SkillLevel } from '@shared/talent-texts.js';
import { needFromText, scoreFit, type Need, type Talent } from '@server/features/talent/match.js';

const dir = resolve(import.meta.dirname, 'data/talent-heldout');
const read = <T>(f: string): T => JSON.parse(readFileSync(resolve(dir, f), 'utf8')) as T;

interface Person {
  key: string;
  headline: string;
  skills: { name: string; level: SkillLevel }[];
  hoursPerWeek: number;
  location: string;
  remote: boolean;
  volunteer: boolean;
  paid: boolean;
}
interface Role {
  id: string;
  title: string;
  skills: string[];
  hoursPerWeek: number;
  volunteer: boolean;
  paid: boolean;
}
interface Project {
  key: string;
  ownerType: string;
  title: string;
  description: string;
  location: string;
  remote: boolean;
  roles: Role[];
}
interface Query {
  id: string;
  direction: 'project-to-people' | 'person-to-projects';
  text: string;
  projectKey?: string;
  roleId?: string;
  relevant: Record<string, number>;
}

const people = read<Person[]>('people.json');
const projects = read<Project[]>('projects.json');
const queries = read<Query[]>('queries.json');

const talentOf = (p: Person): Talent => ({
  skills: p.skills.map((s) => ({ skillId: normaliseSkill(s.name), level: s.level })),
  headlineSkillIds: skillsInText(p.headline),
  place: p.location,
  remote: p.remote,
  volunteer: p.volunteer,
  paid: p.paid,
  hoursPerWeek: p.hoursPerWeek,
});
const roleNeed = (project: Project, role: Role): Need => ({
  skillIds: [...new Set(role.skills.flatMap((s) => normaliseSkill(s) ?? []))],
  place: project.location,
  remote: project.remote,
  paid: role.paid && !role.volunteer,
  hoursPerWeek: role.hoursPerWeek,
});

function merge(a: Need, b: Need): Need {
  return {
    skillIds: [...new Set([...a.skillIds, ...b.skillIds])],
    place: b.place ?? a.place,
    remote: a.remote || b.remote,
    paid: b.paid ?? a.paid,
    hoursPerWeek: a.hoursPerWeek ?? b.hoursPerWeek,
  };
}

function rank(q: Query): string[] {
  const text = needFromText(q.text);
  if (q.direction === 'project-to-people') {
    const project = projects.find((p) => p.key === q.projectKey);
    const role = project?.roles.find((r) => r.id === q.roleId);
    const need = project && role ? merge(roleNeed(project, role), text) : text;
    return people
      .map((p) => ({ key: p.key, score: scoreFit(need, talentOf(p)).score }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
      .map((x) => x.key);
  }
  // a person's text as the 'talent' side: its skills (van), its place, remote and terms
  const talent: Talent = {
    skills: text.skillIds.map((id) => ({ skillId: id, level: 'van' })),
    place: text.place ?? '',
    remote: text.remote || !text.place,
    volunteer: text.paid !== true,
    paid: text.paid !== false,
    hoursPerWeek: 40,
  };
  const wantsAssociation = /\bförening/i.test(q.text);
  return projects
    .map((p) => {
      const best = Math.max(
        0,
        ...p.roles.map((r) => scoreFit({ ...roleNeed(p, r), place: text.place ? p.location : null }, talent).score),
      );
      const typeFactor = wantsAssociation
        ? p.ownerType === 'association'
          ? 1
          : p.ownerType === 'foundation'
            ? 0.6
            : 0.2
        : 1;
      return { key: p.key, score: best * typeFactor };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.key);
}

let sum = 0;
const byDirection: Record<string, { sum: number; n: number }> = {};
for (const q of queries) {
  const top = rank(q).slice(0, 5);
  const relevant = Object.entries(q.relevant)
    .filter(([, g]) => g >= 1)
    .map(([k]) => k);
  const p5 = top.filter((k) => relevant.includes(k)).length / Math.min(5, relevant.length);
  sum += p5;
  const d = (byDirection[q.direction] ??= { sum: 0, n: 0 });
  d.sum += p5;
  d.n++;
}
console.log(`Talentfinder held-out precision@5: ${(sum / queries.length).toFixed(3)} over ${queries.length} queries`);
for (const [d, v] of Object.entries(byDirection)) console.log(`  ${d}: ${(v.sum / v.n).toFixed(3)} (${v.n})`);
console.log(`  corpus: ${people.length} people, ${projects.length} projects`);
