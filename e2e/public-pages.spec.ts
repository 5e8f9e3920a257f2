// Journeys of the public face: every public page's heading, the 404 page, the landing stepper,
// 'Utforska mer', the hover/focus feature lists, the contact form end to end, and landing screenshots.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { navigate, newContext, signUpViaApi, useBrowser } from './journey';
import { baseURL } from './fixtures';

let browser: Browser;
useBrowser((launched) => (browser = launched));

async function openPage(path: string, opts: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, opts);
  const page = await context.newPage();
  // a server-rendered page answers keys and clicks once hydrated (navigate waits for that)
  await navigate(page, path);
  return { context, page };
}

const h1Texts = (page: Page) => page.locator('h1').allInnerTexts();
/** expect.poll with room for the 1.5 s sending state and a loaded machine */
const until = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message });
/** height of a reveal card's feature list: 0 while closed */
const revealHeight = (card: ReturnType<Page['locator']>) =>
  card.getByTestId('reveal-features').evaluate((el) => Math.round(el.getBoundingClientRect().height));

const UPDATED = 'Senast uppdaterad: 1 juni 2023';

describe('public routes', () => {
  const routes: { path: string; heading: string; texts: string[] }[] = [
    {
      path: '/',
      heading: 'Hitta rätt partner för sponsring och samarbeten',
      texts: ['Gratis registrering', 'Snabb verifiering'],
    },
    { path: '/about', heading: 'Om Samverka', texts: ['För företag', 'För föreningar', 'För influencers'] },
    { path: '/faq', heading: 'Vanliga frågor', texts: ['Vad är Samverka?'] },
    { path: '/terms', heading: 'Användarvillkor', texts: [UPDATED] },
    { path: '/privacy', heading: 'Integritetspolicy', texts: [UPDATED] },
    { path: '/cookies', heading: 'Cookiepolicy', texts: [UPDATED] },
    { path: '/gdpr', heading: 'GDPR och dina rättigheter', texts: [UPDATED] },
    { path: '/careers', heading: 'Jobba på Samverka', texts: ['Fullstackutvecklare', 'Marknadsföringsspecialist'] },
    {
      path: '/contact',
      heading: 'Kontakta oss',
      texts: ['Stockholm, Sverige', 'Vi svarar inom 24 timmar.', 'Vardagar 09:00-17:00'],
    },
  ];

  for (const route of routes) {
    it(`${route.path} shows exactly one <h1>, '${route.heading}', and its key texts`, async () => {
      const { context, page } = await openPage(route.path);
      await until(() => page.getByRole('heading', { level: 1, name: route.heading }).isVisible()).toBe(true);
      expect(await h1Texts(page)).toHaveLength(1);
      for (const text of route.texts) {
        await until(() => page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
      }
      // the main content has no serious accessibility violations (labels, names, contrast, landmarks)
      const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }

  it('an unknown path shows the 404 page with a way home', async () => {
    const { context, page } = await openPage('/finns-inte-alls');
    await until(() => page.getByRole('heading', { level: 1, name: '404' }).isVisible()).toBe(true);
    expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Tillbaka till startsidan' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await until(() => page.getByRole('heading', { level: 1, name: /Hitta rätt partner/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('/faq answers at least 8 questions in a keyboard-operable accordion', async () => {
    const { context, page } = await openPage('/faq');
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await until(() => questions.count()).toBeGreaterThanOrEqual(8);
    const first = page.getByRole('button', { name: 'Kostar det något att använda Samverka?' });
    const answer = page.getByText('99 kr/månad', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await first.focus();
    await page.keyboard.press('Enter');
    await until(() => first.getAttribute('aria-expanded')).toBe('true');
    await until(() => answer.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await until(() => answer.isVisible()).toBe(false);
    // a link to one question opens it
    await page.goto('/about');
    await page.goto('/faq#avtal');
    await until(() => page.getByText('Samverka erbjuder avtalsmallar', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hjälper ni till med avtalet?' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await context.close();
  });

  it('/careers lists the two roles, benefits and a five-step hiring process', async () => {
    const { context, page } = await openPage('/careers');
    const process = page.getByRole('region', { name: 'Så går rekryteringen till' });
    await until(() => process.getByRole('listitem').count()).toBe(5);
    expect(await page.getByRole('heading', { name: 'Förmåner' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Sök tjänsten.*Fullstackutvecklare/ }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    await context.close();
  });

  it('/about has a contact button to /contact', async () => {
    const { context, page } = await openPage('/about');
    await page.getByRole('main').getByRole('link', { name: 'Kontakta oss' }).first().click();
    await page.waitForURL('**/contact');
    await until(() => page.getByRole('heading', { level: 1, name: 'Kontakta oss' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('landing page', () => {
  it('has every section of spec §2 in order', async () => {
    const { context, page } = await openPage('/');
    await until(() => page.locator('#how-it-works').isVisible()).toBe(true);
    const order = await page
      .locator('main section[aria-labelledby]')
      .evaluateAll((els) =>
        els.filter((el) => el.parentElement?.tagName === 'MAIN').map((el) => el.getAttribute('aria-labelledby')),
      );
    expect(order).toEqual([
      'hero-title',
      'user-types-title',
      'how-it-works-title',
      'benefits-title',
      'modules-title',
      'closing-cta-title',
    ]);
    for (const name of [
      'Samverka Sponsring',
      'Influencer-matchning',
      'Talentfinder',
      'Stiftelsesök',
      'Individer och Projekt',
    ]) {
      expect(await page.getByRole('heading', { level: 3, name, exact: true }).isVisible(), name).toBe(true);
    }
    await context.close();
  });

  it('hero and closing buttons lead to /auth with the right tab', async () => {
    const { context, page } = await openPage('/');
    const hero = page.getByRole('region', { name: /Hitta rätt partner/ });
    await until(() => hero.isVisible()).toBe(true);
    expect(await hero.getByRole('link', { name: 'Skapa konto' }).getAttribute('href')).toBe('/auth');
    expect(await hero.getByRole('link', { name: 'Logga in' }).getAttribute('href')).toBe('/auth?tab=signin');
    expect(await page.getByRole('link', { name: 'Kom igång nu' }).getAttribute('href')).toBe('/auth');
    const closing = page.getByRole('region', { name: 'Redo att börja samverka?' });
    expect(await closing.getByRole('link', { name: 'Skapa konto' }).getAttribute('href')).toBe('/auth');
    await hero.getByRole('link', { name: 'Logga in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'signin');
    await context.close();
  });

  it("'Utforska mer' scrolls smoothly to the user types", async () => {
    const { context, page } = await openPage('/');
    const target = page.locator('#user-types');
    await until(() => target.isVisible()).toBe(true);
    const before = await target.evaluate((el) => el.getBoundingClientRect().top);
    expect(before).toBeGreaterThan(500); // starts below the hero
    // smooth: the page passes through positions between start and target. Record every animation frame's
    // scroll position inside the page, so a slow test process cannot miss the movement between its own samples.
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      const record = () => {
        w.__scrolls.push(window.scrollY);
        if (w.__scrolls.length < 600) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.getByRole('link', { name: 'Utforska mer' }).click();
    await until(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(100);
    expect(await target.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(-2);
    const samples = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    expect(new Set(samples).size).toBeGreaterThan(2);
    expect(new URL(page.url()).hash).toBe('#user-types');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('user-types');
    await context.close();
  });

  it('a link opens the next page at its top, and Back returns to where the person was on the landing page', async () => {
    const { context, page } = await openPage('/');
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => window.scrollTo(0, 1400));
    await until(scrollY).toBe(1400);
    // let the position be noted (a scroll event) before leaving; a click event, as a real click would scroll
    // the footer's link into view first
    await page.waitForTimeout(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).dispatchEvent('click');
    await page.waitForURL('**/about');
    await until(() => page.getByRole('heading', { level: 1, name: 'Om Samverka' }).isVisible()).toBe(true);
    expect(await scrollY()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await until(scrollY).toBe(1400);
    await page.goForward();
    await page.waitForURL('**/about');
    await until(scrollY).toBe(0);
    await context.close();
  });

  it('the stepper starts on step 1 and moves with numbered steps and arrows', async () => {
    const { context, page } = await openPage('/');
    const panel = page.getByTestId('how-it-works-panel');
    const title = () => panel.getByRole('heading', { level: 3 }).innerText();
    const prev = page.getByRole('button', { name: 'Föregående steg' });
    const next = page.getByRole('button', { name: 'Nästa steg' });
    await until(title).toBe('Skapa ditt konto');
    expect(await page.getByRole('button', { name: /^Steg 1 av 4/ }).getAttribute('aria-current')).toBe('step');
    expect(await panel.getByText('Välj kontotyp').isVisible()).toBe(true);
    expect(await prev.isDisabled()).toBe(true);

    await next.click();
    await until(title).toBe('Komplettera din profil');
    expect(await panel.getByText('Beskriv er målgrupp och räckvidd').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Steg 1 av 4/ }).getAttribute('aria-current')).toBeNull();
    expect(await page.getByRole('button', { name: /^Steg 2 av 4/ }).getAttribute('aria-current')).toBe('step');

    await page.getByRole('button', { name: 'Steg 4 av 4: Kontakta och samarbeta' }).click();
    await until(title).toBe('Kontakta och samarbeta');
    expect(await next.isDisabled()).toBe(true);
    expect(await panel.getByText('Använd en avtalsmall som grund').isVisible()).toBe(true);

    await prev.click();
    await until(title).toBe('Skapa eller hitta erbjudanden');
    // keyboard: a numbered step is a button reachable and operable from the keyboard
    await page.getByRole('button', { name: /^Steg 1 av 4/ }).focus();
    await page.keyboard.press('Enter');
    await until(title).toBe('Skapa ditt konto');
    await context.close();
  });

  it('user-type and module cards reveal their feature lists on hover and on keyboard focus', async () => {
    const { context, page } = await openPage('/');
    const business = page.locator('#user-types').getByRole('article', { name: 'Företag' });
    await business.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await until(() => revealHeight(business)).toBe(0);
    expect(await business.getByText('Automatiserad avtalshantering').count()).toBe(1); // in the DOM for screen readers
    await business.hover();
    await until(() => revealHeight(business)).toBeGreaterThan(60);
    await page.mouse.move(0, 0);
    await until(() => revealHeight(business)).toBe(0);

    const talent = page.getByRole('article', { name: 'Talentfinder' });
    await talent.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await until(() => revealHeight(talent)).toBe(0);
    // Tab from the card before lands on Talentfinder and opens it
    await page.getByRole('article', { name: 'Influencer-matchning' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(
      await talent.getAttribute('aria-labelledby'),
    );
    await until(() => revealHeight(talent)).toBeGreaterThan(60);
    await page.keyboard.press('Tab'); // focus moves on: Talentfinder closes
    await until(() => revealHeight(talent)).toBe(0);
    await context.close();
  });
});

describe('beta notice', () => {
  it('a first visit is welcomed once the page answers; Förstått is remembered across loads', async () => {
    const context = await newContext(browser, { seenIntro: false });
    const page = await context.newPage();
    await navigate(page, '/pricing');
    const notice = page.getByText('Välkommen till Samverka beta!');
    await until(() => notice.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Förstått' }).click();
    await until(() => page.evaluate(() => localStorage.getItem('samverka-beta-seen'))).toBe('1');
    await navigate(page, '/about');
    await page.waitForTimeout(2500);
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});

describe('contact form', () => {
  it('sends for about 1.5 s, is stored (201) and shows the thank-you state', async () => {
    const { context, page } = await openPage('/contact');
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(baseURL()) && !req.url().startsWith('data:')) foreign.push(req.url());
    });
    await page.reload();
    await until(() => page.getByTestId('contact-map').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Läs vanliga frågor/ }).getAttribute('href')).toBe('/faq');

    for (const label of ['Namn', 'E-post', 'Ämne', 'Meddelande']) {
      expect(await page.getByLabel(label, { exact: true }).getAttribute('required'), label).not.toBeNull();
    }
    expect(await page.getByLabel('E-post', { exact: true }).getAttribute('type')).toBe('email');

    // empty submit: Swedish messages, nothing sent
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await until(() => page.getByText('Namn är obligatoriskt').isVisible()).toBe(true);
    expect(await page.getByText('Meddelande är obligatoriskt').isVisible()).toBe(true);

    const subject = `E2E-fråga ${Date.now()}`;
    await page.getByLabel('Namn', { exact: true }).fill('Karin Lindqvist');
    await page.getByLabel('E-post', { exact: true }).fill('karin@exempel.se');
    await page.getByLabel('Ämne', { exact: true }).fill(subject);
    await page.getByLabel('Meddelande', { exact: true }).fill('Hej! Hur fungerar verifieringen för föreningar?');

    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    const started = Date.now();
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await until(() => page.getByRole('button', { name: 'Skickar...' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Namn', { exact: true }).isDisabled()).toBe(true);
    const answered = await response;
    expect(answered.status()).toBe(201);
    expect((await answered.json()) as { id: string }).toMatchObject({ id: expect.stringMatching(/^\d+$/) });
    expect(JSON.parse(answered.request().postData() ?? '{}')).toEqual({
      name: 'Karin Lindqvist',
      email: 'karin@exempel.se',
      subject,
      message: 'Hej! Hur fungerar verifieringen för föreningar?',
    });

    await until(() => page.getByRole('heading', { name: 'Meddelande skickat!' }).isVisible()).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await until(() => page.getByText('Vi återkommer till dig så snart som möjligt.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Skicka ett nytt meddelande' }).click();
    await until(() => page.getByLabel('Ämne', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('E-post', { exact: true }).inputValue()).toBe('karin@exempel.se');
    expect(foreign).toEqual([]); // the map and everything else come from our own origin
    await context.close();
  });

  it('a refusal from the server is shown in Swedish and keeps what was typed', async () => {
    const { context, page } = await openPage('/contact');
    const refusal = 'Du har skickat många meddelanden på kort tid. Försök igen om en stund.';
    // simulate the rate limiter's answer so the real limit stays free for other journeys
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: refusal } }),
      }),
    );
    await page.getByLabel('Namn', { exact: true }).fill('Ola Berg');
    await page.getByLabel('E-post', { exact: true }).fill('ola@exempel.se');
    await page.getByLabel('Ämne', { exact: true }).fill('Sponsring');
    await page.getByLabel('Meddelande', { exact: true }).fill('Vi vill veta mer om Premium.');
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await until(() => page.getByText(refusal).isVisible()).toBe(true);
    expect(await page.getByText('Meddelandet kunde inte skickas').isVisible()).toBe(true);
    expect(await page.getByLabel('Meddelande', { exact: true }).inputValue()).toBe('Vi vill veta mer om Premium.');
    expect(await page.getByLabel('Namn', { exact: true }).isDisabled()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Meddelande skickat!' }).count()).toBe(0);
    await context.close();
  });

  it("a signed-in user's e-mail is filled in", async () => {
    const context = await newContext(browser);
    const user = await signUpViaApi(context, 'association');
    const page = await context.newPage();
    await page.goto('/contact');
    await until(() => page.getByLabel('E-post', { exact: true }).inputValue()).toBe(user.email);
    expect(await page.getByLabel('Namn', { exact: true }).inputValue()).toBe('');
    await context.close();
  });
});

describe('landing screenshots', () => {
  const dir = '/tmp/screens';
  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`renders at ${width} px in ${colorScheme} mode without horizontal overflow`, async () => {
        mkdirSync(dir, { recursive: true });
        const { context, page } = await openPage('/', {
          viewport: { width, height: width === 375 ? 812 : 800 },
          colorScheme,
        });
        await until(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          colorScheme === 'dark',
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/public-landing-${width}-${colorScheme}.png` });
        await page.screenshot({ path: `${dir}/public-landing-${width}-${colorScheme}-full.png`, fullPage: true });
        await context.close();
      });
    }
  }
});
