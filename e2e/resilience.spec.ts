// When something fails, the page says what and offers a way on: a failed API call is not an empty list, and a
// page whose code was replaced by a new release reloads itself once instead of showing an error.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { navigate, newContext, useBrowser, visible } from './journey';

let browser: Browser;
/** the code of the /pricing page (Vite names a route's chunk after its module) */
const PRICING_CHUNK = /\/assets\/pricing-[\w-]+\.js$/;
useBrowser((launched) => (browser = launched));

describe('errors are not empty results', () => {
  it("a failed offer list says what failed and 'Försök igen' fetches it again", async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    let failing = true;
    await page.route(/\/api\/offers\?/, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'INTERNAL', message: 'Något gick fel hos oss. Försök igen om en stund.' },
            }),
          })
        : route.fallback(),
    );
    // the explore page arrives from the server with its list already in the HTML (issue 22): a visitor
    // reaches it from the landing page instead, so the list is fetched by the browser, and fails
    await navigate(page, '/');
    await page.getByRole('link', { name: 'Utforska erbjudanden' }).first().click();
    await page.waitForURL('**/explore/association');
    const alert = page.getByRole('alert').filter({ hasText: 'Fel vid hämtning av erbjudanden' });
    await visible(alert, 20_000);
    await expect.poll(() => page.getByText('Inga resultat hittades').count()).toBe(0);
    failing = false;
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(0);
    await ctx.close();
  });
});

describe('a page whose code is gone after a release', () => {
  it('reloads once and shows the page', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await navigate(page, '/');
    await page.waitForLoadState('load');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Priser', exact: true }));
    await page.evaluate(() => ((window as unknown as { samverkaMarker: number }).samverkaMarker = 1));
    let refused = 0;
    await page.route(PRICING_CHUNK, (route) => (refused++ === 0 ? route.abort() : route.fallback()));
    await page.getByRole('banner').getByRole('link', { name: 'Priser', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Priser' }), 20_000);
    expect(refused).toBeGreaterThan(0);
    // a reload happened: the marker set on the old document is gone
    expect(
      await page.evaluate(() => (window as unknown as { samverkaMarker?: number }).samverkaMarker),
    ).toBeUndefined();
    await expect.poll(() => page.getByText('Något gick fel').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await ctx.close();
  });

  it('a second failure on the same page shows a Swedish explanation, not the browser’s message', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await navigate(page, '/');
    await page.waitForLoadState('load');
    await visible(page.getByRole('banner').getByRole('link', { name: 'Priser', exact: true }));
    await page.route(PRICING_CHUNK, (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Priser', exact: true }).click();
    await visible(page.getByText('Samverka har troligen uppdaterats'), 20_000);
    expect(await page.getByText('dynamically imported module').count()).toBe(0);
    await ctx.close();
  });
});
