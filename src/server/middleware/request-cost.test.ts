// The fixed cost of a request (issue 21): an anonymous request that needs no data never reaches the
// database, a signed-in one costs exactly one statement (its session with the user), and the security
// headers a real Node server sends are the ones the app gives in tests.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { statementsOf as statementsOfDatabase } from '@test/support/statements.js';

let t: TestContext;
let user: TestUser;
beforeAll(async () => {
  // SAMVERKA_QUERY_COUNT as bench:load runs the server: X-Query-Count must agree with the statements seen here
  t = await createTestContext({ SAMVERKA_QUERY_COUNT: 'true' });
  user = await t.signUp('association');
});
afterAll(() => t.close());

const statementsOf = (run: () => Promise<unknown>) => statementsOfDatabase(t.deps.database, run);

describe('database round trips of a request', () => {
  it('an anonymous GET /api/ping never touches the database', async () => {
    const seen = await statementsOf(async () => {
      const res = await t.request('/api/ping');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-query-count')).toBe('0');
    });
    expect(seen).toEqual([]);
  });

  it('a cookie that is not a session cookie costs no query either', async () => {
    const seen = await statementsOf(() => t.request('/api/ping', { cookie: 'theme=dark; samverka.other=1' }));
    expect(seen).toEqual([]);
  });

  it('a forged session cookie (wrong signature) is refused without a query', async () => {
    const forged = user.cookie.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    const seen = await statementsOf(async () => {
      const res = await t.request('/api/me', { cookie: forged });
      expect(res.status).toBe(401);
    });
    expect(seen).toEqual([]);
  });

  it('a signed-in GET makes one session query: session and user in one statement', async () => {
    const seen = await statementsOf(async () => {
      const res = await t.request('/api/ping', { cookie: user.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-query-count')).toBe('1');
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/FROM sessions s JOIN users u/);
  });

  it("a signed-in request whose 'last seen' is due writes it once, then the next is one query again", async () => {
    await t.deps.database.query(`UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE user_id = $1`, [
      user.id,
    ]);
    const due = await statementsOf(async () => {
      const res = await t.request('/api/ping', { cookie: user.cookie });
      expect(res.headers.get('x-query-count')).toBe('2');
    });
    expect(due).toHaveLength(2);
    expect(due[1]).toMatch(/UPDATE sessions SET last_seen_at/);
    const next = await statementsOf(() => t.request('/api/ping', { cookie: user.cookie }));
    expect(next).toHaveLength(1);
  });
});

describe('security headers on a real Node server', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const securityHeaders = (res: Response) =>
    Object.fromEntries(
      [...res.headers].filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-query-count'].includes(name),
      ),
    );

  it('are the same as in app.request, for an answer, a 404 and an error answer', async () => {
    for (const [path, status] of [
      ['/api/ping', 200],
      ['/api/finns-inte', 404],
      ['/api/me', 401],
    ] as const) {
      const overHttp = await fetch(`${url}${path}`);
      const inApp = await t.request(path);
      expect(overHttp.status).toBe(status);
      expect(inApp.status).toBe(status);
      expect(securityHeaders(overHttp)).toEqual(securityHeaders(inApp));
      expect(overHttp.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(overHttp.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('a mutation from another site is still refused over HTTP (the Origin read from Node)', async () => {
    const res = await fetch(`${url}/api/me/favorites/1`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_ORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a body over the limit is refused by its declared length, and a chunked one by reading it', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const declared = await fetch(`${url}/api/me/favorites/1`, { method: 'PUT', body: big });
    const chunked = await fetch(`${url}/api/me/favorites/1`, {
      method: 'PUT',
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    for (const res of [declared, chunked]) {
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('a session cookie read from Node signs the request in', async () => {
    const res = await fetch(`${url}/api/me`, { headers: { cookie: `theme=dark; ${user.cookie}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(user.id);
  });
});
