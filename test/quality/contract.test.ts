// The API contract (issue 13 §1): the OpenAPI document at /api/openapi.json lists every route the
// app mounts under /api, each with who may call it and its answers; the reference page /api/docs is
// rendered from it; validators answer in the API's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';

let t: TestContext;
type Operation = { 'x-access'?: string; responses?: Record<string, unknown>; summary?: string };
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestContext();
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
});
afterAll(async () => {
  await t?.close();
});

/** Hono's `/a/:id` as OpenAPI's `/a/{id}` */
const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1/);
  });

  it('lists every route mounted under /api, with who may call it and its answers', () => {
    const mounted = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
        .map((r) => `${r.method.toLowerCase()} ${r.path}`),
    );
    expect(mounted.size).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const key of mounted) {
      const [method, path] = key.split(' ') as [string, string];
      // better-auth's catch-all is documented by hand, as /api/auth/{path} and its named routes
      const docPath = path === '/api/auth/*' ? '/api/auth/{path}' : toOpenApi(path);
      const op = doc.paths[docPath]?.[method];
      if (!op) {
        missing.push(key);
        continue;
      }
      expect(op.summary, key).toBeTruthy();
      expect(op['x-access'], key).toBeTruthy();
      expect(Object.keys(op.responses ?? {}).length, key).toBeGreaterThan(0);
    }
    expect(missing).toEqual([]);
  });

  it('names the error answers that the middleware gives', () => {
    const me = doc.paths['/api/me']!.get!;
    expect(me['x-access']).toMatch(/Inloggad/);
    expect(me.responses).toHaveProperty('401');
    const admin = doc.paths['/api/admin/offers']!.get!;
    expect(admin['x-access']).toMatch(/Administratör/);
    expect(admin.responses).toHaveProperty('403');
    expect(admin.responses).toHaveProperty('400');
    expect(doc.paths['/api/contact']!.post!.responses).toHaveProperty('429');
    expect(doc.paths['/api/offers']!.get!['x-access']).toMatch(/Alla/);
  });
});

describe('the reference page', () => {
  it('is rendered on the server from the document, with a stylesheet of our own', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('/api/offers/{id}');
    expect(html).not.toMatch(/<script|style=/);
    const css = await t.request('/api/docs.css');
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });
});
