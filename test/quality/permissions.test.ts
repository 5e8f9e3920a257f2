// Access control, proven for every route (issue 8 §1, ASVS 8.2.2 / 8.3.1 / 3.5):
// - every route the app registers has a row in permissions.table.ts (a new route without one fails);
// - every row is exercised for anonymous / other user / owner / admin with real sessions;
// - GET requests change nothing in the database; every mutation refuses a missing or foreign Origin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app.js';
import { createTestContext, TEST_ORIGIN, type TestContext } from '@test/support/harness.js';
import { snapshotDatabase } from './db-snapshot.js';
import { PERMISSIONS, type PermissionRow } from './permissions.table.js';
import { ADMIN_PASSWORD, createWorld, ROLES, type Req, type Role, type World } from './permissions.world.js';

let t: TestContext;
let w: World;
let spa: ReturnType<typeof createApp>;
let clientDir: string;

const key = (method: string, p: string) => `${method} ${p}`;

beforeAll(async () => {
  t = await createTestContext({ ADMIN_PASSWORD, BASIC_OFFER_LIMIT: '1000' });
  w = await createWorld(t);
  // the app as `npm start` builds it, serving a (tiny) built client
  clientDir = mkdtempSync(path.join(tmpdir(), 'samverka-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Samverka</title>');
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  spa = createApp(t.deps, { clientDir });
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await t?.close();
});

function registered(): Set<string> {
  return new Set(spa.routes.map((r) => key(r.method, r.path)));
}

async function send(
  row: PermissionRow,
  role: Role,
  req: Req,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const actor = w.actor(role);
  const cookie = req.cookie ?? actor?.cookie;
  const init = {
    method: req.method ?? 'GET',
    json: req.json,
    body: req.body,
    headers: { ...req.headers, ...extraHeaders },
    cookie,
  };
  if (row.app === 'spa') {
    const h = new Headers(init.headers);
    if (cookie) h.set('cookie', cookie);
    return spa.request(req.path, { method: init.method, headers: h });
  }
  return t.request(req.path, init);
}

async function statusOf(res: Response): Promise<{ status: number; body: string }> {
  const sse = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  if (sse) {
    await res.body?.cancel();
    return { status: res.status, body: '' };
  }
  return { status: res.status, body: await res.text() };
}

describe('permission table', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const routes = registered();
    const rows = new Set(PERMISSIONS.map((r) => key(r.method, r.path)));
    const missing = [...routes].filter((r) => !rows.has(r));
    const stale = [...rows].filter((r) => !routes.has(r));
    console.log(
      `permissions: ${routes.size} registered routes, ${PERMISSIONS.length} rows, ${PERMISSIONS.length * 4} checks`,
    );
    expect(missing, 'routes without a row in src/server/quality/permissions.table.ts').toEqual([]);
    expect(stale, 'rows for routes the app no longer registers').toEqual([]);
  });

  for (const row of PERMISSIONS) {
    const name = `${row.method} ${row.path}${row.case ? ` (${row.case})` : ''}`;
    it(`${name}: ${ROLES.map((r) => `${r} ${row.expect[r]}`).join(', ')}`, async () => {
      const got: Record<string, number> = {};
      const problems: string[] = [];
      for (const role of ROLES) {
        const req = await row.request(w, role);
        const method = req.method ?? 'GET';
        const before = method === 'GET' ? await snapshotDatabase(t.deps.database) : undefined;
        const { status, body } = await statusOf(await send(row, role, req));
        got[role] = status;
        if (status !== row.expect[role]) problems.push(`${role}: ${status} ${body.slice(0, 200)}`);
        if (status >= 400 && req.path.startsWith('/api/')) {
          // errors keep the API's shape and never leak internals
          expect(body).not.toMatch(/at .+\.(ts|js):\d+/);
          expect(() => JSON.parse(body)).not.toThrow();
        }
        if (before)
          expect(await snapshotDatabase(t.deps.database), `${name} as ${role} changed the database`).toEqual(before);
      }
      expect(got, problems.join('\n')).toEqual(row.expect);
    });
  }
});

// A browser always tells where a request comes from: a foreign Origin, or (without Origin)
// Sec-Fetch-Site: cross-site. Both are refused. A request with neither header cannot come from a
// browser page, so it cannot carry a victim's cookie on a forged request, and scripts may send it.
// Exempt (API.md): the provider's signed webhook, and the one-click unsubscribe whose signed token is its
// only proof (mail programs post it from anywhere; it uses no cookie).
const ORIGIN_EXEMPT = new Set(['/api/billing/webhook', '/api/unsubscribe']);
describe('every mutation checks Origin', () => {
  const mutations = PERMISSIONS.filter(
    (r) => r.method !== 'GET' && r.method !== 'ALL' && r.path.startsWith('/api/') && !ORIGIN_EXEMPT.has(r.path),
  );
  for (const row of mutations) {
    it(`${row.method} ${row.path}${row.case ? ` (${row.case})` : ''} refuses a foreign or missing Origin`, async () => {
      for (const origin of ['https://angripare.example', 'null', '']) {
        const req = await row.request(w, 'owner');
        const before = await snapshotDatabase(t.deps.database);
        const h = new Headers(req.headers);
        h.set('cookie', req.cookie ?? w.users.owner.cookie);
        let body = req.body;
        if (req.json !== undefined) {
          h.set('content-type', 'application/json');
          body = JSON.stringify(req.json);
        }
        if (origin) h.set('origin', origin);
        else h.set('sec-fetch-site', 'cross-site');
        const res = await t.app.request(req.path, { method: req.method, headers: h, body });
        expect(res.status, `${origin || 'no Origin, Sec-Fetch-Site cross-site'}: ${await res.clone().text()}`).toBe(
          403,
        );
        expect(await snapshotDatabase(t.deps.database)).toEqual(before);
      }
    });
  }

  it('accepts the own origin (control: the check above can pass only because of Origin)', async () => {
    const res = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: w.users.owner.cookie,
      json: { description: 'Kontroll' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
  });
});
