// Rows of the permission table for Talentfinder and 'Individer och Projekt' (issue 25). The world's owner
// (a business) owns the projects, the other (an association) is an organisation that is not the owner, the
// peer (an influencer) has the skills profile and the interests. Rows are made straight in the database.
import type { Role, World } from './permissions.world.js';
import type { PermissionRow } from './permissions.table.js';

const all = (s: number): Record<Role, number> => ({ anonymous: s, other: s, owner: s, admin: s });
const user = (s: number): Record<Role, number> => ({ anonymous: 401, other: s, owner: s, admin: s });
const adminOnly = (s: number): Record<Role, number> => ({ anonymous: 401, other: 403, owner: 403, admin: s });

const PROJECT = {
  organization: 'Företaget Exempel AB',
  title: 'Fotograf till sommarfesten',
  description: 'Vi söker en fotograf till vår sommarfest för personal och kunder i Malmö.',
  place: 'Malmö',
  roles: [{ title: 'Fotograf', skills: ['Fotografering'], hoursPerWeek: 4, paid: true, amount: 3000 }],
};
const PROFILE = {
  headline: 'Fotograf på fritiden',
  skills: [{ name: 'Fotografering', level: 'van' }],
  hoursPerWeek: 5,
  place: 'Malmö',
  visible: true,
};

async function project(w: World, approved = true): Promise<{ id: string; roleId: string }> {
  const db = w.t.deps.database;
  const [p] = await db.query<{ id: string }>(
    `INSERT INTO projects (user_id, organization, title, description, place, is_approved)
     VALUES ($1, 'Företaget Exempel AB', $2, $3, 'Malmö', $4) RETURNING id::text AS id`,
    [w.users.owner.id, `Projekt ${w.unique()}`, PROJECT.description, approved],
  );
  const [r] = await db.query<{ id: string }>(
    `INSERT INTO project_roles (project_id, title, skills, skill_ids, hours_per_week)
     VALUES ($1, 'Fotograf', '[{"name":"Fotografering","skillId":"fotografering"}]', '{fotografering}', 4)
     RETURNING id::text AS id`,
    [p!.id],
  );
  return { id: p!.id, roleId: r!.id };
}

async function skillProfile(w: World, visible: boolean): Promise<string> {
  await w.t.deps.database.query(
    `INSERT INTO skill_profiles (user_id, headline, skills, skill_ids, hours_per_week, place, visible)
     VALUES ($1, 'Fotograf', '[{"name":"Fotografering","level":"van","skillId":"fotografering"}]', '{fotografering}', 5, 'Malmö', $2)
     ON CONFLICT (user_id) DO UPDATE SET visible = EXCLUDED.visible`,
    [w.users.peer.id, visible],
  );
  return w.users.peer.id;
}

async function interest(w: World): Promise<string> {
  const { roleId } = await project(w);
  await skillProfile(w, true);
  const [row] = await w.t.deps.database.query<{ id: string }>(
    `INSERT INTO project_interests (role_id, user_id, message) VALUES ($1, $2, 'Jag vill gärna hjälpa till.')
     RETURNING id::text AS id`,
    [roleId, w.users.peer.id],
  );
  return row!.id;
}

export const TALENT_PERMISSIONS: PermissionRow[] = [
  {
    method: 'GET',
    path: '/api/me/skill-profile',
    expect: user(200),
    request: () => ({ path: '/api/me/skill-profile' }),
  },
  {
    method: 'PUT',
    path: '/api/me/skill-profile',
    case: 'only a Privatperson or an influencer has one (no role of the world is)',
    expect: { anonymous: 401, other: 403, owner: 403, admin: 403 },
    request: () => ({ path: '/api/me/skill-profile', method: 'PUT', json: PROFILE }),
  },
  {
    method: 'DELETE',
    path: '/api/me/skill-profile',
    expect: user(204),
    request: () => ({ path: '/api/me/skill-profile', method: 'DELETE' }),
  },
  {
    method: 'GET',
    path: '/api/talents/:id',
    case: 'a visible profile: signed-in organisations',
    expect: user(200),
    request: async (w) => ({ path: `/api/talents/${await skillProfile(w, true)}` }),
  },
  {
    method: 'GET',
    path: '/api/talents/:id',
    case: 'a hidden profile: 404 to everyone but its owner (not in the world)',
    expect: { anonymous: 401, other: 404, owner: 404, admin: 404 },
    request: async (w) => ({ path: `/api/talents/${await skillProfile(w, false)}` }),
  },
  {
    method: 'GET',
    path: '/api/talents',
    case: 'organisations only (the admin of the world is a business)',
    expect: user(200),
    request: () => ({ path: '/api/talents?q=fotograf' }),
  },
  {
    method: 'GET',
    path: '/api/me/project-matches',
    expect: user(200),
    request: () => ({ path: '/api/me/project-matches' }),
  },
  { method: 'GET', path: '/api/projects', expect: all(200), request: () => ({ path: '/api/projects?q=fotograf' }) },
  {
    method: 'GET',
    path: '/api/projects/:id',
    expect: all(200),
    request: async (w) => ({ path: `/api/projects/${(await project(w)).id}` }),
  },
  {
    method: 'GET',
    path: '/api/projects/:id',
    case: 'a pending project: its owner and an admin',
    expect: { anonymous: 404, other: 404, owner: 200, admin: 200 },
    request: async (w) => ({ path: `/api/projects/${(await project(w, false)).id}` }),
  },
  {
    method: 'POST',
    path: '/api/projects',
    expect: user(201),
    request: () => ({ path: '/api/projects', method: 'POST', json: PROJECT }),
  },
  {
    method: 'PUT',
    path: '/api/projects/:id',
    expect: { anonymous: 401, other: 403, owner: 200, admin: 403 },
    request: async (w) => ({ path: `/api/projects/${(await project(w)).id}`, method: 'PUT', json: PROJECT }),
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id',
    expect: { anonymous: 401, other: 403, owner: 204, admin: 204 },
    request: async (w) => ({ path: `/api/projects/${(await project(w)).id}`, method: 'DELETE' }),
  },
  { method: 'GET', path: '/api/me/projects', expect: user(200), request: () => ({ path: '/api/me/projects' }) },
  {
    method: 'POST',
    path: '/api/projects/:id/roles/:roleId/interest',
    case: 'only a person with a skills profile (no role of the world is a Privatperson or influencer)',
    expect: { anonymous: 401, other: 403, owner: 403, admin: 403 },
    request: async (w) => {
      const p = await project(w);
      return { path: `/api/projects/${p.id}/roles/${p.roleId}/interest`, method: 'POST', json: { message: 'Hej!' } };
    },
  },
  {
    method: 'GET',
    path: '/api/projects/:id/interests',
    expect: { anonymous: 401, other: 403, owner: 200, admin: 403 },
    request: async (w) => ({ path: `/api/projects/${(await project(w)).id}/interests` }),
  },
  { method: 'GET', path: '/api/me/interests', expect: user(200), request: () => ({ path: '/api/me/interests' }) },
  {
    method: 'PATCH',
    path: '/api/interests/:id',
    expect: { anonymous: 401, other: 404, owner: 200, admin: 404 },
    request: async (w) => ({
      path: `/api/interests/${await interest(w)}`,
      method: 'PATCH',
      json: { status: 'chosen' },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/projects',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/projects?state=pending' }),
  },
  {
    method: 'POST',
    path: '/api/admin/projects/:id/approve',
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/projects/${(await project(w, false)).id}/approve`, method: 'POST' }),
  },
  {
    method: 'POST',
    path: '/api/admin/projects/:id/reject',
    expect: adminOnly(204),
    request: async (w) => ({
      path: `/api/admin/projects/${(await project(w, false)).id}/reject`,
      method: 'POST',
      json: { reason: 'Saknar kontaktuppgifter' },
    }),
  },
];
