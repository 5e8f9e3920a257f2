// Matching both ways (issue 25 §3): Talentfinder ranks the visible profiles by fit to an organisation's
// project role (or a text); 'Projekt för dig' ranks approved projects' roles by fit to a person's profile.
// Hidden profiles are never candidates. The ranking itself is match.ts.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { projects } from '@server/db/schema.js';
import { forbidden, notFound } from '@server/lib/errors.js';
import { skillsInText } from '@shared/skills.js';
import { TALENT_TEXTS } from '@shared/talent-texts.js';
import type { TTalentsQuery } from '@shared/schemas/talent.js';
import type {
  TProject,
  TProjectMatches,
  TProjectRole,
  TSkillProfile,
  TTalentMatches,
} from '@shared/schemas/talent.response.js';
import { needFromText, scoreFit, type Need, type Talent } from './match.js';
import { findVisibleProfiles, getOwnSkillProfile, isProjectOwnerType, userTypeOf } from './profile.service.js';
import { loadProjects } from './projects.service.js';

const E = TALENT_TEXTS.errors;
const TOP = 50;

export const talentOf = (p: TSkillProfile): Talent => ({
  skills: p.skills.map((s) => ({ skillId: s.skillId, level: s.level })),
  headlineSkillIds: skillsInText(p.headline),
  place: p.place,
  remote: p.remote,
  volunteer: p.volunteer,
  paid: p.paid,
  hoursPerWeek: p.hoursPerWeek,
});

export const needOfRole = (project: Pick<TProject, 'place'>, role: TProjectRole): Need => ({
  skillIds: [...new Set(role.skills.flatMap((s) => (s.skillId ? [s.skillId] : [])))],
  place: project.place,
  remote: role.remote,
  paid: role.paid,
  hoursPerWeek: role.hoursPerWeek,
});

/** Talentfinder: visible profiles ranked by fit to a project role of the caller's, or to a text. */
export async function findTalents(opts: { db: Db; userId: string; query: TTalentsQuery }): Promise<TTalentMatches> {
  const { db, query: q } = opts;
  if (!isProjectOwnerType(await userTypeOf(db, opts.userId))) throw forbidden(E.talentType);
  let need: Need = { skillIds: [], place: null, remote: false, paid: null, hoursPerWeek: null };
  if (q.projectId) {
    const [own] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, Number(q.projectId)), eq(projects.userId, opts.userId)));
    const [project] = own ? await loadProjects(db, [own.id]) : [];
    if (!project) throw notFound(E.projectNotFound);
    const role = q.roleId ? project.roles.find((r) => r.id === q.roleId) : project.roles[0];
    if (!role) throw notFound(E.roleNotFound);
    need = needOfRole(project, role);
  }
  if (q.q) {
    const text = needFromText(q.q);
    need = {
      skillIds: [...new Set([...need.skillIds, ...text.skillIds])],
      place: need.place ?? text.place,
      remote: need.remote || text.remote,
      paid: need.paid ?? text.paid,
      hoursPerWeek: need.hoursPerWeek,
    };
  }
  if (q.place) need.place = q.place;
  if (q.remote !== undefined) need.remote = q.remote;
  if (q.terms) need.paid = q.terms === 'paid';
  const candidates = (await findVisibleProfiles(db)).filter(
    (p) =>
      p.userId !== opts.userId &&
      (q.minHours === undefined || p.hoursPerWeek >= q.minHours) &&
      (q.terms === undefined || (q.terms === 'paid' ? p.paid : p.volunteer)),
  );
  const ranked = candidates
    .map((profile) => ({ profile, ...scoreFit(need, talentOf(profile)) }))
    .filter((m) => need.skillIds.length === 0 || m.score > 0)
    .sort((a, b) => b.score - a.score || a.profile.username.localeCompare(b.profile.username, 'sv'));
  return { items: ranked.slice(0, TOP) };
}

/** 'Projekt för dig': approved projects' roles ranked by fit to the caller's own profile. */
export async function findProjectsForMe(opts: { db: Db; userId: string; today: string }): Promise<TProjectMatches> {
  const profile = await getOwnSkillProfile(opts.db, opts.userId);
  if (!profile) return { items: [] };
  const ids = await opts.db.select({ id: projects.id }).from(projects).where(eq(projects.isApproved, true));
  const all = await loadProjects(
    opts.db,
    ids.map((r) => r.id),
  );
  return { items: rankProjects(all, talentOf(profile), opts.today, opts.userId).slice(0, 20) };
}

/** each project once, by its best-fitting open role */
export function rankProjects(all: TProject[], talent: Talent, today: string, me?: string) {
  const out: TProjectMatches['items'] = [];
  for (const project of all) {
    if (project.userId === me) continue;
    let best: { roleId: string; score: number; reasons: string[] } | null = null;
    for (const role of project.roles) {
      if (role.interestDeadline && role.interestDeadline < today) continue;
      const fit = scoreFit(needOfRole(project, role), talent);
      if (fit.score > 0 && (!best || fit.score > best.score)) best = { roleId: role.id, ...fit };
    }
    if (best) out.push({ project, ...best });
  }
  return out.sort((a, b) => b.score - a.score);
}
