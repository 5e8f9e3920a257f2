import { Hono } from 'hono';
import type { AppEnv } from '@server/context.js';
import { multipartOnly } from '@server/middleware/multipart.js';
import { badRequest } from '@server/lib/errors.js';
import { requireUser } from '@server/middleware/access.js';
import { byUser, rateLimit } from '@server/middleware/rate-limit.js';
import { OFFER_TEXTS } from '@shared/offer-texts.js';
import { LIMITS } from '@shared/constants.js';
import { storeImage, tooLarge } from './uploads.service.js';
import { describe } from '@server/middleware/describe.js';
import { ZUploadResult, type TUploadResult } from '@shared/schemas/common.response.js';

/** Uploads per user and hour: images are processed on the server, so bound the work one account can cause. */
const UPLOAD_LIMIT = { hits: 60, windowSeconds: 3600 };

// Routes of the uploads feature, mounted under /api (see ../../../../../shared/API.md).
export const uploadsRoutes = new Hono<AppEnv>().post(
  '/uploads',
  describe({
    summary: 'Ladda upp en bild (PNG eller JPG, högst 5 MB)',
    tags: ['Uppladdningar'],
    description: 'multipart/form-data med fältet file. Högst 60 per användare och timme.',
    answers: { 201: { schema: ZUploadResult, description: 'Bildens adress' } },
    errors: { 400: ['BAD_REQUEST', 'INVALID_IMAGE'], 413: ['PAYLOAD_TOO_LARGE'], 415: ['UNSUPPORTED_MEDIA_TYPE'] },
  }),
  requireUser(),
  multipartOnly,
  rateLimit({ key: byUser('uploads'), limit: UPLOAD_LIMIT.hits, windowSeconds: UPLOAD_LIMIT.windowSeconds }),
  async (c) => {
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
    const result: TUploadResult = await storeImage({
      db: c.var.deps.db,
      storage: c.var.deps.storage,
      bytes,
      userId: c.var.user.id,
    });
    return c.json(result satisfies TUploadResult, 201);
  },
);
