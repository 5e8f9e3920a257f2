import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { AppError, badRequest, tooManyRequests } from '@server/lib/errors.js';
import { requireUser } from '@server/middleware/session.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import { TEXTS } from '@shared/texts.js';
import { LIMITS } from '@shared/constants.js';
import { storeImage, tooLarge } from './uploads.service.js';

/** Uploads per user and hour: images are processed on the server, so bound the work one account can cause. */
const UPLOAD_LIMIT = { hits: 60, windowSeconds: 3600 };

// Routes of the uploads feature, mounted under /api (see ../../../../../shared/API.md).
export const uploadsRoutes = new Hono<AppEnv>().post('/uploads', async (c) => {
  const user = requireUser(c);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data'))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, TEXTS.errors.unsupportedType);
  if (!(await c.var.deps.limiter.hit(`uploads:${user.id}`, UPLOAD_LIMIT.hits, UPLOAD_LIMIT.windowSeconds))) {
    throw tooManyRequests();
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest(OFFER_TEXTS.uploads.missingFile);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw badRequest(OFFER_TEXTS.uploads.missingFile);
  if (file.size > LIMITS.imageBytes) throw tooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  const result: { url: string } = await storeImage({
    db: c.var.deps.db,
    storage: c.var.deps.storage,
    bytes,
    userId: user.id,
  });
  return c.json(result, 201);
});
