// The router (src/client/lib/router.tsx) as a person uses it: links move within the page without loading it
// again, Back and Forward follow, the header marks the page shown, a slow page shows that it is coming, a
// click meant for a new tab is left to the browser, a link to the page shown adds no history entry, and an
// address is matched whatever its case.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { navigate, newContext, useBrowser, visible } from './journey';

let browser: Browser;
useBrowser((launched) => (browser = launched));

/** a mark on the window: still there after a navigation means the page was not loaded again */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { samverkaMark: number }).samverkaMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { samverkaMark?: number }).samverkaMark === 1);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const headerLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).first();

describe('navigation', () => {
  it('links move within the page, Back and Forward follow, and the header marks the page shown', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/');
    await mark(page);
    expect(await headerLink(page, 'Hem').getAttribute('aria-current')).toBe('page');

    await headerLink(page, 'Om oss').click();
    await page.waitForURL('**/about');
    await visible(page.getByRole('heading', { level: 1, name: 'Om Samverka' }));
    expect(await marked(page)).toBe(true);
    await expect.poll(() => headerLink(page, 'Om oss').getAttribute('aria-current')).toBe('page');
    expect(await headerLink(page, 'Hem').getAttribute('aria-current')).toBeNull();

    await headerLink(page, 'Priser').click();
    await page.waitForURL('**/pricing');
    await expect.poll(() => headerLink(page, 'Priser').getAttribute('aria-current')).toBe('page');

    await page.goBack();
    await page.waitForURL('**/about');
    await visible(page.getByRole('heading', { level: 1, name: 'Om Samverka' }));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headerLink(page, 'Hem').getAttribute('aria-current')).toBe('page');
    await page.goForward();
    await page.waitForURL('**/about');
    await visible(page.getByRole('heading', { level: 1, name: 'Om Samverka' }));
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it("while the next page's chunk is on its way, the page stays and a bar says the next one is loading", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // a slow connection: the about page's chunk arrives 1.5 s late
    await page.route(/\/assets\/about-[^/]*\.js$/, async (route) => {
      await new Promise((arrive) => setTimeout(arrive, 1500));
      await route.continue();
    });
    await navigate(page, '/');
    const progress = page.getByRole('progressbar', { name: 'Laddar nästa sida' });
    expect(await progress.count()).toBe(0);
    await headerLink(page, 'Om oss').click();
    await visible(progress);
    expect(
      await page
        .getByRole('heading', { level: 1, name: 'Hitta rätt partner för sponsring och samarbeten' })
        .isVisible(),
    ).toBe(true);
    await visible(page.getByRole('heading', { level: 1, name: 'Om Samverka' }));
    expect(await progress.count()).toBe(0);
    await context.close();
  });

  it('a link to the page shown adds no history entry', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/about');
    const before = await historyLength(page);
    await headerLink(page, 'Om oss').click();
    await page.waitForTimeout(300);
    expect(await historyLength(page)).toBe(before);
    await headerLink(page, 'Hem').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await historyLength(page)).toBe(before + 1);
    await context.close();
  });

  it('a click meant for a new tab opens one and leaves this page where it is', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/');
    const opened = context.waitForEvent('page');
    await headerLink(page, 'Om oss').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL('**/about');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await headerLink(page, 'Hem').getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('an address is matched whatever its case or a trailing slash; an unknown one shows the not-found page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/ABOUT/');
    await visible(page.getByRole('heading', { level: 1, name: 'Om Samverka' }));
    await navigate(page, '/about/finns-inte');
    await visible(page.getByRole('heading', { level: 1, name: '404' }));
    await context.close();
  });

  it('/explore sends a visitor on to the dashboard, which asks them to sign in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/explore');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/dashboard');
    await context.close();
  });
});
