// Routes of Talentfinder and 'Individer och Projekt' (issue 25), mounted under /api.
// Over 300 lines for a reason: each route's OpenAPI description sits beside it, as in the other features.
import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { validate } from '@server/lib/validate.js';
import { isAdmin } from '@server/middleware/session.js';
import { noStore, requireAdmin, requireUser } from '@server/middleware/access.js';
import { byUser, rateLimit } from '@server/middleware/rate-limit.js';
import { describe } from '@server/middleware/describe.js';
import { stockholmDay } from '@server/features/grants/deadlines.js';
import { ZIdParam } from '@shared/schemas/params.js';
import { ZRejectOffer } from '@shared/schemas/moderation.js';
import { INTEREST_DAILY_LIMIT, TALENT_TEXTS } from '@shared/talent-texts.js';
import {
  ZInterestRequest,
  ZInterestStatusRequest,
  ZProjectRequest,
  ZProjectRoleParam,
  ZProjectsQuery,
  ZSkillProfileRequest,
  ZTalentsQuery,
} from '@shared/schemas/talent.js';
import {
  ZInterest,
  ZInterestList,
  ZOwnSkillProfile,
  ZProject,
  ZProjectItems,
  ZProjectList,
  ZProjectMatches,
  ZSkillProfile,
  ZTalentMatches,
  type TInterest,
  type TInterestList,
  type TOwnSkillProfile,
  type TProject,
  type TProjectItems,
  type TProjectList,
  type TProjectMatches,
  type TSkillProfile,
  type TTalentMatches,
} from '@shared/schemas/talent.response.js';
import { z } from 'zod';
import { deleteSkillProfile, getOwnSkillProfile, getSkillProfile, saveSkillProfile } from './profile.service.js';
import {
  approveProject,
  createProject,
  deleteProject,
  findAdminProjects,
  findOwnProjects,
  getProject,
  rejectProject,
  updateProject,
} from './projects.service.js';
import { findProjects } from './projects.list.js';
import { expressInterest, findOwnInterests, findProjectInterests, setInterestStatus } from './interests.service.js';
import { findProjectsForMe, findTalents } from './match.service.js';

const tags = ['Talanger och projekt'];
const ZAdminProjectsQuery = z.object({ state: z.enum(['pending', 'approved']).default('pending') });

export const talentRoutes = new Hono<AppEnv>()
  .get(
    '/me/skill-profile',
    describe({
      summary: 'Min kompetensprofil (null om den inte är ifylld)',
      tags,
      answers: { 200: { schema: ZOwnSkillProfile, description: 'Profilen' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TOwnSkillProfile>({ profile: await getOwnSkillProfile(c.var.deps.db, c.var.user.id) }),
  )
  .put(
    '/me/skill-profile',
    describe({
      summary: 'Spara min kompetensprofil (privatperson eller influencer)',
      tags,
      description: "'visible' (Synlig för organisationer) är av som standard.",
      answers: { 200: { schema: ZSkillProfile, description: 'Sparad' } },
      errors: { 403: ['FORBIDDEN'] },
    }),
    noStore,
    requireUser(),
    validate('json', ZSkillProfileRequest),
    async (c) =>
      c.json<TSkillProfile>(
        await saveSkillProfile({
          db: c.var.deps.db,
          jobs: c.var.deps.jobs,
          userId: c.var.user.id,
          input: c.req.valid('json'),
        }),
      ),
  )
  .delete(
    '/me/skill-profile',
    describe({ summary: 'Ta bort min kompetensprofil', tags, answers: { 204: 'Borttagen' } }),
    noStore,
    requireUser(),
    async (c) => {
      await deleteSkillProfile(c.var.deps.db, c.var.user.id);
      return c.body(null, 204);
    },
  )
  .get(
    '/talents/:id',
    describe({
      summary: 'En kompetensprofil',
      tags,
      description:
        'Syns för ägaren, och för inloggade föreningar, företag och stiftelser när den är synlig; annars 404.',
      answers: { 200: { schema: ZSkillProfile, description: 'Profilen' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) =>
      c.json<TSkillProfile>(
        await getSkillProfile({ db: c.var.deps.db, id: c.req.valid('param').id, viewerId: c.var.user.id }),
      ),
  )
  .get(
    '/talents',
    describe({
      summary: 'Talentfinder: synliga profiler rankade efter hur väl de passar ett projekt',
      tags,
      description: 'Bara för inloggade föreningar, företag och stiftelser. Dolda profiler ingår aldrig.',
      answers: { 200: { schema: ZTalentMatches, description: 'Högst 50 profiler med skäl' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('query', ZTalentsQuery),
    async (c) =>
      c.json<TTalentMatches>(
        await findTalents({ db: c.var.deps.db, userId: c.var.user.id, query: c.req.valid('query') }),
      ),
  )
  .get(
    '/me/project-matches',
    describe({
      summary: 'Projekt för dig: godkända projekt rankade efter min kompetensprofil',
      tags,
      answers: { 200: { schema: ZProjectMatches, description: 'Högst 20 projekt med skäl' } },
    }),
    noStore,
    requireUser(),
    async (c) =>
      c.json<TProjectMatches>(
        await findProjectsForMe({ db: c.var.deps.db, userId: c.var.user.id, today: stockholmDay(new Date()) }),
      ),
  )
  .get(
    '/projects',
    describe({
      summary: 'Sök och filtrera godkända projekt',
      tags,
      answers: { 200: { schema: ZProjectList, description: 'En sida projekt' } },
    }),
    validate('query', ZProjectsQuery),
    async (c) => {
      const list = await findProjects({ db: c.var.deps.db, query: c.req.valid('query') });
      c.header('Cache-Control', 'no-cache');
      return c.json<TProjectList>(list);
    },
  )
  .get(
    '/projects/:id',
    describe({
      summary: 'Ett projekt',
      tags,
      description: 'Ett väntande projekt syns bara för ägaren och admin.',
      answers: { 200: { schema: ZProject, description: 'Projektet' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    validate('param', ZIdParam),
    async (c) => {
      const project = await getProject({
        db: c.var.deps.db,
        id: c.req.valid('param').id,
        userId: c.var.user?.id ?? null,
        isAdmin: () => isAdmin(c),
      });
      c.header('Cache-Control', c.var.user ? 'private, no-cache' : 'no-cache');
      c.header('Vary', 'Cookie');
      return c.json<TProject>(project);
    },
  )
  .post(
    '/projects',
    describe({
      summary: 'Publicera ett projekt med roller (väntar på granskning)',
      tags,
      answers: { 201: { schema: ZProject, description: 'Skapat' } },
      errors: { 403: ['FORBIDDEN'] },
    }),
    noStore,
    requireUser(),
    validate('json', ZProjectRequest),
    async (c) => {
      const project = await createProject({ db: c.var.deps.db, userId: c.var.user.id, input: c.req.valid('json') });
      return c.json(project satisfies TProject, 201);
    },
  )
  .put(
    '/projects/:id',
    describe({
      summary: 'Ändra sitt projekt (granskas igen)',
      tags,
      answers: { 200: { schema: ZProject, description: 'Ändrat' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZProjectRequest),
    async (c) =>
      c.json<TProject>(
        await updateProject({
          db: c.var.deps.db,
          userId: c.var.user.id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      ),
  )
  .delete(
    '/projects/:id',
    describe({
      summary: 'Ta bort sitt projekt (admin: vilket som helst)',
      tags,
      answers: { 204: 'Borttaget' },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) => {
      await deleteProject({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: c.req.valid('param').id,
        isAdmin: await isAdmin(c),
      });
      return c.body(null, 204);
    },
  )
  .get(
    '/me/projects',
    describe({
      summary: 'Mina projekt, även väntande',
      tags,
      answers: { 200: { schema: ZProjectItems, description: 'Projekten' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TProjectItems>({ items: await findOwnProjects(c.var.deps.db, c.var.user.id) }),
  )
  .post(
    '/projects/:id/roles/:roleId/interest',
    describe({
      summary: 'Jag är intresserad: anmäl intresse för en roll med ett kort meddelande',
      tags,
      description: `Organisationen får en avisering och en konversation öppnas. Högst ${INTEREST_DAILY_LIMIT} per person och dygn.`,
      answers: { 201: { schema: ZInterest, description: 'Anmäld' } },
      errors: {
        400: ['OWN_PROJECT', 'INTEREST_CLOSED', 'NO_SKILL_PROFILE'],
        403: ['FORBIDDEN'],
        404: ['NOT_FOUND'],
        409: ['INTEREST_EXISTS'],
      },
    }),
    noStore,
    requireUser(),
    validate('param', ZProjectRoleParam),
    validate('json', ZInterestRequest),
    rateLimit({
      key: byUser('project-interest'),
      limit: INTEREST_DAILY_LIMIT,
      windowSeconds: 24 * 3600,
      message: TALENT_TEXTS.errors.interestLimit,
    }),
    async (c) => {
      const { id, roleId } = c.req.valid('param');
      const interest = await expressInterest({
        db: c.var.deps.db,
        userId: c.var.user.id,
        projectId: id,
        roleId,
        message: c.req.valid('json').message,
        today: stockholmDay(new Date()),
      });
      return c.json(interest satisfies TInterest, 201);
    },
  )
  .get(
    '/projects/:id/interests',
    describe({
      summary: 'Intresseanmälningarna till mitt projekt',
      tags,
      answers: { 200: { schema: ZInterestList, description: 'Anmälningarna' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    async (c) =>
      c.json<TInterestList>({
        items: await findProjectInterests({
          db: c.var.deps.db,
          userId: c.var.user.id,
          projectId: c.req.valid('param').id,
        }),
      }),
  )
  .get(
    '/me/interests',
    describe({
      summary: 'Mina intresseanmälningar',
      tags,
      answers: { 200: { schema: ZInterestList, description: 'Anmälningarna' } },
    }),
    noStore,
    requireUser(),
    async (c) => c.json<TInterestList>({ items: await findOwnInterests(c.var.deps.db, c.var.user.id) }),
  )
  .patch(
    '/interests/:id',
    describe({
      summary: 'Markera en intresseanmälan: Kontaktad, Vald eller Inte aktuell',
      tags,
      description: 'Bara projektets ägare. Personen får en avisering.',
      answers: { 200: { schema: ZInterest, description: 'Markerad' } },
      errors: { 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireUser(),
    validate('param', ZIdParam),
    validate('json', ZInterestStatusRequest),
    async (c) =>
      c.json<TInterest>(
        await setInterestStatus({
          db: c.var.deps.db,
          userId: c.var.user.id,
          id: c.req.valid('param').id,
          status: c.req.valid('json').status,
        }),
      ),
  )
  .get(
    '/admin/projects',
    describe({
      summary: 'Projekt att granska (state=pending) eller godkända',
      tags: ['Admin', ...tags],
      answers: { 200: { schema: ZProjectItems, description: 'Projekten' } },
    }),
    noStore,
    requireAdmin(),
    validate('query', ZAdminProjectsQuery),
    async (c) => c.json<TProjectItems>({ items: await findAdminProjects(c.var.deps.db, c.req.valid('query').state) }),
  )
  .post(
    '/admin/projects/:id/approve',
    describe({
      summary: 'Godkänn och publicera ett projekt',
      tags: ['Admin', ...tags],
      answers: { 200: { schema: ZProject, description: 'Godkänt' } },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    async (c) => c.json<TProject>(await approveProject(c.var.deps, c.req.valid('param').id)),
  )
  .post(
    '/admin/projects/:id/reject',
    describe({
      summary: 'Avvisa ett väntande projekt (det tas bort och ägaren får skälet)',
      tags: ['Admin', ...tags],
      answers: { 204: 'Avvisat' },
      errors: { 404: ['NOT_FOUND'] },
    }),
    noStore,
    requireAdmin(),
    validate('param', ZIdParam),
    validate('json', ZRejectOffer, { optionalBody: true }),
    async (c) => {
      await rejectProject(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').reason);
      return c.body(null, 204);
    },
  );
