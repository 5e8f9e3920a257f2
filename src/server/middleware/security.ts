// Secure headers, the Origin check for mutations, request logs and the error answer.
import type { Context, ErrorHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '@server/context.js';
import type { Env } from '@server/env.js';
import { AppError } from '@server/lib/errors.js';
import { TEXTS } from '@shared/texts.js';

/** Origins images may come from besides our own (an S3 bucket). */
function storageOrigins(env: Env): string[] {
  const base = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT;
  if (!base) return [];
  try {
    return [new URL(base).origin];
  } catch {
    return [];
  }
}

export function securityHeaders(env: Env) {
  const https = env.PUBLIC_URL.startsWith('https://');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(env)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginResourcePolicy: 'same-site',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    // Samverka uses none of these browser features: no page (or injected script) may ask for them
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      serial: false,
      hid: false,
      bluetooth: false,
      midi: false,
      accelerometer: false,
      gyroscope: false,
      magnetometer: false,
      displayCapture: false,
      browsingTopics: false,
    },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Provider webhooks come from the provider's servers, signed instead. */
const ORIGIN_EXEMPT = new Set(['/api/billing/webhook']);

export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT.has(c.req.path)) return next();
  const env = c.var.deps.env;
  const allowed = new Set([new URL(env.PUBLIC_URL).origin]);
  if (env.NODE_ENV === 'development') allowed.add('http://localhost:5173');
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const ok = origin ? allowed.has(origin) : !site || site === 'same-origin' || site === 'none';
  if (!ok) throw new AppError('BAD_ORIGIN', 403, TEXTS.errors.badOrigin);
  await next();
});

export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const start = performance.now();
  await next();
  const ms = Math.round((performance.now() - start) * 10) / 10;
  c.var.deps.log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
});

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
const isDbDown = (error: unknown): boolean => {
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
const storageFailure = (error: unknown): string | null => {
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

export const errorResponse = (c: Context, status: number, code: string, message: string) =>
  c.json({ error: { code, message } }, status as 400);

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) return errorResponse(c, error.status, error.code, error.message);
  if (error instanceof HTTPException) {
    if (error.status === 413) return errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', TEXTS.errors.tooLarge);
    return errorResponse(
      c,
      error.status,
      'HTTP_ERROR',
      error.status < 500 ? TEXTS.errors.badRequest : TEXTS.errors.internal,
    );
  }
  if (isDbDown(error)) return errorResponse(c, 503, 'DATABASE_UNAVAILABLE', TEXTS.errors.database);
  const storage = storageFailure(error);
  if (storage) {
    // the operator must act: say what ran out, once per failed write
    c.var.deps?.log.error({ code: storage, path: c.req.path }, 'storage full or read-only: a write failed');
    return errorResponse(c, 507, 'STORAGE_UNAVAILABLE', TEXTS.errors.storageFull);
  }
  c.var.deps?.log.error({ err: error, path: c.req.path }, 'unhandled error');
  return errorResponse(c, 500, 'INTERNAL_ERROR', TEXTS.errors.internal);
};
