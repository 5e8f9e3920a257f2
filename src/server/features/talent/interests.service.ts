// 'Jag är intresserad' (issue 25 §2): a person with a skills profile tells an organisation they want a role;
// the organisation is notified and a conversation opens (the person's message is its first message); the
// organisation answers 'Kontaktad', 'Vald' or 'Inte aktuell' and the person is told.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { profiles, projectInterests, projectRoles, projects, skillProfiles } from '@server/db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/errors.js';
import { pgCode } from '@server/db/raw.js';
import { notify } from '@server/features/notifications/notify.js';
import { sendMessage } from '@server/features/chat/chat.service.js';
import { INTEREST_STATUS_LABELS, TALENT_TEXTS, type InterestStatus } from '@shared/talent-texts.js';
import type { TInterest } from '@shared/schemas/talent.response.js';
import { isTalentType, userTypeOf } from './profile.service.js';
import { parseId } from './projects.service.js';

const E = TALENT_TEXTS.errors;

const interestColumns = {
  id: projectInterests.id,
  projectId: projects.id,
  projectTitle: projects.title,
  organization: projects.organization,
  owner: projects.userId,
  roleId: projectRoles.id,
  roleTitle: projectRoles.title,
  userId: projectInterests.userId,
  username: profiles.username,
  message: projectInterests.message,
  status: projectInterests.status,
  createdAt: projectInterests.createdAt,
  updatedAt: projectInterests.updatedAt,
};

type Row = { [K in keyof typeof interestColumns]: (typeof interestColumns)[K]['_']['data'] };
const toInterest = (r: Row): TInterest => ({
  id: String(r.id),
  projectId: String(r.projectId),
  projectTitle: r.projectTitle,
  organization: r.organization,
  roleId: String(r.roleId),
  roleTitle: r.roleTitle,
  userId: r.userId,
  username: r.username,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const selectInterests = (db: Db) =>
  db
    .select(interestColumns)
    .from(projectInterests)
    .innerJoin(projectRoles, eq(projectRoles.id, projectInterests.roleId))
    .innerJoin(projects, eq(projects.id, projectRoles.projectId))
    .innerJoin(profiles, eq(profiles.id, projectInterests.userId));

export async function expressInterest(opts: {
  db: Db;
  userId: string;
  projectId: string;
  roleId: string;
  message: string;
  today: string;
}): Promise<TInterest> {
  const { db, userId } = opts;
  const pid = parseId(opts.projectId);
  const rid = parseId(opts.roleId, E.roleNotFound);
  const [role] = await db
    .select({
      owner: projects.userId,
      approved: projects.isApproved,
      title: projects.title,
      deadline: projectRoles.interestDeadline,
      roleTitle: projectRoles.title,
    })
    .from(projectRoles)
    .innerJoin(projects, eq(projects.id, projectRoles.projectId))
    .where(and(eq(projectRoles.id, rid), eq(projectRoles.projectId, pid)));
  if (!role || (!role.approved && role.owner !== userId)) throw notFound(E.roleNotFound);
  if (!isTalentType(await userTypeOf(db, userId))) throw forbidden(E.interestType);
  if (role.owner === userId) throw badRequest(E.interestOwn, 'OWN_PROJECT');
  if (!role.approved) throw notFound(E.roleNotFound);
  if (role.deadline && role.deadline < opts.today) throw badRequest(E.interestClosed, 'INTEREST_CLOSED');
  const [profile] = await db
    .select({ id: skillProfiles.userId })
    .from(skillProfiles)
    .where(eq(skillProfiles.userId, userId));
  if (!profile) throw badRequest(E.interestNeedsProfile, 'NO_SKILL_PROFILE');
  let id: number;
  try {
    const [row] = await db
      .insert(projectInterests)
      .values({ roleId: rid, userId, message: opts.message })
      .returning({ id: projectInterests.id });
    id = row!.id;
  } catch (error) {
    if (pgCode(error) === '23505') throw conflict(E.interestTwice, 'INTEREST_EXISTS');
    throw error;
  }
  const [me] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  await notify(db, {
    userId: role.owner,
    kind: 'project_interest',
    title: `${me?.username ?? 'Någon'} är intresserad av ${role.roleTitle}`,
    body: opts.message,
    link: `/projekt/${pid}`,
    data: { projectId: String(pid), roleId: String(rid), interestId: String(id) },
  });
  // the conversation opens with the person's message (both see each other in their contacts)
  await sendMessage({
    db,
    me: userId,
    otherId: role.owner,
    text: `Intresseanmälan till ${role.title} – ${role.roleTitle}:\n${opts.message}`,
  });
  const [row] = await selectInterests(db).where(eq(projectInterests.id, id));
  return toInterest(row!);
}

/** the interests in one project (its owner only) */
export async function findProjectInterests(opts: { db: Db; userId: string; projectId: string }): Promise<TInterest[]> {
  const pid = parseId(opts.projectId);
  const [p] = await opts.db.select({ owner: projects.userId }).from(projects).where(eq(projects.id, pid));
  if (!p) throw notFound(E.projectNotFound);
  if (p.owner !== opts.userId) throw forbidden();
  const list = await selectInterests(opts.db).where(eq(projects.id, pid)).orderBy(desc(projectInterests.createdAt));
  return list.map(toInterest);
}

export async function findOwnInterests(db: Db, userId: string): Promise<TInterest[]> {
  const list = await selectInterests(db)
    .where(eq(projectInterests.userId, userId))
    .orderBy(desc(projectInterests.createdAt));
  return list.map(toInterest);
}

/** The project's owner marks an interest; the person is told. 404 to strangers, 403 to the person. */
export async function setInterestStatus(opts: {
  db: Db;
  userId: string;
  id: string;
  status: Exclude<InterestStatus, 'sent'>;
}): Promise<TInterest> {
  const { db } = opts;
  const iid = parseId(opts.id, E.interestNotFound);
  const [row] = await selectInterests(db).where(eq(projectInterests.id, iid));
  if (!row || (row.owner !== opts.userId && row.userId !== opts.userId)) throw notFound(E.interestNotFound);
  if (row.owner !== opts.userId) throw forbidden();
  if (row.status !== opts.status) {
    await db
      .update(projectInterests)
      .set({ status: opts.status, updatedAt: new Date() })
      .where(eq(projectInterests.id, iid));
    await notify(db, {
      userId: row.userId,
      kind: 'interest_status',
      subjectKey: `interest:${iid}`,
      title: `${row.organization}: ${INTEREST_STATUS_LABELS[opts.status]} – ${row.roleTitle}`,
      link: `/projekt/${row.projectId}`,
      data: { projectId: String(row.projectId), interestId: String(iid), status: opts.status },
    });
  }
  const [next] = await selectInterests(db).where(eq(projectInterests.id, iid));
  return toInterest(next!);
}
