import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';

// GET /uploads/*: stored images served read-only (from the local folder, or through the S3 bucket
// when it has no public URL of its own). Keys are checked by the storage, so no path ever escapes it;
// anything else under /uploads is a plain 404 (never the app's HTML).
export const uploadsStaticRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = c.req.path.slice(c.req.path.indexOf('/uploads/') + '/uploads/'.length);
  const object = key ? await c.var.deps.storage.get(key) : null;
  if (!object) return c.text('Bilden hittades inte', 404, { 'Cache-Control': 'no-store' });
  return c.body(new Uint8Array(object.body), 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
});
