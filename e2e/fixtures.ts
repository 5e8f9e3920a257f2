// Helpers for the browser journeys: a browser per test file, users and offers made through the API, login.
import { chromium, request, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { findChromium } from './chromium';
import { VERIFY_SUBJECT, waitForMailLink } from './mailbox';

export type UserType = 'business' | 'association' | 'influencer' | 'foundation';

export const baseURL = () => inject('baseURL');
export const adminPassword = () => inject('adminPassword');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** One Chromium for the spec file: launched before its tests (handed to `set`), closed after them. */
export function useBrowser(set: (browser: Browser) => void): void {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
    set(launched);
  });
  afterAll(async () => {
    await launched?.close();
  });
}

let visitor = 0;
const nextVisitorIp = () => {
  visitor++;
  return `10.${process.pid % 250}.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
};

/** A fresh context (own cookies and storage); the beta toast and onboarding are marked as seen unless asked. */
export async function newContext(
  browser: Browser,
  opts: {
    seenIntro?: boolean;
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** a browser's own user agent instead of HeadlessChrome's (which view statistics count as a bot) */
    userAgent?: string;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    userAgent: opts.userAgent,
    // each context looks like its own visitor to the per-IP rate limits (the e2e server trusts the proxy header)
    extraHTTPHeaders: { 'x-forwarded-for': nextVisitorIp() },
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  if (opts.seenIntro !== false) {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('samverka-beta-seen', '1');
        localStorage.setItem('samverka-ai-onboarding-seen', '1');
      } catch {
        // storage unavailable
      }
    });
  }
  context.setDefaultTimeout(15_000);
  return context;
}

let counter = 0;
export function uniqueUser(type: UserType | 'individual' = 'business') {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e${tag}@exempel.se`, username: `e2e${tag}`, password: 'e2e-lösenord-123', userType: type };
}

export type E2EUser = ReturnType<typeof uniqueUser> & { id: string };

/**
 * Creates a user through the API; the context's cookies then hold its session. The address is confirmed
 * by following the link of the mail the server wrote into its outbox, unless `verified: false`.
 */
export async function signUpViaApi(
  context: BrowserContext,
  type: UserType | 'individual' = 'business',
  opts: { verified?: boolean } = {},
): Promise<E2EUser> {
  const user = uniqueUser(type);
  const res = await context.request.post('/api/auth/sign-up/email', {
    // a Privatperson confirms 16+ at sign-up
    data: type === 'individual' ? { ...user, ageConfirmed: true } : user,
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  if (opts.verified !== false) {
    const link = await waitForMailLink(user.email, VERIFY_SUBJECT, '/api/auth/verify-email?token=');
    const verified = await context.request.get(link, { maxRedirects: 0 });
    if (verified.status() !== 302) throw new Error(`verify-email: ${verified.status()} ${await verified.text()}`);
  }
  return { ...user, id: body.user.id };
}

export async function signInViaApi(context: BrowserContext, user: { email: string; password: string }) {
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

export async function navigate(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** Eight random letters, to make titles and tags no other test uses. */
export const letters = () =>
  Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

export const visible = (locator: Locator, timeout = 10_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);
export const gone = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.count(), { timeout }).toBe(0);

/** A form field by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills every field of the create-offer form (association or business type). */
export async function fillOfferForm(
  page: Page,
  v: { title: string; organization: string; description: string; tag: string },
) {
  await field(page, 'Titel').fill(v.title);
  await field(page, 'Organisation').fill(v.organization);
  await field(page, 'Plats').fill('Västerås');
  await field(page, 'Budget').fill('5 000 - 15 000 kr');
  await field(page, 'Tidsram').fill('Våren 2027');
  await field(page, 'Beskrivning').fill(v.description);
  await field(page, 'Taggar').fill(v.tag);
  await field(page, 'Taggar').press('Enter');
  await field(page, 'Telefon').fill('021-123 45 67');
  await field(page, 'E-post').fill('kansli@exempel.se');
}

/** Publishes an offer as the context's user (pending until approved); returns its id. */
export async function createOfferViaApi(
  context: BrowserContext,
  type: UserType,
  fields: { title: string; tags: string[]; organization?: string },
): Promise<string> {
  const res = await context.request.post('/api/offers', {
    headers: { origin: baseURL() },
    data: {
      type,
      title: fields.title,
      organization: fields.organization ?? 'Provbolaget AB',
      location: 'Malmö',
      budget: '10 000 - 20 000 kr',
      description: 'Ett erbjudande som skapats av webbläsartesterna för att prova sökning och filter.',
      tags: fields.tags,
      phone: '040-123 45 67',
      contact_info: 'prov@exempel.se',
    },
  });
  if (res.status() !== 201) throw new Error(`create offer: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Approves offers as the administrator (password login), so others can find them. */
export const approveOffers = (ids: string[]) => approveAsAdmin(ids.map((id) => `/api/admin/offers/${id}/approve`));
/** Approves projects as the administrator, so they are public on /projekt. */
export const approveProjects = (ids: string[]) => approveAsAdmin(ids.map((id) => `/api/admin/projects/${id}/approve`));

async function approveAsAdmin(paths: string[]) {
  const admin = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  try {
    const login = await admin.post('/api/admin/login', { data: { password: adminPassword() } });
    if (!login.ok()) throw new Error(`admin login: ${login.status()} ${await login.text()}`);
    for (const path of paths) {
      const res = await admin.post(path);
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    }
  } finally {
    await admin.dispose();
  }
}
