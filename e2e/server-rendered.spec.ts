// Public pages arrive as HTML (issue 22): each page's content is in the server's answer before any script
// runs, a member gets the page rendered by the browser, and the hydrated page works (a click, a navigation)
// with nothing in the console and no failing request.
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, signUpViaApi, useBrowser, visible } from './journey';
import { baseURL } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

/** the markup inside #root of the server's answer, with tags and entities stripped to text */
async function serverText(path: string, cookie?: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const root = html.match(/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/)?.[1];
  const text = (root ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { status: res.status, html, rendered: root !== undefined, text };
}

async function sampleOffer() {
  const list = (await (await fetch(`${baseURL()}/api/offers?type=business`)).json()) as {
    items: { id: string; title: string }[];
  };
  return list.items[0]!;
}

/** console errors, uncaught errors and failed answers of a page, from its first request on */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

describe('the HTML of a public page, without JavaScript', () => {
  it('has each static page’s heading', async () => {
    const pages: [string, string][] = [
      ['/', 'Hitta rätt partner för sponsring och samarbeten'],
      ['/about', 'Om Samverka'],
      ['/pricing', 'Priser'],
      ['/terms', 'Användarvillkor'],
      ['/stiftelser', 'Stiftelsesök'],
    ];
    for (const [path, heading] of pages) {
      const page = await serverText(path);
      expect(page.rendered, path).toBe(true);
      expect(page.text, path).toContain(heading);
      // the CSP forbids style attributes: none in the markup
      expect(page.html, path).not.toMatch(/<[^>]+ style="/);
    }
  });

  it('has an offer’s title on its page and in the explore list', async () => {
    const offer = await sampleOffer();
    const detail = await serverText(`/sponsorship/${offer.id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(offer.title);
    expect(detail.html).toContain(`<title>${offer.title.replace(/&/g, '&amp;')}`);
    const explore = await serverText('/explore/business');
    expect(explore.text).toContain('Utforska företagserbjudanden');
    expect(explore.text).toContain(offer.title);
  });

  it('has a member’s name on the profile page', async () => {
    const context = await newContext(browser);
    const member = await signUpViaApi(context, 'association');
    await context.close();
    const profile = await serverText(`/user/${member.id}`);
    expect(profile.rendered).toBe(true);
    expect(profile.text).toContain(member.username);
  });

  it('has no form a click before hydration would send: /contact is left to the browser, a search may stay', async () => {
    const offer = await sampleOffer();
    const context = await newContext(browser);
    const member = await signUpViaApi(context, 'association');
    await context.close();
    expect((await serverText('/contact')).rendered).toBe(false);
    const paths = ['/', '/about', '/pricing', '/faq', '/careers', '/terms', '/privacy', '/cookies', '/gdpr'];
    paths.push('/explore/business', '/stiftelser', `/sponsorship/${offer.id}`, `/user/${member.id}`);
    for (const path of paths) {
      const page = await serverText(path);
      expect(page.rendered, path).toBe(true);
      // a search (role="search", the browser's GET of its terms to the page that reads them) is harmless
      const forms = (page.html.match(/<form\b[^>]*>/gi) ?? []).filter((tag) => !/ role="search"/.test(tag));
      expect(forms, path).toEqual([]);
    }
  });

  it('has /auth’s form, in the tab the address asks for, with its submit button disabled until hydration', async () => {
    const signIn = await serverText('/auth?tab=signin&returnTo=/about');
    expect(signIn.rendered).toBe(true);
    expect(signIn.text).toContain('Välkommen till Samverka');
    expect(signIn.text).toContain('Glömt lösenord?');
    expect(signIn.html).toMatch(/<form[^>]*aria-label="Logga in"/);
    const signUp = await serverText('/auth');
    expect(signUp.text).toContain('Jag representerar');
    expect(signUp.html).toMatch(/<form[^>]*aria-label="Skapa konto"/);
    for (const page of [signIn, signUp]) {
      const form = page.html.match(/<form\b[\s\S]*?<\/form>/)![0];
      const submit = form.match(/<button\b[^>]*type="submit"[^>]*>/g) ?? [];
      expect(submit).toHaveLength(1);
      expect(submit[0]).toMatch(/ disabled=""/);
    }
  });

  it('lists the page’s own chunks for the entry to preload; the build’s manifest is not sent', async () => {
    const chunksOf = (html: string) =>
      JSON.parse(
        html.match(/<script type="application\/json" id="page-chunks">([^<]*)<\/script>/)?.[1] ?? '[]',
      ) as string[];
    const { html } = await serverText('/explore/business');
    const chunks = chunksOf(html);
    expect(chunks.some((href) => /^\/assets\/explore-[\w-]+\.js$/.test(href))).toBe(true);
    expect(new Set(chunks).size).toBe(chunks.length);
    // none before the first paint: the entry adds them a few at a time
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/explore-/);
    for (const href of chunks) expect((await fetch(`${baseURL()}${href}`)).status, href).toBe(200);
    // the landing page lists the landing chunk, not the explore page's
    const landing = chunksOf((await serverText('/')).html);
    expect(landing.some((href) => href.startsWith('/assets/landing-'))).toBe(true);
    expect(landing.some((href) => href.startsWith('/assets/explore-'))).toBe(false);
    const manifest = await fetch(`${baseURL()}/.vite/manifest.json`);
    expect(manifest.headers.get('content-type')).toMatch(/text\/html/);

    // in the browser: each listed chunk preloaded once (by the entry; Vite's helper found them and added none)
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/explore/business');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname),
    );
    for (const href of chunks)
      expect(
        preloaded.filter((p) => p === href),
        href,
      ).toHaveLength(1);
    await context.close();
  });

  it('is the plain app for a member (a session cookie) and for a member’s own pages', async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, 'business', { verified: false });
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await context.close();
    expect((await serverText('/pricing', cookie)).rendered).toBe(false);
    expect((await serverText('/dashboard')).rendered).toBe(false);
    expect((await serverText('/pricing')).rendered).toBe(true);
  });
});

describe('the hydrated page', () => {
  it('shows a visitor the offer, answers clicks and navigates, with no console error or failing request', async () => {
    const offer = await sampleOffer();
    const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(`/sponsorship/${offer.id}`);
    expect(new URL(page.url()).pathname).toBe(`/sponsorship/${offer.id}`);
    await visible(page.getByRole('heading', { level: 1, name: offer.title }));
    expect(problems).toEqual([]);
    // the menu button works only once React has hydrated the header (a click before that does nothing);
    // once the menu is open the button is hidden from the accessibility tree behind the dialog
    const dialog = page.getByRole('dialog');
    await expect
      .poll(async () => {
        if (await dialog.isVisible()) return true;
        await page
          .getByRole('button', { name: 'Öppna menyn' })
          .click({ timeout: 2000 })
          .catch(() => undefined);
        await dialog.waitFor({ state: 'visible', timeout: 2000 }).catch(() => undefined);
        return dialog.isVisible();
      })
      .toBe(true);
    await page.getByRole('dialog').getByRole('link', { name: 'Om oss' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Om Samverka' }));
    // a navigation inside the app: the document is the same one
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs a member’s background work for a member only: a visitor’s page does not load it after hydration', async () => {
    const offer = await sampleOffer();
    const background = (scripts: string[]) => scripts.filter((url) => /\/background-work-[^/]*\.js$/.test(url));
    const scriptsOf = async (context: BrowserContext, path: string) => {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      await page.waitForTimeout(1500);
      return scripts;
    };
    const visitor = await newContext(browser);
    expect(background(await scriptsOf(visitor, `/sponsorship/${offer.id}`))).toEqual([]);
    await visitor.close();
    const member = await newContext(browser);
    await signUpViaApi(member, 'association');
    expect(background(await scriptsOf(member, `/sponsorship/${offer.id}`))).toHaveLength(1);
    await member.close();
  });

  it('hydrates with a stored dark theme and on every public page without an error', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('samverka-theme', 'dark'));
    const page = await context.newPage();
    const problems = watch(page);
    for (const path of ['/', '/explore/business', '/pricing', '/stiftelser', '/auth', '/auth?tab=signin']) {
      await page.goto(path);
      await visible(page.locator('h1').first());
      // hydration and the queries after it
      await page.waitForTimeout(1500);
    }
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
