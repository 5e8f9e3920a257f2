// Who may call the deal routes (issue 23): a deal between the world's owner (a business, party a) and
// its peer (an influencer, party b); everyone else, the admin included, gets 404.
import sharp from 'sharp';
import type { PermissionRow } from './permissions.table.js';
import { PASSWORD, type Req, type Role, type World } from './permissions.world.js';

const ownerOnly = (status: number): Record<Role, number> => ({ anonymous: 401, other: 404, owner: status, admin: 404 });
const user = (status: number): Record<Role, number> => ({
  anonymous: 401,
  other: status,
  owner: status,
  admin: status,
});
const all = (status: number): Record<Role, number> => ({
  anonymous: status,
  other: status,
  owner: status,
  admin: status,
});

interface Made {
  id: string;
  hash: string;
  mid?: string;
}

/** A fresh deal of the owner with the peer: a draft, signed by both, or completed and ready for reviews. */
export async function makeDeal(
  w: World,
  stage: 'draft' | 'signed' | 'completed' = 'draft',
  responsible: 'a' | 'b' = 'a',
): Promise<Made> {
  const { owner, peer } = w.users;
  await w.t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'deal-%'`);
  const call = async (cookie: string, path: string, method: string, json?: unknown) => {
    const res = await w.t.request(path, { method, cookie, json });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as {
      id: string;
      hash: string;
      versions: { terms: object }[];
      milestones: { id: string }[];
    };
  };
  const { id } = await call(owner.cookie, '/api/deals', 'POST', { counterpartyId: peer.id, template: 'influencer' });
  const first = await call(owner.cookie, `/api/deals/${id}`, 'GET');
  const terms = {
    ...first.versions[0]!.terms,
    milestones: [{ title: 'Inlägg 1 publicerat', dueDate: '2030-01-15', responsible }],
  };
  const draft = await call(owner.cookie, `/api/deals/${id}`, 'PATCH', { terms });
  if (stage === 'draft') return { id, hash: draft.hash };
  const sign = { versionHash: draft.hash, name: 'Anna Andersson', password: PASSWORD };
  await call(owner.cookie, `/api/deals/${id}/sign`, 'POST', sign);
  const signed = await call(peer.cookie, `/api/deals/${id}/sign`, 'POST', sign);
  const mid = signed.milestones[0]!.id;
  if (stage === 'signed') return { id, hash: draft.hash, mid };
  const [doer, checker] = responsible === 'a' ? [owner, peer] : [peer, owner];
  await call(doer.cookie, `/api/deals/${id}/milestones/${mid}/complete`, 'POST', {});
  await call(checker.cookie, `/api/deals/${id}/milestones/${mid}/confirm`, 'POST', {});
  return { id, hash: draft.hash, mid };
}

/** A fresh deal (a draft unless made otherwise) the peer (its party b) has reported; its id. */
export async function reportedDeal(w: World, made?: Made): Promise<string> {
  const { id } = made ?? (await makeDeal(w));
  await w.t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'report:%'`);
  const res = await w.t.request('/api/reports', {
    method: 'POST',
    cookie: w.users.peer.cookie,
    json: { targetType: 'deal', targetId: id, reason: 'other', details: 'Villkoren stämmer inte med samtalet.' },
  });
  if (res.status !== 201) throw new Error(`report: ${res.status} ${await res.text()}`);
  return id;
}

/** A signed deal whose milestone (the owner's) is done with an image the owner uploaded. */
async function dealWithImage(w: World): Promise<Made> {
  const made = await makeDeal(w, 'signed', 'a');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bevis.png');
  const up = await w.t.request('/api/uploads', { method: 'POST', cookie: w.users.owner.cookie, body: form });
  const { url } = (await up.json()) as { url: string };
  const res = await w.t.request(`/api/deals/${made.id}/milestones/${made.mid}/complete`, {
    method: 'POST',
    cookie: w.users.owner.cookie,
    json: { image: url },
  });
  if (res.status !== 200) throw new Error(`complete: ${res.status} ${await res.text()}`);
  return made;
}

const dealRow = (
  method: string,
  path: string,
  status: number,
  request: (w: World, role: Role) => Promise<Req>,
): PermissionRow => ({ method, path, expect: ownerOnly(status), request });

export const DEAL_PERMISSIONS: PermissionRow[] = [
  { method: 'GET', path: '/api/deals', expect: user(200), request: () => ({ path: '/api/deals' }) },
  {
    method: 'GET',
    path: '/api/admin/deals/:id',
    case: 'a deal its party reported',
    expect: { anonymous: 401, other: 403, owner: 403, admin: 200 },
    request: async (w) => ({ path: `/api/admin/deals/${await reportedDeal(w)}` }),
  },
  {
    method: 'POST',
    path: '/api/deals',
    expect: user(201),
    request: async (w) => {
      await w.t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'deal-%'`);
      return { path: '/api/deals', method: 'POST', json: { counterpartyId: w.users.peer.id, template: 'blank' } };
    },
  },
  dealRow('GET', '/api/deals/:id', 200, async (w) => ({ path: `/api/deals/${(await makeDeal(w)).id}` })),
  dealRow('PATCH', '/api/deals/:id', 200, async (w) => {
    const { id } = await makeDeal(w);
    const res = await w.t.request(`/api/deals/${id}`, { cookie: w.users.owner.cookie });
    const { versions } = (await res.json()) as { versions: { terms: object }[] };
    return {
      path: `/api/deals/${id}`,
      method: 'PATCH',
      json: { terms: { ...versions.at(-1)!.terms, amountSek: 5000 } },
    };
  }),
  dealRow('POST', '/api/deals/:id/sign', 200, async (w) => {
    const { id, hash } = await makeDeal(w);
    await w.t.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'deal-%'`);
    return {
      path: `/api/deals/${id}/sign`,
      method: 'POST',
      json: { versionHash: hash, name: 'Anna Andersson', password: PASSWORD },
    };
  }),
  dealRow('POST', '/api/deals/:id/decline', 200, async (w) => ({
    path: `/api/deals/${(await makeDeal(w)).id}/decline`,
    method: 'POST',
    json: { reason: 'Vi valde en annan väg.' },
  })),
  dealRow('GET', '/api/deals/:id/pdf', 200, async (w) => ({
    path: `/api/deals/${(await makeDeal(w, 'signed')).id}/pdf`,
  })),
  dealRow('POST', '/api/deals/:id/milestones/:mid/complete', 200, async (w) => {
    const { id, mid } = await makeDeal(w, 'signed', 'a');
    return {
      path: `/api/deals/${id}/milestones/${mid}/complete`,
      method: 'POST',
      json: { proof: 'https://exempel.se' },
    };
  }),
  dealRow('POST', '/api/deals/:id/milestones/:mid/confirm', 200, async (w) => {
    const { id, mid } = await makeDeal(w, 'signed', 'b');
    await w.t.request(`/api/deals/${id}/milestones/${mid}/complete`, {
      method: 'POST',
      cookie: w.users.peer.cookie,
      json: {},
    });
    return { path: `/api/deals/${id}/milestones/${mid}/confirm`, method: 'POST', json: {} };
  }),
  dealRow('GET', '/api/deals/:id/milestones/:mid/ics', 200, async (w) => {
    const { id, mid } = await makeDeal(w, 'signed');
    return { path: `/api/deals/${id}/milestones/${mid}/ics` };
  }),
  dealRow('GET', '/api/deals/:id/milestones/:mid/proof-image', 200, async (w) => {
    const { id, mid } = await dealWithImage(w);
    return { path: `/api/deals/${id}/milestones/${mid}/proof-image` };
  }),
  {
    method: 'GET',
    path: '/api/admin/deals/:id/milestones/:mid/proof-image',
    case: 'an image proof in a deal its party reported',
    expect: { anonymous: 401, other: 403, owner: 403, admin: 200 },
    request: async (w) => {
      const made = await dealWithImage(w);
      const id = await reportedDeal(w, made);
      const mid = made.mid!;
      return { path: `/api/admin/deals/${id}/milestones/${mid}/proof-image` };
    },
  },
  dealRow('POST', '/api/deals/:id/reviews', 201, async (w) => ({
    path: `/api/deals/${(await makeDeal(w, 'completed')).id}/reviews`,
    method: 'POST',
    json: { rating: 5, text: 'Ett riktigt bra samarbete, rekommenderas.' },
  })),
  {
    method: 'GET',
    path: '/api/profiles/:id/reviews',
    expect: all(200),
    request: (w) => ({ path: `/api/profiles/${w.users.peer.id}/reviews` }),
  },
  { method: 'GET', path: '/api/me/calendar-url', expect: user(200), request: () => ({ path: '/api/me/calendar-url' }) },
  {
    method: 'POST',
    path: '/api/me/calendar-url',
    expect: user(200),
    request: () => ({ path: '/api/me/calendar-url', method: 'POST' }),
  },
  {
    method: 'DELETE',
    path: '/api/me/calendar-url',
    expect: user(200),
    request: () => ({ path: '/api/me/calendar-url', method: 'DELETE' }),
  },
  {
    method: 'GET',
    path: '/api/calendar/:token',
    case: 'the token is the key: anyone holding it reads the feed',
    expect: all(200),
    request: async (w) => {
      const res = await w.t.request('/api/me/calendar-url', { method: 'POST', cookie: w.users.peer.cookie });
      const { url } = (await res.json()) as { url: string };
      return { path: new URL(url).pathname };
    },
  },
];
