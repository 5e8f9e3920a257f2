// Which requests get a page rendered by the server, and how the rendered page goes into index.html.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import {
  hasLiveForm,
  hasSession,
  isServerRendered,
  liftInlineStyles,
  pageRenderer,
  withRenderedPage,
} from './render-page.js';
import { pageAssets, type Manifest } from '@server/lib/client-manifest.js';

const INDEX =
  '<html><head><title>Samverka</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

describe('the pages the server renders', () => {
  it('are the public pages, the explore, offer, profile and grant pages', () => {
    for (const path of [
      '/',
      '/about',
      '/pricing',
      '/terms',
      '/explore/business',
      '/sponsorship/12',
      '/user/ab12',
      '/stiftelser',
      '/stiftelser/4',
      '/auth',
      '/Pricing/',
    ])
      expect(isServerRendered(path), path).toBe(true);
  });

  it('are not the pages of a member, nor an unknown address', () => {
    for (const path of [
      '/dashboard',
      '/chat',
      '/my-pages',
      '/admin',
      '/stiftelser/ny',
      '/contact',
      '/Contact/',
      '/create-offer',
      '/explore',
      '/sponsorship/1/x',
      '/nope',
    ])
      expect(isServerRendered(path), path).toBe(false);
  });

  it('never carry a form a click before hydration would send: only a search form may be in the markup', () => {
    expect(hasLiveForm('<main><h1>Om oss</h1></main>')).toBe(false);
    expect(hasLiveForm('<form role="search" class="grid"><input name="q"/></form>')).toBe(false);
    expect(hasLiveForm('<form noValidate="" aria-label="Skicka ett meddelande"><input name="email"/></form>')).toBe(
      true,
    );
    expect(hasLiveForm('<p>x</p><FORM class="a"></FORM>')).toBe(true);
    expect(hasLiveForm('<form role="search" method="post"></form>')).toBe(true);
  });

  it('may carry a form whose submit buttons are all disabled until hydration (neither a click nor Enter sends it)', () => {
    const signIn =
      '<form aria-label="Logga in"><input name="email"/><input name="password" type="password"/>' +
      '<button type="button" role="radio">Förening</button>' +
      '<button data-slot="button" type="submit" class="w-full" disabled="">Logga in</button></form>';
    expect(hasLiveForm(signIn)).toBe(false);
    // a <button> without a type is a submit button; so is <input type="submit">
    expect(hasLiveForm('<form><input name="q"/><button disabled="">Sök</button></form>')).toBe(false);
    expect(hasLiveForm('<form><input name="q"/><input type="submit" disabled="" value="Sök"/></form>')).toBe(false);
    expect(hasLiveForm('<form><input name="q"/><button class="x">Skicka</button></form>')).toBe(true);
    expect(hasLiveForm('<form><input name="q"/><input type="submit" value="Skicka"/></form>')).toBe(true);
    // one enabled submit button among disabled ones sends the form when clicked
    expect(hasLiveForm('<form><button disabled="">A</button><button type="submit">B</button></form>')).toBe(true);
    // no submit button at all: Enter in its one text field sends it
    expect(hasLiveForm('<form><input name="q"/><button type="button">Rensa</button></form>')).toBe(true);
    // each form by itself: a disabled button of a later form does not cover an earlier one
    expect(hasLiveForm('<form><input name="a"/></form><form><button disabled="">B</button></form>')).toBe(true);
    // a button's text is not its attributes
    expect(hasLiveForm('<form><button type="submit" class="disabled">Skicka</button></form>')).toBe(true);
  });

  it('are rendered only for a visitor: a session cookie (plain or __Secure-) means a member', () => {
    expect(hasSession(undefined)).toBe(false);
    expect(hasSession('theme=dark; other.session_token=x')).toBe(false);
    expect(hasSession('samverka.session_token=abc')).toBe(true);
    expect(hasSession('a=b; __Secure-samverka.session_token=abc')).toBe(true);
  });
});

describe('the rendered page in index.html', () => {
  it('goes into #root with its query answers as JSON that no "<" can end', () => {
    const html = withRenderedPage(INDEX, {
      html: '<h1>Hej</h1>',
      state: { title: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<div id="root"><h1>Hej</h1></div>');
    const json = html.match(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('has no style attribute (the CSP forbids them): each becomes a rule of one <style> element', () => {
    const { html, css } = liftInlineStyles(
      '<div style="width:0%"><span style="width:0%">a</span><i style="background:url(&quot;x.png&quot;)"></i></div>',
    );
    expect(html).not.toMatch(/ style=/);
    expect(html).toBe('<div data-ssr-style="0"><span data-ssr-style="0">a</span><i data-ssr-style="1"></i></div>');
    expect(css).toBe('[data-ssr-style="0"]{width:0%}[data-ssr-style="1"]{background:url("x.png")}');
    const page = withRenderedPage(INDEX, { html: '<p style="opacity:0">x</p>', state: {} });
    expect(page).toContain('<style>[data-ssr-style="0"]{opacity:0}</style>');
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
  });

  it("asks for the app's scripts at low priority: they hydrate a page that is already painted", () => {
    const index =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head><body><div id="root"></div></body>';
    const page = withRenderedPage(index, { html: '<p>x</p>', state: {} });
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it('leaves index.html without a style element when nothing needs one', () => {
    expect(withRenderedPage(INDEX, { html: '<p>x</p>', state: {} })).not.toContain('<style>');
  });
});

describe('the renderer of the built server entry', () => {
  it('sends a page that came out with a form for the browser to render, and says so', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'samverka-render-'));
    const file = path.join(dir, 'entry-server.mjs');
    writeFileSync(
      file,
      `export const answerRequestsWith = () => {};
       export const render = async (url) => ({
         html: url === '/form' ? '<form aria-label="Skicka"><input name="email"/></form>' : '<h1>Hej</h1>',
         state: {},
       });`,
    );
    const warn = vi.fn();
    const render = pageRenderer(file, () => Promise.resolve(new Response('null')), { warn } as unknown as Logger)!;
    expect(await render('/form')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(await render('/about')).toEqual({ html: '<h1>Hej</h1>', state: {} });
    expect(
      pageRenderer(path.join(dir, 'none.mjs'), () => Promise.reject(new Error('x')), { warn } as unknown as Logger),
    ).toBe(undefined);
  });
});

describe("a rendered page's own chunks", () => {
  const manifest: Manifest = {
    'src/client/main.tsx': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_vendor'],
      css: ['assets/index-1.css'],
    },
    _vendor: { file: 'assets/vendor-1.js' },
    'src/client/app/routes/explore.tsx': {
      file: 'assets/explore-1.js',
      isDynamicEntry: true,
      imports: ['_vendor', '_card', 'src/client/main.tsx'],
      css: ['assets/explore-1.css'],
    },
    _card: { file: 'assets/card-1.js', imports: ['_vendor', '_icon'] },
    _icon: { file: 'assets/icon-1.js' },
  };

  it("are the page module's chunks and styles beyond the entry's, each once", () => {
    const assets = pageAssets(manifest)('explore');
    expect(assets.scripts.sort()).toEqual(['/assets/card-1.js', '/assets/explore-1.js', '/assets/icon-1.js']);
    expect(assets.styles).toEqual(['/assets/explore-1.css']);
    expect(pageAssets(manifest)('nothing-here')).toEqual({ scripts: [], styles: [] });
  });

  it('go into the rendered page: the stylesheets in the head, the chunks as a list for the entry', () => {
    const html = withRenderedPage(INDEX, { html: '<p>x</p>', state: {} }, { scripts: ['/a.js'], styles: ['/a.css'] });
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/a.css">\s*<\/head>/);
    expect(html).toContain('<script type="application/json" id="page-chunks">["/a.js"]</script>');
    expect(html).not.toContain('modulepreload');
    const plain = withRenderedPage(INDEX, { html: '<p>x</p>', state: {} });
    expect(plain).toContain('<title>Samverka</title></head>');
    expect(plain).not.toContain('page-chunks');
  });
});
