// Rows of the permission table for Stiftelsesök (issue 24). The world's owner (a business account) owns the
// programmes, made straight in the database; the peer (an influencer) is the applicant, so 'other' meets an
// application it may not see. Publishing needs a foundation account, which no role of the world is.
import type { Role, World } from './permissions.world.js';
import type { PermissionRow } from './permissions.table.js';

const all = (s: number): Record<Role, number> => ({ anonymous: s, other: s, owner: s, admin: s });
const user = (s: number): Record<Role, number> => ({ anonymous: 401, other: s, owner: s, admin: s });
const adminOnly = (s: number): Record<Role, number> => ({ anonymous: 401, other: 403, owner: 403, admin: s });
const ownerOnly = (s: number): Record<Role, number> => ({ anonymous: 401, other: 404, owner: s, admin: 404 });

const FIELDS = {
  organization: 'Stiftelsen Exempel',
  name: 'Bidrag till föreningslivet',
  purpose: 'Stiftelsen stödjer ideella föreningar som arbetar med barn och unga i hela landet.',
  criteria: ['Ideell förening'],
  areas: ['ungdom'],
  regions: ['Hela Sverige'],
  applicant_types: ['association', 'influencer'],
  deadline_kind: 'rolling',
  apply_mode: 'samverka',
};

async function grant(w: World, approved = true): Promise<string> {
  const [row] = await w.t.deps.database.query<{ id: string }>(
    `INSERT INTO grant_programmes (user_id, organization, name, purpose, criteria, areas, regions, applicant_types,
       deadline_kind, apply_mode, is_approved)
     VALUES ($1, 'Stiftelsen Exempel', $2, $3, '{Ideell förening}', '{ungdom}', '{Hela Sverige}',
       '{association,influencer}', 'rolling', 'samverka', $4) RETURNING id::text AS id`,
    [w.users.owner.id, `Bidrag ${w.unique()}`, FIELDS.purpose, approved],
  );
  return row!.id;
}

async function application(w: World): Promise<string> {
  const id = await grant(w);
  const [row] = await w.t.deps.database.query<{ id: string }>(
    `INSERT INTO grant_applications (grant_id, user_id, text) VALUES ($1, $2, 'En ansökan om bidrag.') RETURNING id::text AS id`,
    [id, w.users.peer.id],
  );
  return row!.id;
}

const CSV =
  'Stiftelsens namn;Organisationsnummer;Län;Ändamål;Kontaktperson;E-post;Telefon\n' +
  'Stiftelsen Prov;802471-9034;Norrbottens län;Att främja idrott.;Anna;a@b.example;070-174 06 05\n';

export const GRANT_PERMISSIONS: PermissionRow[] = [
  { method: 'GET', path: '/api/grants', expect: all(200), request: () => ({ path: '/api/grants?q=bidrag&open=true' }) },
  {
    method: 'GET',
    path: '/api/grants/:id',
    expect: all(200),
    request: async (w) => ({ path: `/api/grants/${await grant(w)}` }),
  },
  {
    method: 'GET',
    path: '/api/grants/:id',
    case: 'a pending programme: its owner and an admin',
    expect: { anonymous: 404, other: 404, owner: 200, admin: 200 },
    request: async (w) => ({ path: `/api/grants/${await grant(w, false)}` }),
  },
  {
    method: 'POST',
    path: '/api/grants',
    case: 'only a foundation account publishes',
    expect: { anonymous: 401, other: 403, owner: 403, admin: 403 },
    request: () => ({ path: '/api/grants', method: 'POST', json: FIELDS }),
  },
  {
    method: 'PATCH',
    path: '/api/grants/:id',
    expect: ownerOnly(200),
    request: async (w) => ({ path: `/api/grants/${await grant(w)}`, method: 'PATCH', json: FIELDS }),
  },
  {
    method: 'DELETE',
    path: '/api/grants/:id',
    expect: { anonymous: 401, other: 404, owner: 204, admin: 204 },
    request: async (w) => ({ path: `/api/grants/${await grant(w)}`, method: 'DELETE' }),
  },
  { method: 'GET', path: '/api/me/grants', expect: user(200), request: () => ({ path: '/api/me/grants' }) },
  { method: 'GET', path: '/api/foundations', expect: all(200), request: () => ({ path: '/api/foundations?q=idrott' }) },
  {
    method: 'POST',
    path: '/api/foundations/:id/claim',
    case: 'only a foundation account claims (an unknown one is 404 to it)',
    expect: { anonymous: 401, other: 403, owner: 403, admin: 403 },
    request: () => ({ path: '/api/foundations/1/claim', method: 'POST' }),
  },
  { method: 'GET', path: '/api/me/grant-watch', expect: user(200), request: () => ({ path: '/api/me/grant-watch' }) },
  {
    method: 'PUT',
    path: '/api/me/grant-watch/:grantId',
    expect: user(204),
    request: async (w) => ({ path: `/api/me/grant-watch/${await grant(w)}`, method: 'PUT' }),
  },
  {
    method: 'DELETE',
    path: '/api/me/grant-watch/:grantId',
    expect: user(204),
    request: async (w) => ({ path: `/api/me/grant-watch/${await grant(w)}`, method: 'DELETE' }),
  },
  {
    method: 'POST',
    path: '/api/grants/:id/draft',
    expect: user(200),
    request: async (w) => ({ path: `/api/grants/${await grant(w)}/draft`, method: 'POST' }),
  },
  {
    method: 'GET',
    path: '/api/grants/:id/applications',
    expect: ownerOnly(200),
    request: async (w) => ({ path: `/api/grants/${await grant(w)}/applications` }),
  },
  {
    method: 'POST',
    path: '/api/grants/:id/applications',
    case: 'an association or influencer applies',
    expect: { anonymous: 401, other: 201, owner: 403, admin: 403 },
    request: async (w) => ({
      path: `/api/grants/${await grant(w)}/applications`,
      method: 'POST',
      json: { text: 'Vi söker bidrag till en sommarskola för barn och unga i vår förening, med ideella ledare.' },
    }),
  },
  { method: 'GET', path: '/api/me/applications', expect: user(200), request: () => ({ path: '/api/me/applications' }) },
  {
    method: 'GET',
    path: '/api/applications/:id',
    expect: ownerOnly(200),
    request: async (w) => ({ path: `/api/applications/${await application(w)}` }),
  },
  {
    method: 'PATCH',
    path: '/api/applications/:id',
    expect: ownerOnly(200),
    request: async (w) => ({
      path: `/api/applications/${await application(w)}`,
      method: 'PATCH',
      json: { status: 'granted', amount: 10000 },
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/grants',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/grants?state=pending' }),
  },
  {
    method: 'POST',
    path: '/api/admin/grants/:id/approve',
    expect: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/grants/${await grant(w, false)}/approve`, method: 'POST' }),
  },
  {
    method: 'POST',
    path: '/api/admin/grants/import',
    expect: adminOnly(200),
    request: () => {
      const form = new FormData();
      form.set('file', new File([CSV], 'register.csv', { type: 'text/csv' }));
      return { path: '/api/admin/grants/import', method: 'POST', body: form };
    },
  },
  {
    method: 'GET',
    path: '/api/admin/foundations/claims',
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/foundations/claims' }),
  },
  {
    method: 'POST',
    path: '/api/admin/foundations/:id/claim/approve',
    case: 'no waiting claim: 404 to the admin',
    expect: adminOnly(404),
    request: () => ({ path: '/api/admin/foundations/999999/claim/approve', method: 'POST' }),
  },
];
