// Typed application errors: services throw these, one middleware turns them into {error:{code,message}}.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TEXTS } from '@shared/texts.js';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = (message: string = TEXTS.errors.unauthenticated) =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message: string = TEXTS.errors.forbidden) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string = TEXTS.errors.notFound) => new AppError('NOT_FOUND', 404, message);
export const badRequest = (message: string = TEXTS.errors.badRequest, code = 'BAD_REQUEST') =>
  new AppError(code, 400, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(code, 409, message);
export const tooManyRequests = (message: string = TEXTS.errors.rateLimited) =>
  new AppError('RATE_LIMITED', 429, message);
