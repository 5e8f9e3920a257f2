// Secure headers, the Origin check for mutations, request logs and the error answer.
import type { Context, ErrorHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '@server/context.js';
import type { Env } from '@server/env.js';
import { AppError, storageFailure, toErrorAnswer } from '@server/lib/errors.js';
import { TEXTS } from '@shared/texts.js';
import { logRequest } from '@server/lib/log.js';

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
      // No inline style attribute (style="…" in markup or through setAttribute) is applied: React's style
      // props go through the CSSOM, which CSP does not govern. <style> elements still need 'unsafe-inline':
      // sonner and react-remove-scroll-bar (Radix dialogs) insert them at run time, the latter with a
      // computed scrollbar width, so neither a hash nor a nonce fits (README, "Content Security Policy").
      // style-src keeps it as the fallback for browsers without the two CSP 3 directives.
      styleSrc: ["'self'", "'unsafe-inline'"],
      styleSrcElem: ["'self'", "'unsafe-inline'"],
      styleSrcAttr: ["'none'"],
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
/**
 * Provider webhooks come from the provider's servers, signed instead; the one-click unsubscribe (RFC 8058)
 * comes from mail programs without Origin or cookie, its signed token the only proof.
 */
const ORIGIN_EXEMPT = new Set(['/api/billing/webhook', '/api/unsubscribe']);

const originsOf = new WeakMap<Env, Set<string>>();
/** the origins a mutation may come from, worked out once per configuration */
function allowedOrigins(env: Env): Set<string> {
  let allowed = originsOf.get(env);
  if (!allowed) {
    allowed = new Set([new URL(env.PUBLIC_URL).origin]);
    if (env.NODE_ENV === 'development') allowed.add('http://localhost:5173');
    originsOf.set(env, allowed);
  }
  return allowed;
}

export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT.has(c.req.path)) return next();
  const allowed = allowedOrigins(c.var.deps.env);
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  const ok = origin ? allowed.has(origin) : !site || site === 'same-origin' || site === 'none';
  if (!ok) throw new AppError('BAD_ORIGIN', 403, TEXTS.errors.badOrigin);
  await next();
});

export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const log = c.var.deps.log;
  if (!log.isLevelEnabled('info')) return next();
  const start = performance.now();
  await next();
  const ms = Math.round((performance.now() - start) * 10) / 10;
  logRequest(log, { method: c.req.method, path: c.req.path, status: c.res.status, ms });
});

export const errorResponse = (c: Context, status: number, code: string, message: string) =>
  c.json({ error: { code, message } }, status as 400);

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const { status, body, unexpected } = toErrorAnswer(error);
  const storage = storageFailure(error);
  // the operator must act: say what ran out, once per failed write
  if (storage) c.var.deps?.log.error({ code: storage, path: c.req.path }, 'storage full or read-only: a write failed');
  else if (unexpected) c.var.deps?.log.error({ err: error, path: c.req.path }, 'unhandled error');
  return c.json(body, status);
};
