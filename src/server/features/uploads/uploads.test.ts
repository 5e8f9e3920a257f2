// Image uploads (issue 3 §2): judged by content, re-encoded to WebP without metadata, served read-only,
// removed with their offer; the same through an S3-compatible bucket (a small local stand-in below).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@test/support/harness.js';
import { createS3Storage } from '@server/adapters/storage/s3.js';
import { newImageKey } from '@server/adapters/storage/storage.js';
import { sweepUnusedUploads } from './uploads.sweep.js';
import type { TOffer } from '@shared/schemas/offer.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

/** A PNG whose header claims 60 000 × 60 000 pixels: tiny on disk, 10 GB once decoded. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const form = (bytes: Uint8Array | string, name: string, type: string) => {
  const data = new FormData();
  data.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return data;
};

async function signUp(ctx: TestContext): Promise<TestUser> {
  await ctx.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'signup:%'`);
  return ctx.signUp('business');
}

const upload = (ctx: TestContext, cookie: string | undefined, body: FormData) =>
  ctx.request('/api/uploads', { method: 'POST', cookie, body });

const offerWithLogo = (logo: string) => ({
  type: 'business',
  title: 'Erbjudande med logotyp',
  organization: 'Bildbolaget AB',
  description: 'Ett erbjudande som visar en uppladdad logotyp för test.',
  tags: [],
  phone: '08-123 45',
  contact_info: 'bild@exempel.se',
  logo,
});

describe('POST /api/uploads with local storage', () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestContext({ BASIC_OFFER_LIMIT: '1000' });
    user = await signUp(t);
  });
  afterAll(() => t.close());

  it('re-encodes a real PNG to WebP of at most 1600 px and serves it read-only with cache headers', async () => {
    const res = await upload(t, user.cookie, form(await png(3200, 1000), 'logga.png', 'image/png'));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/\d+-[0-9a-f]{16}\.webp$/);
    const image = await t.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 500 });
    // read-only: no writes through /uploads
    expect((await t.request(url, { method: 'PUT', body: 'x' })).status).toBe(404);
    expect((await t.request(url, { method: 'DELETE' })).status).toBe(404);
  });

  it('strips metadata such as EXIF (GPS, author) and keeps small images small', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Hemlig Fotograf', Copyright: 'Privat' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(t, user.cookie, form(jpeg, 'foto.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const stored = Buffer.from(await (await t.request(((await res.json()) as { url: string }).url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Hemlig Fotograf'))).toBe(false);
  });

  it('accepts WebP', async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00000000' } })
      .webp()
      .toBuffer();
    expect((await upload(t, user.cookie, form(webp, 'a.webp', 'image/webp'))).status).toBe(201);
  });

  it.each([
    ['a text file named .png', () => Promise.resolve(Buffer.from('det här är ingen bild')), 'bild.png', 'image/png'],
    [
      'an SVG',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG named .png',
      () => Promise.resolve(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')),
      'logo.png',
      'image/png',
    ],
    ['HTML', () => Promise.resolve(Buffer.from('<!doctype html><script>alert(1)</script>')), 'sida.png', 'image/png'],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      'a.gif',
      'image/gif',
    ],
    ['a decompression bomb', () => Promise.resolve(pngBomb()), 'bomb.png', 'image/png'],
    ['a truncated PNG', async () => (await png(400, 400)).subarray(0, 60), 'trasig.png', 'image/png'],
  ])('refuses %s with 415', async (_name, make, fileName, type) => {
    const res = await upload(t, user.cookie, form(await make(), fileName, type));
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('PNG, JPG upp till 5MB');
  });

  it('refuses 5 MB + 1 byte (checked by the route) and 6 MB (body limit) with 413 naming the limit', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await png(2, 2)).copy(big);
    const res = await upload(t, user.cookie, form(big, 'stor.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('PNG, JPG upp till 5MB');
    const huge = Buffer.alloc(6 * 1024 * 1024, 0);
    const res2 = await upload(t, user.cookie, form(huge, 'jätte.png', 'image/png'));
    expect(res2.status).toBe(413);
    expect(((await res2.json()) as { error: { message: string } }).error.message).toContain('PNG, JPG upp till 5MB');
  });

  it('needs a session, multipart and a file', async () => {
    expect((await upload(t, undefined, form(await png(10, 10), 'a.png', 'image/png'))).status).toBe(401);
    const json = await t.request('/api/uploads', { method: 'POST', cookie: user.cookie, json: { file: 'x' } });
    expect(json.status).toBe(415);
    const empty = new FormData();
    empty.append('other', 'x');
    expect((await upload(t, user.cookie, empty)).status).toBe(400);
    const textField = new FormData();
    textField.append('file', 'inte en fil');
    expect((await upload(t, user.cookie, textField)).status).toBe(400);
  });

  it('serves only stored keys: traversal and unknown names are 404', async () => {
    for (const path of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/auth-secret',
      '/uploads/123-0000000000000000.webp',
      '/uploads/%2e%2e',
      '/uploads/a/b.webp',
      '/uploads/',
    ]) {
      expect((await t.request(path)).status).toBe(404);
    }
  });

  it('stores the URL as the offer logo and deletes the image with the offer', async () => {
    const res = await upload(t, user.cookie, form(await png(200, 100), 'logga.png', 'image/png'));
    const { url } = (await res.json()) as { url: string };
    const created = await t.request('/api/offers', { method: 'POST', cookie: user.cookie, json: offerWithLogo(url) });
    expect(created.status).toBe(201);
    const offer = (await created.json()) as TOffer;
    expect(offer.logo).toBe(url);
    // replacing the logo removes the old image
    const second = (
      (await (await upload(t, user.cookie, form(await png(50, 50), 'ny.png', 'image/png'))).json()) as { url: string }
    ).url;
    const patched = await t.request(`/api/offers/${offer.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      json: { logo: second },
    });
    expect(patched.status).toBe(200);
    expect((await t.request(url)).status).toBe(404);
    expect((await t.request(second)).status).toBe(200);
    expect((await t.request(`/api/offers/${offer.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
    expect((await t.request(second)).status).toBe(404);
  });

  it('removes images no offer shows once their grace period has passed, and only those', async () => {
    const stored = async () =>
      (
        (await (await upload(t, user.cookie, form(await png(40, 40), 'bild.png', 'image/png'))).json()) as {
          url: string;
        }
      ).url;
    const abandoned = await stored();
    const attached = await stored();
    const created = await t.request('/api/offers', {
      method: 'POST',
      cookie: user.cookie,
      json: offerWithLogo(attached),
    });
    expect(created.status).toBe(201);
    const recent = await stored();
    // the first two were uploaded "yesterday"
    await t.deps.database.query(
      `UPDATE uploads SET created_at = now() - interval '25 hours' WHERE url = ANY($1::text[])`,
      [[abandoned, attached]],
    );

    expect(await sweepUnusedUploads(t.deps)).toBe(1);
    expect((await t.request(abandoned)).status).toBe(404);
    expect((await t.request(attached)).status).toBe(200);
    expect((await t.request(recent)).status).toBe(200);
    // swept once: the next sweep finds nothing more
    expect(await sweepUnusedUploads(t.deps)).toBe(0);
    // with no grace at all, every unattached upload goes (the earlier tests' too), the offer's logo never
    const [waiting] = await t.deps.database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    expect(waiting!.n).toBeGreaterThanOrEqual(1);
    expect(await sweepUnusedUploads(t.deps, 0)).toBe(waiting!.n);
    expect((await t.request(recent)).status).toBe(404);
    expect((await t.request(attached)).status).toBe(200);
  });
});

// ------------------------------------------------------------------------------------------------
// A minimal S3 stand-in: path-style PUT/GET/DELETE of /<bucket>/<key>, signed requests only.

interface FakeS3 {
  server: Server;
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  log: string[];
}

async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const log: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const [, b, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      log.push(`${req.method} /${b}/${key}`);
      const xmlError = (status: number, code: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
      };
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=test-access/')) {
        return xmlError(403, 'AccessDenied');
      }
      if (b !== bucket) return xmlError(404, 'NoSuchBucket');
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { etag: '"abc"' });
        return res.end();
      }
      if (req.method === 'GET') {
        const obj = objects.get(key);
        if (!obj) return xmlError(404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': obj.type, 'content-length': obj.body.length });
        return res.end(obj.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return xmlError(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, objects, log };
}

describe('S3-compatible storage', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('bilder');
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it('puts, gets and deletes objects with signed path-style requests', async () => {
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      bucket: 'bilder',
      accessKeyId: 'test-access',
      secretAccessKey: 'test-secret',
      region: 'auto',
    });
    const key = newImageKey();
    await storage.put(key, Buffer.from('webp-bytes'), 'image/webp');
    expect(s3.objects.get(key)).toEqual({ body: Buffer.from('webp-bytes'), type: 'image/webp' });
    expect((await storage.get(key))?.body.toString()).toBe('webp-bytes');
    expect(await storage.get(newImageKey())).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.log).toEqual([
      `PUT /bilder/${key}`,
      `GET /bilder/${key}`,
      expect.stringMatching(/^GET \/bilder\//),
      `DELETE /bilder/${key}`,
    ]);
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    const withCdn = createS3Storage({
      endpoint: s3.endpoint,
      bucket: 'bilder',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      region: 'auto',
      publicUrl: 'https://cdn.exempel.se/bilder/',
    });
    expect(withCdn.publicUrl(key)).toBe(`https://cdn.exempel.se/bilder/${key}`);
    expect(withCdn.keyFromUrl(`https://cdn.exempel.se/bilder/${key}`)).toBe(key);
    expect(withCdn.keyFromUrl(`https://annan.se/bilder/${key}`)).toBeNull();
  });

  it('stores uploads in the bucket, serves them through /uploads and deletes them with the offer', async () => {
    const t = await createTestContext({
      BASIC_OFFER_LIMIT: '1000',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'bilder',
      S3_ACCESS_KEY_ID: 'test-access',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const user = await signUp(t);
      const res = await upload(t, user.cookie, form(await png(2000, 2000), 'logga.png', 'image/png'));
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      const key = url.replace('/uploads/', '');
      const stored = s3.objects.get(key);
      expect(stored?.type).toBe('image/webp');
      expect(await sharp(stored!.body).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1600 });
      const served = await t.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored!.body)).toBe(true);
      const offer = (await (
        await t.request('/api/offers', { method: 'POST', cookie: user.cookie, json: offerWithLogo(url) })
      ).json()) as TOffer;
      expect((await t.request(`/api/offers/${offer.id}`, { method: 'DELETE', cookie: user.cookie })).status).toBe(204);
      expect(s3.objects.has(key)).toBe(false);
      expect((await t.request(url)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
