// Typed application errors: services throw these; toErrorAnswer turns anything thrown into the
// API's {error:{code,message}} answer (used by app.onError and by the request validators).
import { HTTPException } from 'hono/http-exception';
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

/** The wire shape of every error answer (API.md). */
export interface TErrorBody {
  error: { code: string; message: string };
}

export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: TErrorBody;
  /** true when the error was not foreseen and belongs in the log */
  unexpected: boolean;
}

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

/** The database cannot be reached; Drizzle wraps the driver's error, so look at the cause chain too. */
export const isDbDown = (error: unknown): boolean => {
  for (
    let e = error as { code?: string; cause?: unknown; message?: string } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code && DB_DOWN_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && /connection terminated|PGlite is closed/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
};

/** Writes fail for want of storage: a full or read-only disk (errno), or PostgreSQL's disk_full / read-only codes. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53100', '25006']);
export const storageFailure = (error: unknown): string | null => {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && STORAGE_CODES.has(e.code)) return e.code;
    if (typeof e.message === 'string' && /no space left on device|read-only file system/i.test(e.message)) {
      return /read-only/i.test(e.message) ? 'EROFS' : 'ENOSPC';
    }
    e = e.cause as typeof e;
  }
  return null;
};

export const errorBody = (code: string, message: string): TErrorBody => ({ error: { code, message } });

const answer = (status: ContentfulStatusCode, code: string, message: string, unexpected = false): ErrorAnswer => ({
  status,
  body: errorBody(code, message),
  unexpected,
});

/** Any thrown value → status and {error:{code,message}} in Swedish; never a stack trace or a driver message. */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) return answer(error.status, error.code, error.message);
  if (error instanceof HTTPException) {
    if (error.status === 413) return answer(413, 'PAYLOAD_TOO_LARGE', TEXTS.errors.tooLarge);
    if (error.status < 500) return answer(error.status as ContentfulStatusCode, 'HTTP_ERROR', TEXTS.errors.badRequest);
    return answer(error.status as ContentfulStatusCode, 'HTTP_ERROR', TEXTS.errors.internal);
  }
  if (isDbDown(error)) return answer(503, 'DATABASE_UNAVAILABLE', TEXTS.errors.database);
  if (storageFailure(error)) return answer(507, 'STORAGE_UNAVAILABLE', TEXTS.errors.storageFull);
  return answer(500, 'INTERNAL_ERROR', TEXTS.errors.internal, true);
}
