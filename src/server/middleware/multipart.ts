// `multipartOnly` in a route chain: 415 in Swedish unless the body is multipart/form-data (file uploads).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@server/context.js';
import { AppError } from '@server/lib/errors.js';
import { TEXTS } from '@shared/texts.js';

export const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, TEXTS.errors.unsupportedType);
  }
  await next();
});
