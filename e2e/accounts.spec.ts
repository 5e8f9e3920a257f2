// Browser journeys of account recovery and verification, with the mail read from the server's outbox.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { field, gone, letters, navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { fillOfferForm, uniqueUser } from './fixtures';
import { mailsTo, RESET_SUBJECT, VERIFY_SUBJECT, waitForMailLink } from './mailbox';

let browser: Browser;
useBrowser((launched) => (browser = launched));

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
    // the address changes before the page's chunk has loaded, and /auth (still shown) has an 'E-post' too
    const forgot = page.getByRole('form', { name: 'Glömt lösenord' });
    await forgot.getByLabel('E-post').fill(user.email);
    await forgot.getByRole('button', { name: 'Skicka länk' }).click();
    await visible(page.getByText('Om adressen finns skickar vi en länk'));

    const link = await waitForMailLink(user.email, RESET_SUBJECT, '/reset-password?token=');
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

describe('e-mail verification', () => {
  it('sign-up → banner → offer refused with what to do → Skicka igen → link → offer published', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const user = uniqueUser('business');
    await navigate(page, '/auth');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Användarnamn').fill(user.username);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('radio', { name: /^Företag/ }).check();
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.waitForURL('**/dashboard');
    await visible(page.getByText('Bekräfta din e-postadress – vi har skickat en länk till'));

    const title = `Vi sponsrar lokala lag ${letters()}`;
    const offer = {
      title,
      organization: 'Provbolaget AB',
      description: 'Vi vill sponsra lag och föreningar i Västerås med matchkläder och bidrag.',
      tag: 'idrott',
    };
    await navigate(page, '/create-offer?type=business');
    await fillOfferForm(page, offer);
    await page.getByRole('button', { name: 'Skapa erbjudande' }).click();
    await visible(page.getByText('Bekräfta din e-postadress innan du kan göra det här'));
    expect(await field(page, 'Titel').inputValue()).toBe(title);

    await page.getByRole('button', { name: 'Skicka igen' }).click();
    await visible(page.getByText('Vi har skickat en ny länk'));
    await expect.poll(async () => (await mailsTo(user.email, VERIFY_SUBJECT)).length).toBe(2);
    const link = await waitForMailLink(user.email, VERIFY_SUBJECT, '/api/auth/verify-email?token=');
    await page.goto(link);
    await page.waitForURL('**/email-verified');
    await visible(page.getByRole('heading', { name: 'Din e-postadress är bekräftad' }));
    await gone(page.getByText('Bekräfta din e-postadress – vi har skickat en länk till'));

    await page.getByRole('link', { name: 'Skapa ett erbjudande' }).click();
    await page.waitForURL('**/create-offer');
    await page.getByRole('radio', { name: /^Företag/ }).check();
    if ((await field(page, 'Titel').inputValue()) !== title) await fillOfferForm(page, offer);
    await page.getByRole('button', { name: 'Skapa erbjudande' }).click();
    await page.waitForURL('**/dashboard');
    const mine = await context.request.get('/api/me/offers');
    expect(JSON.stringify(await mine.json())).toContain(title);
    await context.close();
  });

  it('a bad link says so in Swedish', async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, 'association', { verified: false });
    const page = await context.newPage();
    await page.goto('/api/auth/verify-email?token=trasig&callbackURL=/email-verified');
    await page.waitForURL('**/email-verified?error=INVALID_TOKEN');
    await visible(page.getByText('Bekräftelselänken är ogiltig'));
    await visible(page.getByRole('button', { name: 'Skicka igen' }));
    await context.close();
  });
});

describe('settings', () => {
  it('/settings from the header: wrong current password keeps what was typed; then password and e-mail change', async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'association');
    const page = await context.newPage();
    await navigate(page, '/dashboard');
    await page.getByRole('link', { name: 'Inställningar' }).click();
    await page.waitForURL('**/settings');
    await visible(page.getByRole('heading', { name: 'Lösenord' }));

    await page.getByLabel('Nuvarande lösenord').fill('inte-mitt-lösenord');
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('ett-starkare-lösenord');
    await page.getByLabel('Upprepa nytt lösenord').fill('ett-starkare-lösenord');
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await visible(page.getByText('Nuvarande lösenord stämmer inte'));
    expect(await page.getByLabel('Nytt lösenord', { exact: true }).inputValue()).toBe('ett-starkare-lösenord');
    await page.getByLabel('Nuvarande lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
    await visible(page.getByText('Lösenordet är sparat'));
    expect(await page.getByLabel('Nuvarande lösenord').inputValue()).toBe('');

    const newEmail = `ny${user.email}`;
    await page.getByLabel('Ny e-postadress').fill(newEmail);
    await page.getByRole('button', { name: 'Byt e-postadress' }).click();
    await visible(page.getByText('Vi har skickat en länk till den nya adressen'));
    const link = await waitForMailLink(
      newEmail,
      'Bekräfta din nya e-postadress hos Samverka',
      '/api/auth/verify-email?token=',
    );
    // the notice to the old address is queued right after the link, and may be written a moment later
    await expect
      .poll(async () => (await mailsTo(user.email, 'Begäran om ny e-postadress för ditt konto hos Samverka')).length)
      .toBe(1);
    await page.goto(link);
    await page.waitForURL('**/email-verified');
    await navigate(page, '/settings');
    await visible(page.getByText(newEmail));
    await context.close();
  });
});
