import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { TEXTS } from '@shared/texts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('server baseline', () => {
  it('GET /api/health runs a real query', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ db: 'ok', realtime: 'ok' });
  });

  it('sends the full page policy on pages, HTML under /api included', async () => {
    for (const path of ['/robots.txt', '/api/docs']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // inline style attributes are refused; <style> elements the UI libraries insert are allowed
      expect(csp).toContain("style-src-attr 'none'");
      expect(csp).toContain("style-src-elem 'self' 'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends API answers the short API policy and only the headers that act on them', async () => {
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/openapi.json', 200],
      ['/api/finns-inte', 404],
      ['/api/me', 401],
    ] as const) {
      const res = await t.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      for (const pageOnly of [
        'permissions-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(res.headers.get(pageOnly), `${path} ${pageOnly}`).toBeNull();
      }
    }
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://samverka.example' });
    try {
      for (const path of ['/api/health', '/robots.txt']) {
        expect((await https.request(path)).headers.get('strict-transport-security'), path).toContain('max-age=');
      }
    } finally {
      await https.close();
    }
  });

  it('refuses a mutation from a foreign Origin', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { name: 'A', email: 'a@b.se', subject: 'S', message: 'M' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({ code: 'BAD_ORIGIN', message: TEXTS.errors.badOrigin });
  });

  it('limits JSON bodies to 1 MB', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'A', email: 'a@b.se', subject: 'S', message: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('/api/finns-inte');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('contact form', () => {
  it('stores a valid message', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: { name: 'Karin Berg', email: 'karin@exempel.se', subject: 'Fråga', message: 'Hej! Hur fungerar Premium?' },
    });
    expect(res.status).toBe(201);
    const rows = await t.deps.database.query<{ subject: string }>('SELECT subject FROM contact_messages');
    expect(rows.map((r) => r.subject)).toContain('Fråga');
  });

  it('refuses missing fields in Swedish', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: { name: '', email: 'karin@exempel.se', subject: 'S', message: 'M' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Namn är obligatoriskt');
  });

  it('is rate limited per IP', async () => {
    const body = { name: 'A', email: 'a@b.se', subject: 'S', message: 'M' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await t.request('/api/contact', { method: 'POST', json: body })).status);
    }
    expect(statuses).toContain(429);
  });
});

describe('health and headers (hardening)', () => {
  it('answers only "not ok" when the database fails: no host, no driver text', async () => {
    const failing = await createTestContext();
    try {
      const error = Object.assign(new Error('connect ECONNREFUSED 10.20.30.40:5432 (db.internal.example)'), {
        code: 'ECONNREFUSED',
      });
      // the health check's query goes through Drizzle: make its select fail as a lost connection does
      vi.spyOn(failing.deps.db, 'select').mockImplementationOnce(() => {
        throw error;
      });
      const res = await failing.request('/api/health');
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: TEXTS.errors.database } });
      expect(text).not.toMatch(/10\.20\.30\.40|internal|ECONNREFUSED|5432/);
    } finally {
      vi.restoreAllMocks();
      await failing.close();
    }
  });

  it('sends pages a Permissions-Policy that turns off the features Samverka never uses', async () => {
    const policy = (await t.request('/robots.txt')).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(policy).toContain(feature);
    }
  });
});
