// Projects (issue 25 §2): associations, businesses and foundations publish them with roles; an admin
// approves them as offers are approved; the approved ones are public at /projekt. Search terms are computed
// by the server's Swedish analysis (src/server/search/) when a project is written.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { AppJobs } from '@server/infra/jobs/definitions.js';
import { profiles, projectRoles, projects } from '@server/db/schema.js';
import { forbidden, notFound } from '@server/lib/errors.js';
import { analyseOffer } from '@server/search/document.js';
import { notify } from '@server/features/notifications/notify.js';
import { normaliseSkill } from '@shared/skills.js';
import { TALENT_TEXTS } from '@shared/talent-texts.js';
import type { TProjectInput } from '@shared/schemas/talent.js';
import type { TProject, TProjectRole } from '@shared/schemas/talent.response.js';
import { countyOf, isProjectOwnerType, userTypeOf } from './profile.service.js';

const E = TALENT_TEXTS.errors;

/** Project and role ids are positive bigints; anything else names none (404 rather than 500). */
export function parseId(raw: string, message: string = E.projectNotFound): number {
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) throw notFound(message);
  return Number(raw);
}

type ProjectRow = typeof projects.$inferSelect & { ownerType: string };
type RoleRow = typeof projectRoles.$inferSelect;

const toRole = (r: RoleRow): TProjectRole => ({
  id: String(r.id),
  title: r.title,
  skills: r.skills,
  hoursPerWeek: r.hoursPerWeek,
  periodFrom: r.periodFrom,
  periodTo: r.periodTo,
  remote: r.remote,
  paid: r.paid,
  amount: r.amount,
  interestDeadline: r.interestDeadline,
});

const toProject = (p: ProjectRow, roles: RoleRow[]): TProject => ({
  id: String(p.id),
  userId: p.userId,
  ownerType: p.ownerType,
  organization: p.organization,
  title: p.title,
  description: p.description,
  place: p.place,
  county: p.county,
  isApproved: p.isApproved,
  roles: roles.filter((r) => r.projectId === p.id).map(toRole),
  createdAt: p.createdAt.toISOString(),
});

/** the projects with these ids (in that order), with their roles */
export async function loadProjects(db: Db, ids: number[]): Promise<TProject[]> {
  if (ids.length === 0) return [];
  const list = await db
    .select({ p: projects, ownerType: profiles.userType })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.userId))
    .where(inArray(projects.id, ids));
  const roles = await db
    .select()
    .from(projectRoles)
    .where(inArray(projectRoles.projectId, ids))
    .orderBy(asc(projectRoles.position), asc(projectRoles.id));
  const byId = new Map(list.map((r) => [r.p.id, toProject({ ...r.p, ownerType: r.ownerType }, roles)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A project as the caller may see it: approved, or the owner's own, or any for admin; else 404. */
export async function getProject(opts: {
  db: Db;
  id: string;
  userId: string | null;
  isAdmin: () => Promise<boolean> | boolean;
}) {
  const [project] = await loadProjects(opts.db, [parseId(opts.id)]);
  if (!project) throw notFound(E.projectNotFound);
  if (!project.isApproved && project.userId !== opts.userId && !(await opts.isAdmin()))
    throw notFound(E.projectNotFound);
  return project;
}

const projectTerms = (v: TProjectInput) =>
  analyseOffer({
    title: v.title,
    organization: v.organization,
    tags: v.roles.flatMap((r) => [r.title, ...r.skills]),
    description: v.description,
    location: v.place,
    target_audience: null,
    expected_views: null,
  }).vector;

/** the project's own columns as its input sets them (on create and on every edit) */
const projectValues = (v: TProjectInput) => ({
  organization: v.organization,
  title: v.title,
  description: v.description,
  place: v.place,
  county: countyOf(v.place),
  searchTerms: projectTerms(v),
});

const roleValues = (projectId: number, v: TProjectInput) =>
  v.roles.map((r, position) => {
    const skills = r.skills.map((name) => ({ name, skillId: normaliseSkill(name) }));
    return {
      projectId,
      position,
      title: r.title,
      skills,
      skillIds: [...new Set(skills.flatMap((s) => (s.skillId ? [s.skillId] : [])))],
      hoursPerWeek: r.hoursPerWeek,
      periodFrom: r.periodFrom,
      periodTo: r.periodTo,
      remote: r.remote,
      paid: r.paid,
      amount: r.paid ? r.amount : null,
      interestDeadline: r.interestDeadline,
    };
  });

/** Publishes a project, unapproved until an admin approves it. */
export async function createProject(opts: { db: Db; userId: string; input: TProjectInput }): Promise<TProject> {
  const { db, userId, input: v } = opts;
  if (!isProjectOwnerType(await userTypeOf(db, userId))) throw forbidden(E.projectType);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ userId, ...projectValues(v) })
      .returning({ id: projects.id });
    await tx.insert(projectRoles).values(roleValues(row!.id, v));
    return row!.id;
  });
  return (await loadProjects(db, [id]))[0]!;
}

async function ownProject(db: Db, id: string, userId: string): Promise<number> {
  const pid = parseId(id);
  const [row] = await db.select({ owner: projects.userId }).from(projects).where(eq(projects.id, pid));
  if (!row) throw notFound(E.projectNotFound);
  if (row.owner !== userId) throw forbidden();
  return pid;
}

/**
 * Changes a project; it is reviewed again. Roles keep their ids (and their interests) by position; extra
 * roles are added, missing ones removed with their interests.
 */
export async function updateProject(opts: { db: Db; userId: string; id: string; input: TProjectInput }) {
  const { db, userId, input: v } = opts;
  const pid = await ownProject(db, opts.id, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        ...projectValues(v),
        isApproved: false,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, pid));
    const old = await tx
      .select({ id: projectRoles.id })
      .from(projectRoles)
      .where(eq(projectRoles.projectId, pid))
      .orderBy(asc(projectRoles.position), asc(projectRoles.id));
    const next = roleValues(pid, v);
    for (const [i, values] of next.entries()) {
      const existing = old[i];
      if (existing) await tx.update(projectRoles).set(values).where(eq(projectRoles.id, existing.id));
      else await tx.insert(projectRoles).values(values);
    }
    const gone = old.slice(next.length).map((r) => r.id);
    if (gone.length > 0) await tx.delete(projectRoles).where(inArray(projectRoles.id, gone));
  });
  return (await loadProjects(db, [pid]))[0]!;
}

export async function deleteProject(opts: { db: Db; userId: string; id: string; isAdmin: boolean }) {
  const pid = opts.isAdmin ? parseId(opts.id) : await ownProject(opts.db, opts.id, opts.userId);
  const deleted = await opts.db.delete(projects).where(eq(projects.id, pid)).returning({ id: projects.id });
  if (deleted.length === 0) throw notFound(E.projectNotFound);
}

export async function findOwnProjects(db: Db, userId: string): Promise<TProject[]> {
  const ids = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return loadProjects(
    db,
    ids.map((r) => r.id),
  );
}

export async function findAdminProjects(db: Db, state: 'pending' | 'approved'): Promise<TProject[]> {
  const ids = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.isApproved, state === 'approved'))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(200);
  return loadProjects(
    db,
    ids.map((r) => r.id),
  );
}

/**
 * An admin publishes a project; the owner is told once per approval, and the saved /projekt searches are
 * matched against it (job projects.match-searches, enqueued in the same transaction).
 */
export async function approveProject({ db, jobs }: { db: Db; jobs: AppJobs }, id: string): Promise<TProject> {
  const pid = parseId(id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ isApproved: true, updatedAt: new Date() })
      .where(and(eq(projects.id, pid), eq(projects.isApproved, false)))
      .returning({ userId: projects.userId, title: projects.title });
    if (!row) return;
    await notify(tx, {
      userId: row.userId,
      kind: 'offer_approved',
      title: `Projektet är publicerat: ${row.title}`,
      link: `/projekt/${pid}`,
      data: { projectId: String(pid) },
    });
    await jobs.enqueue('projects.match-searches', { projectId: pid }, { tx });
  });
  const [project] = await loadProjects(db, [pid]);
  if (!project) throw notFound(E.projectNotFound);
  return project;
}

/**
 * An admin refuses a pending project, as offers are refused: it is removed (with its roles) and the owner is
 * told why. An approved project is not refused (the admin deletes it instead): 404 as for an unknown one.
 */
export async function rejectProject(db: Db, id: string, reason: string | undefined): Promise<void> {
  const pid = parseId(id);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(projects)
      .where(and(eq(projects.id, pid), eq(projects.isApproved, false)))
      .returning({ userId: projects.userId, title: projects.title });
    if (!row) throw notFound(E.projectNotFound);
    await notify(tx, {
      userId: row.userId,
      kind: 'offer_rejected',
      title: TALENT_TEXTS.projectRejected(row.title),
      body: reason ?? TALENT_TEXTS.projectRejectedNoReason,
      link: '/projekt/ny',
      data: { projectId: String(pid) },
    });
  });
}
