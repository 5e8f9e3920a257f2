// Secure headers, the Origin check for mutations, request logs and the error answer.
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** What @hono/node-server hands each request besides the fetch Request (absent in `app.request`). */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}
const nodeBindings = (c: Context) => c.env as NodeBindings | undefined;

/**
 * A request header read from Node's own parse when there is one: asking the fetch Request instead builds a
 * whole undici Headers object (every header validated) on a request that needs one or two of them.
 * Repeated headers come joined as the fetch API joins them ('; ' for cookie, ', ' otherwise).
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeBindings(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

type HeaderList = readonly (readonly [string, string])[];

/**
 * The size of a request's body as Node's parser enforces it: 0 when there is none, its Content-Length, or
 * null when only reading it tells (chunked, or not over Node as in `app.request`). Asking the fetch Request
 * instead builds it whole with a body stream, a fifth of a bodiless POST's CPU.
 */
export function declaredBodySize(c: Context): number | null {
  const headers = nodeBindings(c)?.incoming?.headers;
  if (!headers || headers['transfer-encoding'] !== undefined) return null;
  const length = headers['content-length'];
  if (length === undefined) return 0;
  return /^\d+$/.test(length) ? Number(length) : null;
}

/**
 * The security headers (CSP, HSTS, frame, referrer, permissions …) as one frozen list of [name, value],
 * worked out once by hono's secureHeaders from Samverka's policy.
 */
export async function securityHeaderList(env: Env): Promise<HeaderList> {
  const headers = new Headers();
  const probe = { res: { headers }, get: () => undefined, set: () => {} } as unknown as Context;
  await honoSecureHeaders(env)(probe, async () => {});
  return Object.freeze([...headers].map(([name, value]) => Object.freeze([name, value] as const)));
}

/**
 * The headers of an API answer (JSON, an event stream, a file): the short policy OWASP gives for APIs
 * (nothing may load from it, nobody may frame it) in place of the page's CSP, and only the headers that act
 * on such an answer: nosniff, HSTS (when on), Referrer-Policy, CORP, COOP, X-Frame-Options. The rest only
 * govern a document that runs (Permissions-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control) or old
 * browsers' handling of HTML (X-XSS-Protection, X-Download-Options) and Flash/Acrobat policy files
 * (X-Permitted-Cross-Domain-Policies): decision 210, 'Headers of API answers'.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const API_KEEPS = new Set([
  'x-content-type-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
]);
export function apiHeaderList(page: HeaderList): HeaderList {
  return Object.freeze([
    Object.freeze(['content-security-policy', API_CSP] as const),
    ...page.filter(([name]) => API_KEEPS.has(name)),
  ]);
}

/** Pages served under /api (the API reference, the unsubscribe page): they keep the page's headers. */
const API_PAGES = new Set(['/api/docs', '/api/unsubscribe']);
/** Whether a path answers with the API's headers: everything under /api but its pages. */
export const isApiPath = (path: string) => path.startsWith('/api/') && !API_PAGES.has(path);

/**
 * Sets the security headers on every answer: the page's full list on pages and files outside /api, the
 * short API list under /api. On Node they go straight onto the outgoing message before the route runs (a
 * route's own value of the same header would win; none sets one), so no answer has to turn its headers
 * into a fetch Headers object for them; elsewhere (`app.request` in tests) onto the Response.
 */
export function securityHeaders(env: Env): MiddlewareHandler {
  let lists: { page: HeaderList; api: HeaderList } | undefined;
  const ready = securityHeaderList(env).then((page) => (lists = { page, api: apiHeaderList(page) }));
  return async (c, next) => {
    const { page, api } = lists ?? (await ready);
    const headers = isApiPath(c.req.path) ? api : page;
    const outgoing = nodeBindings(c)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}

function honoSecureHeaders(env: Env) {
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
    // Samverka uses none of these browser features: no page (or injected script) may ask for them (only
    // features Chromium knows: an unknown name such as bluetooth is a console warning on every page)
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      serial: false,
      hid: false,
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

/** Throws 403 BAD_ORIGIN for a mutation from another site (a safe method or an exempt path passes). */
export function checkOrigin(c: Context<AppEnv>) {
  if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT.has(c.req.path)) return;
  const allowed = allowedOrigins(c.get('deps').env);
  const origin = requestHeader(c, 'origin');
  const site = requestHeader(c, 'sec-fetch-site');
  const ok = origin ? allowed.has(origin) : !site || site === 'same-origin' || site === 'none';
  if (!ok) throw new AppError('BAD_ORIGIN', 403, TEXTS.errors.badOrigin);
}

export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  checkOrigin(c);
  await next();
});

export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const log = c.get('deps').log;
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
