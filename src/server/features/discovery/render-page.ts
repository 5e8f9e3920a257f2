// HTML first on public pages (issue 22, decision 220): a visitor's request for a public page is answered
// with the page rendered by React on the server (dist/server/entry-server.js, built by `npm run build`),
// with the answers of its queries, so the browser shows it before any script has run and then hydrates it.
// A request with a session cookie, a page that is not public, or a build without the server entry gets
// the plain index.html, as before: signed-in pages are rendered by the browser.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { PageAssets } from '@server/lib/client-manifest.js';

export interface RenderedPage {
  html: string;
  state: unknown;
  /** the page's module (src/client/app/routes/<module>.tsx) */
  module?: string;
}

export interface ServerEntry {
  render(url: string): Promise<RenderedPage | null>;
  answerRequestsWith(fetcher: (path: string, init: RequestInit) => Promise<Response>): void;
}

/** The pages without data that everybody may see (also listed in the sitemap). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/pricing',
  '/faq',
  '/contact',
  '/careers',
  '/terms',
  '/privacy',
  '/cookies',
  '/gdpr',
];

/**
 * The public pages the server renders: paths as patterns, ':x' for one segment. /auth too: its forms come
 * with their submit buttons disabled until hydration (see hasLiveForm), so nothing can be sent natively.
 */
export const SERVER_RENDERED = [
  ...PUBLIC_PAGES,
  '/auth',
  '/explore/:type',
  '/sponsorship/:id',
  '/user/:id',
  '/stiftelser',
  '/stiftelser/:id',
];
/**
 * Not rendered by the server: '/stiftelser/ny' is signed-in only, though shaped like a public page;
 * '/contact' is a form (name, e-mail, message) that a click before hydration would send as the
 * browser's own GET, with the visitor's name and address in the URL (decision 220).
 */
const NOT_RENDERED = new Set(['/stiftelser/ny', '/contact']);

export function isServerRendered(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (NOT_RENDERED.has(path.toLowerCase())) return false;
  const actual = path.split('/').filter(Boolean);
  return SERVER_RENDERED.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    return (
      parts.length === actual.length &&
      parts.every((p, i) => p.startsWith(':') || p.toLowerCase() === actual[i]!.toLowerCase())
    );
  });
}

/** submit buttons' opening tags: a <button> whose type is not button or reset, an <input type="submit|image"> */
const SUBMITTERS = /<button\b(?![^>]*\stype="(?:button|reset)")[^>]*>|<input\b[^>]*\stype="(?:submit|image)"[^>]*>/gi;

/**
 * A form that a click or Enter before hydration would send by the browser itself (decision 220). Safe are
 * a search (role="search", no method: a GET of its terms to the page that reads them from the URL) and a
 * form whose submit buttons are all disabled: a click on a disabled button does nothing, and the
 * browser's implicit submission (Enter in a field) does nothing when the default button (the first) is
 * disabled (HTML, "implicit submission"). A form without any submit button is live: with one text field,
 * Enter sends it. A page with a live form is sent for the browser to render instead: nothing typed
 * ever goes out as the browser's own request.
 */
export function hasLiveForm(html: string): boolean {
  const opening = /<form\b[^>]*>/gi;
  const lower = html.toLowerCase();
  for (let m = opening.exec(html); m; m = opening.exec(html)) {
    const tag = m[0];
    if (/\srole="search"/.test(tag) && !/\smethod=/i.test(tag)) continue;
    const end = lower.indexOf('</form>', opening.lastIndex);
    const body = html.slice(opening.lastIndex, end === -1 ? undefined : end);
    const submitters = body.match(SUBMITTERS) ?? [];
    if (submitters.length === 0 || submitters.some((b) => !/\sdisabled(?:[\s=>/]|$)/i.test(b))) return true;
  }
  return false;
}

/** better-auth's session cookie (with the __Secure- prefix over HTTPS) */
export const hasSession = (cookieHeader: string | undefined) =>
  /(?:^|;\s*)(?:__Secure-)?samverka\.session_token=/.test(cookieHeader ?? '');

/** JSON inside <script type="application/json">: no '<' can end the element */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The Content-Security-Policy allows no style attribute (style-src-attr 'none'; the browser's React sets
 * styles through the CSSOM, which CSP does not govern). The rendered markup's style attributes become
 * rules of one <style> element (allowed), each element marked with data-ssr-style.
 */
export function liftInlineStyles(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_, escaped: string) => {
    const css = escaped.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!).replace(/</g, '\\3c ');
    let id = ids.get(css);
    if (id === undefined) ids.set(css, (id = ids.size));
    return ` data-ssr-style="${id}"`;
  });
  const css = [...ids].map(([rule, id]) => `[data-ssr-style="${id}"]{${rule}}`).join('');
  return { html: out, css };
}

/**
 * The app's scripts of a rendered page at low fetch priority: the page is painted without them (they only
 * hydrate it), so on a slow link they must not hold back what paints — the stylesheet, and in Lighthouse's
 * simulation every high-priority script found before the first paint counts as blocking it (issue 22).
 */
export function scriptsAtLowPriority(indexHtml: string): string {
  return indexHtml.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * index.html with the rendered page in #root and the query answers for hydration beside it; `assets` are the
 * page's own files beyond the entry's (lib/client-manifest.ts): its stylesheets in the head, its chunks as a
 * list the entry preloads (app/preload-page.ts).
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, assets?: PageAssets): string {
  const { html, css } = liftInlineStyles(page.html);
  const head = [
    ...(assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(css ? [`<style>${css}</style>`] : []),
  ].join('\n    ');
  const chunks = assets?.scripts.length
    ? `\n    <script type="application/json" id="page-chunks">${scriptJson(assets.scripts)}</script>`
    : '';
  return scriptsAtLowPriority(indexHtml)
    .replace('</head>', () => (head ? `  ${head}\n  </head>` : '</head>'))
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${html}</div>\n    <script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>${chunks}`,
    );
}

export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

/**
 * The renderer of the built server entry next to the client build (dist/server beside dist/client), or
 * undefined when there is none (API tests, a build without it). Loaded at the first page asked for.
 */
export function pageRenderer(
  serverEntryFile: string,
  fetcher: (path: string, init: RequestInit) => Promise<Response>,
  log: Logger,
): PageRenderer | undefined {
  if (!existsSync(serverEntryFile)) return undefined;
  let entry: Promise<ServerEntry> | undefined;
  const load = () =>
    (entry ??= (import(pathToFileURL(serverEntryFile).href) as Promise<ServerEntry>).then((m) => {
      m.answerRequestsWith(fetcher);
      return m;
    }));
  return async (url) => {
    try {
      const page = await (await load()).render(url);
      if (page && hasLiveForm(page.html)) {
        log.warn({ url }, 'a public page with a form is sent for the browser to render');
        return null;
      }
      return page;
    } catch (error) {
      // the page still works: the browser renders it, as for a signed-in member
      log.warn({ err: error, url }, 'server render failed; the page is sent for the browser to render');
      return null;
    }
  };
}
