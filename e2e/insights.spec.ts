// Issue 20 in the browser: the owner keeps an offer's statistics page open, a visitor opens the offer
// page, and the new view shows within seconds; on /my-pages the offer carries its weekly figure. An
// association declares an audience in /settings (a sum other than 100 is refused in Swedish), the
// profile shows it and explore filters offers by it.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { approveOffers, createOfferViaApi } from './fixtures';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let browser: Browser;
useBrowser((launched) => (browser = launched));

describe('offer statistics', () => {
  it("a visitor's view shows on the owner's open statistics page within seconds", async () => {
    const ownerCtx = await newContext(browser);
    await signUpViaApi(ownerCtx, 'association');
    const title = `Statistikprov ${letters()}`;
    const offerId = await createOfferViaApi(ownerCtx, 'association', { title, tags: ['statistik'] });
    await approveOffers([offerId]);

    const owner = await ownerCtx.newPage();
    await navigate(owner, '/my-pages');
    const card = owner.getByTestId('my-offer-card').filter({ hasText: title });
    await visible(card);
    await expect.poll(() => card.getByTestId('figure-views').textContent()).toBe('0');
    await card.getByRole('link', { name: 'Statistik' }).click();
    await owner.waitForURL(`**/my-pages/stats/${offerId}`);
    await visible(owner.getByRole('heading', { name: 'Statistik' }));
    const views = owner.getByTestId('stats-views');
    await expect.poll(() => views.textContent()).toBe('0');
    await visible(owner.getByRole('img', { name: 'Visningar per dag' }));
    // the 7-day window is one click away
    await owner.getByRole('button', { name: '7 dagar' }).click();
    await expect.poll(() => owner.getByRole('button', { name: '7 dagar' }).getAttribute('aria-pressed')).toBe('true');

    // a headless browser is a bot to the view counter: the visitor looks like an ordinary Chrome
    const visitorCtx = await newContext(browser, { userAgent: DESKTOP_CHROME });
    const visitor = await visitorCtx.newPage();
    await navigate(visitor, `/sponsorship/${offerId}`);
    await visible(visitor.getByRole('heading', { name: title }));

    // no reload: the offer_stats event brings the new number
    await expect.poll(() => views.textContent(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => owner.getByTestId('stats-uniqueViewers').textContent()).toBe('1');
    await visible(owner.getByText('Ej inloggade'));

    await visitorCtx.close();
    await ownerCtx.close();
  });
});

describe('declared audience', () => {
  it('an association declares an audience (a wrong sum refused in Swedish); its profile shows it, explore filters by it', async () => {
    const ctx = await newContext(browser);
    const user = await signUpViaApi(ctx, 'association');
    const page = await ctx.newPage();
    await navigate(page, '/settings');
    const form = page.getByRole('form', { name: 'Målgrupp och räckvidd' });
    await visible(form);
    await form.getByLabel('Följare eller medlemmar på Instagram').fill('15000');
    await form.getByLabel('Följare eller medlemmar på TikTok').fill('5000');
    await form.getByLabel('Åldersgrupperna: 18–24 i procent').fill('60');
    await form.getByLabel('Åldersgrupperna: 25–34 i procent').fill('30');
    await expect.poll(() => form.getByTestId('ageBands-sum').textContent()).toBe('Summa 90 %');
    await form.getByRole('button', { name: 'Spara målgrupp' }).click();
    await visible(form.getByRole('alert').filter({ hasText: 'Åldersgrupperna måste summera till 100 % (nu 90 %).' }));

    await form.getByLabel('Åldersgrupperna: 25–34 i procent').fill('40');
    await form.getByLabel('Länen: Skåne i procent').fill('100');
    await form.getByRole('button', { name: 'Spara målgrupp' }).click();
    await visible(page.getByText('Målgruppen är sparad'));

    await navigate(page, `/user/${user.id}`);
    const audience = page.getByTestId('audience-card');
    await visible(audience);
    await visible(audience.getByText(/Räckvidd 20\s000/));
    await visible(audience.getByText(/Uppgivet av användaren/));

    const title = `Publikprov ${letters()}`;
    await approveOffers([await createOfferViaApi(ctx, 'association', { title, tags: ['publik'] })]);
    await navigate(page, `/explore/association?q=${encodeURIComponent(title)}`);
    const card = page.getByTestId('offer-card').filter({ hasText: title });
    await visible(card);
    await page.getByLabel('Målgruppens län').selectOption('Skåne');
    await page.getByLabel('Minsta räckvidd').fill('10000');
    await page.waitForURL((url) => url.searchParams.get('min_reach') === '10000');
    await visible(card);
    await page.getByLabel('Målgruppens län').selectOption('Gotland');
    await page.waitForURL((url) => url.searchParams.get('region') === 'Gotland');
    await gone(card);
    await ctx.close();
  });
});
