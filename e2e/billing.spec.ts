// Plans and payments in the browser: the premium gate, upgrading through the built-in checkout, canceling.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { navigate, newContext, signUpViaApi, useBrowser } from './journey';

let browser: Browser;
useBrowser((launched) => (browser = launched));

const until = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });
const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
/** the page's main content has no serious accessibility violations */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const premiumCard = (page: Page) => page.getByTestId('plan-premium');
const basicCard = (page: Page) => page.getByTestId('plan-basic');

describe('Premium journey', () => {
  it('Basic is gated → upgrades on /pricing → pays on the built-in checkout → Premium until the period end after canceling', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUpViaApi(context, 'business');

    // gated as Basic
    await navigate(page, '/premium');
    await until(() => page.getByRole('heading', { name: 'Premium-åtkomst krävs' }).isVisible()).toBe(true);
    await until(() => page.getByRole('link', { name: 'Tillbaka till startsidan' }).getAttribute('href')).toBe('/');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Uppgradera till Premium' }).click();
    await page.waitForURL('**/pricing');

    // Basic is the current plan; Premium is recommended
    await until(() => basicCard(page).getByText('Nuvarande plan').first().isVisible()).toBe(true);
    await until(() => premiumCard(page).getByText('Rekommenderad').isVisible()).toBe(true);
    await until(() => premiumCard(page).getByText('99 kr/månad').isVisible()).toBe(true);
    await expectAccessible(page);
    await premiumCard(page).getByRole('button', { name: 'Uppgradera till Premium' }).click();
    await page.waitForURL(/\/checkout\/cs_local_/);

    // the built-in checkout: a declined card first, then the test card
    await until(() => page.getByText('Premium', { exact: true }).first().isVisible()).toBe(true);
    const card = page.getByLabel('Kortnummer');
    await until(() => card.isVisible()).toBe(true);
    await expectAccessible(page);
    // keyboard only: type the declined card and submit with Enter
    await card.focus();
    await page.keyboard.type('4000 0000 0000 0002');
    await page.keyboard.press('Enter');
    await until(visible(page, /Kortet nekades/)).toBe(true);
    expect(await card.inputValue()).toBe('4000 0000 0000 0002');
    expect(page.url()).toMatch(/\/checkout\//);
    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Betala 99 kr' }).click();

    // back on /pricing with the success message; Premium is now the current plan
    await page.waitForURL('**/pricing**');
    await until(visible(page, 'Prenumeration aktiverad!')).toBe(true);
    await until(() => premiumCard(page).getByText('Nuvarande plan').first().isVisible()).toBe(true);
    await until(() => basicCard(page).getByText('Nuvarande plan').count()).toBe(0);
    // the header's Premium item carries the Aktiv badge
    await until(visible(page, /^Aktiv$/)).toBe(true);

    // /premium is open
    await navigate(page, '/premium');
    await until(() => page.getByRole('heading', { name: 'Välkommen till Premium!' }).isVisible()).toBe(true);
    for (const title of ['Skapa erbjudanden', 'Avancerad filtrering', 'Premiumsupport']) {
      expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }
    await expectAccessible(page);

    // cancel: still Premium until the period end
    await navigate(page, '/pricing');
    await page.getByRole('button', { name: 'Avsluta prenumeration' }).click();
    const dialog = page.getByRole('alertdialog');
    await until(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Avsluta prenumeration' }).click();
    await until(
      visible(page, 'Din prenumeration är avslutad. Du har kvar Premium till slutet av den betalda perioden.'),
    ).toBe(true);
    await until(visible(page, /Din prenumeration är avslutad och upphör/)).toBe(true);
    expect(await premiumCard(page).getByText('Nuvarande plan').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Avsluta prenumeration' }).count()).toBe(0);

    await navigate(page, '/premium');
    await until(() => page.getByRole('heading', { name: 'Välkommen till Premium!' }).isVisible()).toBe(true);
    const state = await (await context.request.get('/api/billing/subscription')).json();
    expect(state).toMatchObject({ active: true, cancel_at_period_end: true });
    await context.close();
  });

  it("'Avbryt' on the checkout returns to /pricing with 'Prenumeration avbruten' and Basic unchanged", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUpViaApi(context, 'association');
    await navigate(page, '/pricing');
    await until(() => premiumCard(page).getByRole('button', { name: 'Uppgradera till Premium' }).isEnabled());
    await premiumCard(page).getByRole('button', { name: 'Uppgradera till Premium' }).click();
    await page.waitForURL(/\/checkout\/cs_local_/);
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await page.waitForURL('**/pricing**');
    await until(visible(page, 'Prenumeration avbruten')).toBe(true);
    await until(() => basicCard(page).getByText('Nuvarande plan').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('signed out', () => {
  it("/premium sends to /auth?returnTo=/pricing with 'Åtkomst nekad'", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/premium');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === '/pricing');
    await until(visible(page, 'Åtkomst nekad')).toBe(true);
    await until(visible(page, 'Du måste logga in för att komma åt denna sida')).toBe(true);
    await context.close();
  });

  it("upgrading asks to sign in ('Inloggning krävs')", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/pricing');
    await until(() => premiumCard(page).getByRole('button', { name: 'Uppgradera till Premium' }).isEnabled());
    await premiumCard(page).getByRole('button', { name: 'Uppgradera till Premium' }).click();
    await until(visible(page, 'Inloggning krävs')).toBe(true);
    await until(visible(page, 'Du måste logga in för att uppgradera din prenumeration.')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await context.close();
  });
});
