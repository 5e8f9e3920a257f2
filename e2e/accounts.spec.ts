// Browser journeys of account recovery and verification, with the mail read from the server's outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, navigate, newContext, signUpViaApi, visible } from './fixtures';
import { waitForMailLink } from './mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('forgot password', () => {
  it('Glömt lösenord? → mail → new password → signed in with it', async () => {
    const setup = await newContext(browser);
    const user = await signUpViaApi(setup);
    await setup.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    await navigate(page, '/auth?tab=signin');
    await page.getByRole('link', { name: 'Glömt lösenord?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await visible(page.getByText('Om adressen finns skickar vi en länk'));

    const link = await waitForMailLink(user.email, 'Välj ett nytt lösenord till Samverka', '/reset-password?token=');
    await page.goto(link);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('mitt-nya-lösenord-42');
    await page.getByLabel('Upprepa nytt lösenord').fill('mitt-nya-lösenord-41');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await visible(page.getByText('Lösenorden matchar inte'));
    await page.getByLabel('Upprepa nytt lösenord').fill('mitt-nya-lösenord-42');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await page.waitForURL('**/auth?tab=signin');

    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Lösenord', { exact: true }).fill('mitt-nya-lösenord-42');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/dashboard');

    // the link was used: a second visit says so
    await page.goto(link);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('ett-tredje-lösenord');
    await page.getByLabel('Upprepa nytt lösenord').fill('ett-tredje-lösenord');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await visible(page.getByText('Länken är ogiltig, har gått ut eller har redan använts'));
    expect(await page.getByLabel('Nytt lösenord', { exact: true }).inputValue()).toBe('ett-tredje-lösenord');
    await context.close();
  });
});
