// Issue 16 as a signed-out visitor: landing → 'Utforska' → explore → the offer (its address in the bar,
// no contact data, preview tags in the HTML the server sends) → star → sign up → the star is a favourite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gone, letters, navigate, newContext, signUpViaApi, visible } from './journey';
import { approveOffers, createOfferViaApi, launchBrowser, uniqueUser } from './fixtures';

let browser: Browser;
let offerId = '';
const word = letters();
const title = `Upptäcktsprov ${word}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const publisher = await newContext(browser);
  await signUpViaApi(publisher, 'association');
  offerId = await createOfferViaApi(publisher, 'association', { title, tags: [`upptack${word}`] });
  await approveOffers([offerId]);
  await publisher.close();
});
afterAll(async () => {
  await browser?.close();
});

describe('a signed-out visitor', () => {
  it('finds an offer from the landing page, sees it without contact data, stars it and keeps the star after sign-up', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    // the page arrives rendered by the server: its header answers clicks once hydrated
    await navigate(page, '/');

    // the header's 'Utforska' lists the four explore pages
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    const explore = nav.getByRole('button', { name: 'Utforska' });
    await explore.click();
    await expect.poll(() => explore.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Företag', 'Föreningar', 'Influencers', 'Stiftelser och fonder']) {
      await visible(nav.getByRole('link', { name, exact: true }));
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => explore.getAttribute('aria-expanded')).toBe('false');
    await gone(nav.getByRole('link', { name: 'Stiftelser och fonder', exact: true }));
    // the landing page links to explore
    await page.getByRole('link', { name: 'Utforska erbjudanden' }).first().click();
    await page.waitForURL('**/explore/association');

    await page.getByLabel('Sök erbjudanden').fill(title);
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    const card = page.getByTestId('offer-card').filter({ hasText: title });
    await visible(card);
    await card.getByRole('button', { name: 'Visa detaljer' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: title }));
    await page.waitForURL(`**/sponsorship/${offerId}`);
    await visible(dialog.getByRole('link', { name: 'Logga in för att se kontaktuppgifter' }));
    expect(await dialog.getByText('prov@exempel.se').count()).toBe(0);
    expect(await dialog.getByText('040-123 45 67').count()).toBe(0);

    // the copied link is the offer's own page, and its address stays
    await page.reload();
    const main = page.locator('main');
    await visible(main.getByRole('heading', { level: 1, name: title }));
    expect(new URL(page.url()).pathname).toBe(`/sponsorship/${offerId}`);
    await gone(page.getByRole('dialog'));
    await visible(main.getByRole('link', { name: 'Logga in för att se kontaktuppgifter' }));
    expect(await main.getByText('prov@exempel.se').count()).toBe(0);

    // what a link preview reads: the HTML as the server sends it, before any script
    const served = await (await ctx.request.get(`/sponsorship/${offerId}`)).text();
    expect(served).toContain(`<meta property="og:title" content="${title} – Provbolaget AB | Samverka" />`);
    expect(served).toContain(`<title>${title} – Provbolaget AB | Samverka</title>`);
    expect(served).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
    expect(served).not.toContain('prov@exempel.se');

    // acting asks for an account, and the star survives the detour
    await main.getByRole('button', { name: 'Lägg till i favoriter' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === `/sponsorship/${offerId}`,
    );
    const user = uniqueUser('business');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Användarnamn').fill(user.username);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('radio', { name: 'Företag' }).check();
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.waitForURL(`**/sponsorship/${offerId}`);
    await visible(main.getByRole('button', { name: 'Ta bort från favoriter' }));
    await expect
      .poll(async () =>
        ((await (await ctx.request.get('/api/me/favorites')).json()) as { items: { id: string }[] }).items.map(
          (o) => o.id,
        ),
      )
      .toEqual([offerId]);
    // signed in, the contact details are there
    await visible(main.getByText('prov@exempel.se'));
    await ctx.close();
  });

  it("on /pricing sees no 'Nuvarande plan', prices with 'inkl. moms', and a typed '?success=true' claims nothing", async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/pricing');
    const premium = page.getByTestId('plan-premium');
    await visible(premium.getByText('inkl. moms'));
    await visible(page.getByTestId('plan-basic').getByRole('button'));
    expect(await page.getByText('Nuvarande plan').count()).toBe(0);

    await signUpViaApi(ctx, 'business');
    await page.goto('/pricing?success=true&session_id=cs_hittepa');
    await visible(page.getByText('Betalningen är inte bekräftad'), 20_000);
    expect(await page.getByText('Prenumeration aktiverad!').count()).toBe(0);
    // signed in, Basic is the member's plan
    await visible(page.getByTestId('plan-basic').getByText('Nuvarande plan').first());
    await ctx.close();
  });

  it('at 375 px: the mobile menu lists the explore pages, and explore and the offer page fit the screen', async () => {
    const ctx = await newContext(browser, { viewport: { width: 375, height: 812 } });
    const page = await ctx.newPage();
    // the menu button works once the server-rendered page has hydrated
    await navigate(page, '/');
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
    await menu.getByRole('link', { name: 'Stiftelser och fonder' }).click();
    await page.waitForURL('**/explore/foundation');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await visible(page.getByLabel('Plats'));
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/sponsorship/${offerId}`);
    await visible(page.locator('main').getByRole('heading', { level: 1, name: title }));
    expect(await overflow()).toBeLessThanOrEqual(0);
    await ctx.close();
  });

  it("the built-in sample offers say 'Exempel' on the card and on their page", async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await navigate(page, '/explore/business?sort=oldest');
    const card = page.getByTestId('offer-card').filter({ hasText: 'Huvudsponsor för ungdomsfotboll i Göteborg' });
    await visible(card.getByText('Exempel', { exact: true }));
    await card.getByRole('button', { name: /Visa detaljer/ }).click();
    await visible(page.getByRole('dialog').getByText('Exempel', { exact: true }));
    await ctx.close();
  });

  it("a profile's 'Skicka meddelande' opens the chat with that user, after sign-in for a visitor", async () => {
    const ownerCtx = await newContext(browser);
    const owner = await signUpViaApi(ownerCtx, 'association');
    await ownerCtx.close();
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await navigate(page, `/user/${owner.id}`);
    const send = page.getByRole('link', { name: 'Skicka meddelande' });
    await visible(send);
    expect(await send.getAttribute('href')).toBe(`/auth?returnTo=${encodeURIComponent(`/chat/${owner.id}`)}`);
    await signUpViaApi(ctx, 'business');
    await page.reload();
    await page.getByRole('link', { name: 'Skicka meddelande' }).click();
    await page.waitForURL((url) => url.pathname === `/chat/${owner.id}`);
    await ctx.close();
  });

  it("the landing page takes a signed-in user to the dashboard instead of offering 'Skapa konto'", async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'association');
    const page = await ctx.newPage();
    await navigate(page, '/');
    const go = page.locator('main').getByRole('link', { name: 'Gå till översikten' }).first();
    await visible(go);
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: /Skapa konto|Kom igång nu/ })
        .count(),
    ).toBe(0);
    await go.click();
    await page.waitForURL('**/dashboard');
    await ctx.close();
  });

  it("a dashboard's figures come from the data: a new offer waits, then counts as active once approved", async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'association');
    const page = await ctx.newPage();
    await navigate(page, '/dashboard');
    // 'Välkommen tillbaka' floats over the page: nothing moves when it goes
    const heading = page.getByRole('heading', { level: 1, name: 'Översikt' });
    await visible(page.getByTestId('welcome-banner'));
    const before = (await heading.boundingBox())!.y;
    await gone(page.getByTestId('welcome-banner'));
    expect((await heading.boundingBox())!.y).toBe(before);
    const figure = (label: string) =>
      page.locator('[data-slot="card"]').filter({ has: page.getByText(label, { exact: true }) });
    await visible(figure('Aktiva erbjudanden'));
    expect(await figure('Aktiva erbjudanden').innerText()).toContain('0');
    expect(await page.getByText('Väntar på godkännande', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Kommer snart').count()).toBe(0);
    const id = await createOfferViaApi(ctx, 'association', { title: `Instrumentprov ${letters()}`, tags: ['prov'] });
    await page.reload();
    await visible(figure('Väntar på godkännande'));
    expect(await figure('Väntar på godkännande').innerText()).toContain('1');
    await approveOffers([id]);
    await page.reload();
    await expect.poll(() => figure('Aktiva erbjudanden').innerText()).toContain('1');
    await gone(page.getByText('Väntar på godkännande', { exact: true }));
    await ctx.close();
  });

  it("a foundation's dashboard lists its own programmes, not a fixed 'none yet'", async () => {
    const ctx = await newContext(browser);
    await signUpViaApi(ctx, 'foundation');
    const page = await ctx.newPage();
    await navigate(page, '/dashboard');
    const card = page.getByTestId('dashboard-programmes');
    await visible(card.getByText('Ni har inga utlysningar ännu.', { exact: false }));
    await visible(card.getByRole('link', { name: 'Ny utlysning' }));
    await ctx.close();
  });
});
