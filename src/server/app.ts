// Builds the Hono app: middleware, every feature's routes under /api, and the built SPA.
import { Hono, type Context, type MiddlewareHandler, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import { pageAssets, readClientManifest } from '@server/lib/client-manifest.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppEnv, Deps } from './context.js';
import { hasSessionCookie, loadSession } from './middleware/session.js';
import {
  checkOrigin,
  declaredBodySize,
  errorResponse,
  onError,
  requestHeader,
  requestLogger,
  securityHeaders,
} from './middleware/security.js';
import { queryCounter } from './middleware/query-count.js';
import { TEXTS } from '@shared/texts.js';
import { healthRoutes } from './features/health/health.routes.js';
import { authRoutes } from './features/account/auth.routes.js';
import { accountRoutes } from './features/account/account.routes.js';
import { securityRoutes } from './features/account/security.routes.js';
import { verificationRoutes } from './features/account/verifications.routes.js';
import { contactRoutes } from './features/contact/contact.routes.js';
import { realtimeRoutes } from './features/realtime/realtime.routes.js';
import { offersRoutes } from './features/offers/offers.routes.js';
import { uploadsRoutes } from './features/uploads/uploads.routes.js';
import { profilesRoutes } from './features/profiles/profiles.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { offerEditRoutes } from './features/admin/offer-edits.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { aiRoutes } from './features/ai/ai.routes.js';
import { uploadsStaticRoutes } from './features/uploads/uploads.static.js';
import { docsRoutes } from './features/docs/docs.routes.js';
import { blocksRoutes } from './features/trust/blocks.routes.js';
import { reportsRoutes } from './features/trust/reports.routes.js';
import { dealsRoutes } from './features/deals/deals.routes.js';
import { calendarRoutes } from './features/deals/calendar.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes.js';
import { insightsRoutes } from './features/insights/insights.routes.js';
import { grantsRoutes } from './features/grants/grants.routes.js';
import { grantApplicationRoutes } from './features/grants/applications.routes.js';
import { grantsAdminRoutes } from './features/grants/grants.admin.routes.js';
import { talentRoutes } from './features/talent/talent.routes.js';
import { discoveryRoutes, spaHtml } from './features/discovery/discovery.routes.js';
import { pageRenderer } from './features/discovery/render-page.js';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** multipart uploads: 5 MB of image plus the form's own bytes */
export const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;
/** the foundation register as CSV (an admin's upload): some tens of thousands of rows */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export interface AppOptions {
  /** folder of the built SPA (dist/client); omitted in API tests */
  clientDir?: string;
}

function buildApi() {
  return new Hono<AppEnv>()
    .route('/', healthRoutes)
    .route('/auth', authRoutes)
    .route('/', accountRoutes)
    .route('/', securityRoutes)
    .route('/', verificationRoutes)
    .route('/', contactRoutes)
    .route('/', realtimeRoutes)
    .route('/', offersRoutes)
    .route('/', uploadsRoutes)
    .route('/', profilesRoutes)
    .route('/', adminRoutes)
    .route('/', offerEditRoutes)
    .route('/', chatRoutes)
    .route('/', billingRoutes)
    .route('/', aiRoutes)
    .route('/', blocksRoutes)
    .route('/', reportsRoutes)
    .route('/', dealsRoutes)
    .route('/', calendarRoutes)
    .route('/', notificationsRoutes)
    .route('/', unsubscribeRoutes)
    .route('/', insightsRoutes)
    .route('/', grantsRoutes)
    .route('/', grantApplicationRoutes)
    .route('/', grantsAdminRoutes)
    .route('/', talentRoutes);
}

export type ApiType = ReturnType<typeof buildApi>;
/** The whole API as `hono/client` sees it: `hc<AppType>('/')` in the browser. */
export type AppType = ReturnType<typeof mountApi>;
const mountApi = (app: Hono<AppEnv>) =>
  app.route('/api', buildApi()).route(
    '/api',
    docsRoutes(() => app),
  );

interface BodyLimit {
  maxSize: number;
  refuse: (c: Context) => Response;
  /** hono's bodyLimit, which reads the body: for a body whose size is not declared */
  read: MiddlewareHandler;
}

/** the body limit of each path with its own limit ('' for every other path), built once */
function bodyLimits() {
  const make = (maxSize: number, message: string): BodyLimit => {
    const refuse = (c: Context) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', message);
    return { maxSize, refuse, read: bodyLimit({ maxSize, onError: refuse }) };
  };
  return new Map<string, BodyLimit>([
    ['/api/uploads', make(UPLOAD_BODY_LIMIT, 'Filen är för stor. Tillåtna bilder: PNG, JPG upp till 5MB.')],
    ['/api/admin/grants/import', make(IMPORT_BODY_LIMIT, TEXTS.errors.tooLarge)],
    ['', make(JSON_BODY_LIMIT, TEXTS.errors.tooLarge)],
  ]);
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    return next();
  });
  app.use('*', securityHeaders(deps.env));
  app.use('/api/*', requestLogger);
  if (deps.env.SAMVERKA_QUERY_COUNT) app.use('/api/*', queryCounter(deps.database));
  // One gate before every API route, in this order: the body limit of the path (a GET or HEAD has no body:
  // asking for one would build a whole fetch Request), the Origin check of a mutation, then the session
  // (one query, and only when a session cookie came; not for better-auth's own /api/auth routes).
  const limits = bodyLimits();
  const signIn = async (c: Context<AppEnv>, next: Next) => {
    if (!c.req.path.startsWith('/api/auth/')) {
      const cookie = requestHeader(c, 'cookie');
      if (hasSessionCookie(cookie)) await loadSession(c, cookie);
    }
    return next();
  };
  app.use('/api/*', async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return signIn(c, next);
    const limit = limits.get(c.req.path) ?? limits.get('')!;
    const checked = () => {
      checkOrigin(c);
      return signIn(c, next);
    };
    // a size Node declares (Content-Length, or no body) is checked as bodyLimit would, without reading it
    const declared = declaredBodySize(c);
    if (declared === null) return limit.read(c, checked);
    return declared > limit.maxSize ? limit.refuse(c) : checked();
  });
  mountApi(app);
  app.all('/api/*', (c) => errorResponse(c, 404, 'NOT_FOUND', TEXTS.errors.notFound));
  app.route('/uploads', uploadsStaticRoutes);
  app.route('/', discoveryRoutes);

  if (options.clientDir && existsSync(path.join(options.clientDir, 'index.html'))) {
    const root = path.relative(process.cwd(), options.clientDir);
    const indexHtml = readFileSync(path.join(options.clientDir, 'index.html'), 'utf8');
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // the build's brotli and gzip copies (file.br, file.gz) for a browser that accepts them (issue 22)
    const statics = serveStatic({ root, precompressed: true });
    // '/' is a page (rendered for a visitor), not the file index.html
    app.use('*', async (c, next) => {
      // '/.vite/manifest.json' is the build's own map, read by the server below, not a file to send
      if (c.req.path === '/' || c.req.path === '/index.html' || c.req.path.startsWith('/.vite/')) return next();
      const served = await statics(c, next);
      // the build's files outside /assets keep their names across releases (favicon, the theme script): a
      // browser keeps them an hour, then asks again
      if (served?.status === 200 && !served.headers.has('Cache-Control'))
        served.headers.set('Cache-Control', 'public, max-age=3600');
      return served;
    });
    // public pages for visitors rendered by the server (dist/server, built beside dist/client)
    const serverEntry = path.join(options.clientDir, '..', 'server', 'entry-server.js');
    const renderPage = pageRenderer(serverEntry, (p, init) => Promise.resolve(app.request(p, init)), deps.log);
    const manifest = readClientManifest(options.clientDir);
    app.get('*', spaHtml(indexHtml, renderPage, manifest && pageAssets(manifest)));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
