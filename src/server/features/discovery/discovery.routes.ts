// Public discovery outside /api (issue 16): sitemap.xml, robots.txt, and the SPA's HTML with the preview
// tags of the page asked for (an unknown or unpublished offer answers 404 with the same app).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '@server/context.js';
import { OFFER_TYPES } from '@shared/constants.js';
import { acceptedEncoding, compressText, MIN_COMPRESS_BYTES } from '@server/lib/compression.js';
import { escapeHtml, withPageMeta } from './page-meta.js';
import { findPageMeta, findSitemapEntries } from './discovery.service.js';
import type { PageAssets } from '@server/lib/client-manifest.js';
import { hasSession, isServerRendered, PUBLIC_PAGES, withRenderedPage, type PageRenderer } from './render-page.js';

/**
 * Pages a search engine has no business in: they are a member's own, or need an account. Not /auth: the
 * sign-in page may be found by a search for "Samverka logga in", as on most marketplaces (decision 220).
 */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/my-pages',
  '/favorites',
  '/chat',
  '/create-offer',
  '/edit-offer/',
  '/admin',
  '/checkout/',
  '/premium',
  '/stiftelser/ny',
  '/projekt/ny',
];
/** sitemap and robots change with approvals, not by the second */
const LIST_CACHE = 'public, max-age=3600';

/** The site's own address: PUBLIC_URL, else the address the request came to. */
const siteBase = (c: Context<AppEnv>) => c.var.deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;

export const discoveryRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const base = siteBase(c);
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      'Allow: /',
      '',
      `Sitemap: ${new URL('/sitemap.xml', base)}`,
    ];
    c.header('Cache-Control', LIST_CACHE);
    return c.text(`${lines.join('\n')}\n`);
  })
  .get('/sitemap.xml', async (c) => {
    const base = siteBase(c);
    const entries = await findSitemapEntries(c.var.deps.db);
    const url = (path: string, lastmod?: string) =>
      `  <url><loc>${escapeHtml(new URL(path, base).toString())}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((p) => url(p)),
      ...OFFER_TYPES.map((type) => url(`/explore/${type}`)),
      ...entries.offers.map((o) => url(`/sponsorship/${o.id}`, o.lastmod)),
      url('/stiftelser'),
      ...entries.grants.map((g) => url(`/stiftelser/${g.id}`, g.lastmod)),
      url('/projekt'),
      ...entries.projects.map((p) => url(`/projekt/${p.id}`, p.lastmod)),
      ...entries.profiles.map((p) => url(`/user/${encodeURIComponent(p.id)}`, p.lastmod)),
      '</urlset>',
    ].join('\n');
    c.header('Cache-Control', LIST_CACHE);
    return c.body(`${body}\n`, 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
  });

/**
 * The SPA's index.html for any other GET, with the page's preview tags when it has any; a public page
 * asked for by a visitor comes rendered, with its content (issue 22, render-page.ts).
 */
export function spaHtml(indexHtml: string, renderPage?: PageRenderer, assetsOf?: (module: string) => PageAssets) {
  return async (c: Context<AppEnv>) => {
    // revalidated on every visit: the tags follow the offer, and a new release brings new asset names
    c.header('Cache-Control', 'no-cache');
    const url = new URL(c.req.url);
    const [page, rendered] = await Promise.all([
      findPageMeta({ db: c.var.deps.db, base: siteBase(c), path: c.req.path }),
      renderPage && isServerRendered(url.pathname) && !hasSession(c.req.header('cookie'))
        ? renderPage(url.pathname + url.search)
        : null,
    ]);
    const html = rendered
      ? withRenderedPage(indexHtml, rendered, rendered.module ? assetsOf?.(rendered.module) : undefined)
      : indexHtml;
    if (!page) return sendHtml(c, html, 200);
    return sendHtml(c, withPageMeta(html, page.meta), page.status);
  };
}

/**
 * The HTML compressed when the browser accepts it (on a phone's slow link the bytes are the time, issue 22).
 * It also depends on the session cookie: a visitor gets the rendered page, a member the plain app.
 */
async function sendHtml(c: Context<AppEnv>, html: string, status: 200 | 404) {
  c.header('Vary', 'Accept-Encoding, Cookie');
  const encoding = html.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(c.req.header('accept-encoding')) : undefined;
  if (!encoding) return c.html(html, status);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(new Uint8Array(await compressText(html, encoding)), status);
}
