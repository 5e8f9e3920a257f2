// Discovery pages outside /api (issue 16 §1): the preview tags in the HTML the server sends for an offer,
// a profile and an explore page (escaped), the 404 of an unknown or unpublished offer, sitemap.xml and
// robots.txt; the HTML compressed for a browser that accepts it.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app.js';
import { createTestContext, TEST_ORIGIN, type TestContext, type TestUser } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let owner: TestUser;
let lonely: TestUser;
let approvedId: string;
let pendingId: string;
let hostileId: string;

beforeAll(async () => {
  t = await createTestContext();
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'samverka-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), readFileSync(path.resolve('index.html'), 'utf8'));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'export {};');
  app = createApp(t.deps, { clientDir });
  owner = await t.signUp('association');
  lonely = await t.signUp('business');
  approvedId = await insertOffer(t.deps.database, {
    type: 'association',
    title: 'Huvudsponsor till ungdomslaget',
    organization: 'IFK Björkby',
    description: 'Vi söker en huvudsponsor till vårt ungdomslag i fotboll. Matchställ, cuper och träningsläger ingår.',
    userId: owner.id,
  });
  await t.deps.database.query(
    `UPDATE offers SET phone = '070-999 88 77', contact_info = 'hemlig@ifk.se', logo = '/uploads/logga.png' WHERE id = $1`,
    [approvedId],
  );
  pendingId = await insertOffer(t.deps.database, {
    type: 'association',
    title: 'Väntar på granskning',
    isApproved: false,
    userId: lonely.id,
  });
  hostileId = await insertOffer(t.deps.database, {
    type: 'business',
    title: `</title><script>alert("x")</script> "citat" & $& 'apostrof'`,
    organization: '<img src=x onerror=alert(1)>',
    description: 'En beskrivning med <b>taggar</b> och "citat" som är tillräckligt lång.',
  });
});
afterAll(() => t.close());

const get = (p: string) => Promise.resolve(app.request(p, { headers: { origin: TEST_ORIGIN } }));
const metaContent = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('the offer page /sponsorship/:id', () => {
  it('carries title, description, canonical URL, Open Graph and Twitter tags in the HTML, and no contact data', async () => {
    const res = await get(`/sponsorship/${approvedId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Huvudsponsor till ungdomslaget – IFK Björkby | Samverka</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toMatch(/^Vi söker en huvudsponsor/);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/sponsorship/${approvedId}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe('Huvudsponsor till ungdomslaget – IFK Björkby | Samverka');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/sponsorship/${approvedId}`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/uploads/logga.png`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:title')).toBe(metaContent(html, 'property', 'og:title'));
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${TEST_ORIGIN}/uploads/logga.png`);
    expect(html).not.toContain('hemlig@ifk.se');
    expect(html).not.toContain('070-999');
    // the app itself is still there
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes a hostile title, organisation and description everywhere', async () => {
    const res = await get(`/sponsorship/${hostileId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>taggar');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;citat&quot; &amp; $&amp; &#39;apostrof&#39; – &lt;img src=x onerror=alert(1)&gt; | Samverka</title>',
    );
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'En beskrivning med &lt;b&gt;taggar&lt;/b&gt; och &quot;citat&quot; som är tillräckligt lång.',
    );
    // without an uploaded image the preview shows the site's own picture
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/og-image.png`);
  });

  it('answers 404 with a Swedish not-found title for an unknown, unpublished or malformed id', async () => {
    for (const id of ['987654321', pendingId, 'abc', '0', '99999999999999999999999']) {
      const res = await get(`/sponsorship/${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Sidan hittades inte | Samverka</title>');
      expect(html).not.toContain('Väntar på granskning');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('is sent compressed to a browser that accepts brotli or gzip, with the same status (issue 22)', async () => {
    const plain = await (await get(`/sponsorship/${approvedId}`)).text();
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.request(`/sponsorship/${approvedId}`, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      // a member gets the plain app, a visitor the rendered page: a cache must keep them apart
      expect(res.headers.get('vary')).toContain('Cookie');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(unpack(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(plain);
    }
    const missing = await app.request('/sponsorship/987654321', { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('br');
  });
});

describe('profiles and explore pages', () => {
  it('/user/:id has the name as title and counts the published offers', async () => {
    const html = await (await get(`/user/${owner.id}`)).text();
    expect(html).toContain(`<title>${owner.username} | Samverka</title>`);
    expect(metaContent(html, 'property', 'og:description')).toBe(
      `${owner.username} (Förening) på Samverka: 1 publicerat erbjudande.`,
    );
    expect(metaContent(html, 'property', 'og:type')).toBe('profile');
  });

  it('/explore/:type has the page title; an unknown type or page keeps the site defaults', async () => {
    const res = await get('/explore/foundation');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Utforska stiftelsemöjligheter | Samverka</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/explore/foundation" />`);
    for (const p of ['/explore/nonsens', '/about']) {
      const other = await get(p);
      expect(other.status).toBe(200);
      const plain = await other.text();
      expect(plain).toContain('<title>Samverka – sponsring och samarbeten</title>');
      expect(plain).not.toContain('og:title');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists the public pages, every approved offer and every profile with one, nothing pending', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${TEST_ORIGIN}/`);
    expect(locs).toContain(`${TEST_ORIGIN}/explore/influencer`);
    expect(locs).toContain(`${TEST_ORIGIN}/sponsorship/${approvedId}`);
    expect(locs).toContain(`${TEST_ORIGIN}/sponsorship/${hostileId}`);
    expect(locs).toContain(`${TEST_ORIGIN}/user/${owner.id}`);
    expect(locs).not.toContain(`${TEST_ORIGIN}/sponsorship/${pendingId}`);
    // lonely has only a pending offer
    expect(locs).not.toContain(`${TEST_ORIGIN}/user/${lonely.id}`);
    expect(xml).toMatch(new RegExp(`/sponsorship/${approvedId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('robots.txt keeps crawlers out of private pages and links the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    for (const p of ['/dashboard', '/my-pages', '/favorites', '/chat', '/admin', '/api/', '/create-offer']) {
      expect(text).toContain(`Disallow: ${p}\n`);
    }
    // the sign-in page may be found by a search (decision 220)
    expect(text).not.toContain('Disallow: /auth');
    expect(text).not.toMatch(/Disallow: \/(sponsorship|explore|user)/);
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe('the build files a browser keeps', () => {
  it('a hashed asset for a year (immutable), a named file such as the favicon for an hour, a page never', async () => {
    const asset = await get('/assets/entry-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    const page = await get('/pricing');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control') ?? '').not.toContain('max-age=3600');
    expect((await get('/saknas.svg')).headers.get('cache-control') ?? '').not.toContain('max-age');
  });
});
