// Journeys of the account system: sign up as each type, sign out, wrong password, returnTo, redirect; and
// /auth as the server renders it for a visitor, before and while it is hydrated.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { navigate, newContext, signUpViaApi, useBrowser, visible } from './journey';
import { baseURL, uniqueUser, type UserType } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

const TYPE_LABEL: Record<UserType, string> = {
  business: 'Företag',
  association: 'Förening',
  influencer: 'Influencer',
  foundation: 'Stiftelse/Fond',
};
const TYPE_MARKER: Record<UserType, string> = {
  business: 'Aktiva erbjudanden',
  association: 'Skapa möjlighet',
  influencer: 'Skapa din profil',
  foundation: 'Publicera bidrag',
};

describe('sign up', () => {
  for (const type of ['business', 'association', 'influencer', 'foundation'] as const) {
    it(`a new ${type} account lands on its own dashboard`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const user = uniqueUser(type);
      await page.goto('/auth');
      await expect.poll(() => page.getByRole('heading', { name: 'Välkommen till Samverka' }).isVisible()).toBe(true);
      await page.getByLabel('E-post').fill(user.email);
      await page.getByLabel('Användarnamn').fill(user.username);
      await page.getByLabel('Lösenord').fill(user.password);
      await page.getByRole('radio', { name: TYPE_LABEL[type] }).check();
      await page.getByRole('button', { name: 'Skapa konto' }).click();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => page.getByText(`Välkommen tillbaka ${user.username}!`).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(TYPE_MARKER[type]).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText('AI-sponsringsassistent').isVisible()).toBe(true);
      await context.close();
    });
  }

  it('a sign-up sent before the first session check answers still lands on the dashboard', async () => {
    // the form is drawn at once; a password manager can submit it while the signed-out probe is under way
    const context = await newContext(browser);
    const page = await context.newPage();
    let held = false;
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/session', async (route) => {
      if (held) return route.continue();
      held = true;
      const response = await route.fetch(); // asked and answered while signed out …
      await later; // … but heard only after the sign-up
      await route.fulfill({ response });
    });
    const user = uniqueUser('association');
    await page.goto('/auth');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Användarnamn').fill(user.username);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('radio', { name: TYPE_LABEL.association }).check();
    const signedUp = page.waitForResponse((r) => r.url().includes('/sign-up/email'));
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    expect((await signedUp).ok()).toBe(true);
    setTimeout(release, 300);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Välkommen tillbaka ${user.username}!`).isVisible()).toBe(true);
    await context.close();
  });

  it('a taken e-mail shows a Swedish error and keeps what was typed', async () => {
    const context = await newContext(browser);
    const existing = await signUpViaApi(context, 'business');
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/auth?tab=signup');
    await page.getByLabel('E-post').fill(existing.email);
    await page.getByLabel('Användarnamn').fill(`${existing.username}x`);
    await page.getByLabel('Lösenord').fill('ett-bra-lösenord');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect.poll(() => page.getByText('Fel vid skapande av konto').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Det finns redan ett konto med den e-postadressen.').isVisible()).toBe(true);
    expect(await page.getByLabel('Användarnamn').inputValue()).toBe(`${existing.username}x`);
    await context.close();
  });
});

describe('sign in and out', () => {
  it('a wrong password shows Inloggningsfel; the right one signs in; sign-out goes to /', async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'association');
    await context.clearCookies();
    const page = await context.newPage();
    // a slow connection: the landing page's chunk, needed after signing out, arrives a second late (the
    // dashboard, still on screen meanwhile, once sent the signed-out person on to /auth instead)
    await page.route(/\/assets\/landing-[^/]*\.js$/, async (route) => {
      await new Promise((arrive) => setTimeout(arrive, 1000));
      await route.continue();
    });
    await page.goto('/auth?tab=signin');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Lösenord').fill('helt-fel-lösenord');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect.poll(() => page.getByText('Inloggningsfel').isVisible()).toBe(true);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Skapa möjlighet').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Logga ut' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    // signed out once the header offers 'Logga in' again (the request goes after the page has changed)
    await expect.poll(() => page.getByRole('link', { name: 'Logga in' }).first().isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth?returnTo=%2Fdashboard');
    await context.close();
  });

  it('honours returnTo after signing in', async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'business');
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/auth?tab=signin&returnTo=/about');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/about');
    await context.close();
  });

  it('an already signed-in visitor of /auth is sent to returnTo', async () => {
    const context = await newContext(browser);
    await signUpViaApi(context, 'foundation');
    const page = await context.newPage();
    await page.goto('/auth?returnTo=/faq');
    await page.waitForURL('**/faq');
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText('Publicera bidrag').first().isVisible()).toBe(true);
    await context.close();
  });
});

/** Holds the app's entry script back until `release()`: the page stays as the server sent it. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 30_000 });

describe("the forms' own checks (loaded after hydration)", () => {
  it('an empty sign-in and a short username are refused in Swedish before anything is sent', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/sign-')) sent.push(r.url());
    });
    await navigate(page, '/auth?tab=signin');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await visible(page.getByText('Ange din e-postadress'));
    await visible(page.getByText('Ange ditt lösenord'));
    await page.getByLabel('E-post').fill('inte-en-adress');
    await page.getByLabel('E-post').blur();
    await visible(page.getByText('Ogiltig e-postadress'));

    await page.getByRole('tab', { name: 'Skapa konto' }).click();
    await page.getByLabel('Användarnamn').fill('a');
    await page.getByLabel('Användarnamn').blur();
    await visible(page.getByText('Användarnamnet måste vara minst 2 tecken'));
    expect(sent).toEqual([]);
    await context.close();
  });
  it('when the checks cannot be loaded the form still sends, and the server answers', async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'business');
    await context.clearCookies();
    const page = await context.newPage();
    await page.route(/\/assets\/auth-checks-[^/]*\.js$/, (route) => route.abort());
    await navigate(page, '/auth?tab=signin');
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Lösenord').fill('helt-fel-lösenord');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await visible(page.getByText('Inloggningsfel'));
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('/auth before hydration (rendered by the server for a visitor)', () => {
  it('shows the form without JavaScript, and its buttons send nothing', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto('/auth?tab=signin&returnTo=/about');
    await expect.poll(() => page.getByRole('heading', { name: 'Välkommen till Samverka' }).isVisible()).toBe(true);
    const signIn = page.getByRole('form', { name: 'Logga in' });
    expect(await signIn.isVisible()).toBe(true);
    const button = signIn.getByRole('button', { name: 'Logga in' });
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('E-post').fill('hemlig@exempel.se');
    await page.getByLabel('Lösenord').fill('hemligt-lösenord');
    // Enter in a field (the browser's implicit submission) and a forced click: no request leaves the page
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByLabel('Lösenord').press('Enter');
    await button.click({ force: true });
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(page.url()).toBe(`${baseURL()}/auth?tab=signin&returnTo=/about`);
    // the other tab as the server draws it from ?tab=
    await page.goto('/auth?tab=signup');
    expect(await page.getByRole('form', { name: 'Skapa konto' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Skapa konto' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('keeps what was typed before hydration and signs in with it', async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'association');
    await context.clearCookies();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const release = await holdScripts(page);
    await page.goto('/auth?tab=signin&returnTo=/about', { waitUntil: 'commit' });
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Lösenord').fill(user.password);
    await page.getByLabel('Lösenord').press('Enter');
    expect(await page.getByRole('button', { name: 'Logga in' }).isDisabled()).toBe(true);
    expect(page.url()).toBe(`${baseURL()}/auth?tab=signin&returnTo=/about`);
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    // every few milliseconds from here until well after hydration: a field ever empty (a render that gave the
    // fields react-hook-form's empty values for a moment) counts, even when the text comes back after it
    await page.evaluate(`(() => {
      window.__emptied = 0;
      let after = 0;
      const tick = () => {
        for (const e of document.querySelectorAll('form[aria-label="Logga in"] input')) if (e.value === '') window.__emptied++;
        if (document.documentElement.dataset.ready) after++;
        if (after < 400) setTimeout(tick, 1);
      };
      tick();
    })()`);
    release();
    await hydrated(page);
    expect(await page.getByLabel('E-post').inputValue()).toBe(user.email);
    expect(await page.getByLabel('Lösenord').inputValue()).toBe(user.password);
    await page.waitForTimeout(800);
    expect(await page.evaluate('window.__emptied'), 'a field was emptied while the page was hydrated').toBe(0);
    // nothing typed after hydration: the form's state has the text from before it
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/about');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a sign-up typed before hydration and creates the account with it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const release = await holdScripts(page);
    const user = uniqueUser('business');
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('E-post').fill(user.email);
    await page.getByLabel('Användarnamn').fill(user.username);
    await page.getByLabel('Lösenord').fill(user.password);
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    release();
    await hydrated(page);
    await page.getByRole('radio', { name: TYPE_LABEL.business }).check();
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Välkommen tillbaka ${user.username}!`).isVisible()).toBe(true);
    await context.close();
  });
});
