import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import { getStorage } from '../../adapters/storage/storage.js';

// GET /uploads/*: stored images served read-only (from the local folder, or through the S3 bucket
// when it has no public URL of its own). Keys are checked by the storage, so no path ever escapes it.
export const uploadsStaticRoutes = new Hono<AppEnv>().get('/:key', async (c) => {
  const object = await getStorage(c.var.deps.env).get(c.req.param('key'));
  if (!object) return c.text('Bilden hittades inte', 404, { 'Cache-Control': 'no-store' });
  return c.body(new Uint8Array(object.body), 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
});
