// Helpers for the browser journeys: a browser per test file, users made through the API, login.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { findChromium } from './chromium';

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

let visitor = 0;
const nextVisitorIp = () => {
  visitor++;
  return `10.${process.pid % 250}.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
};

/** A fresh context (own cookies and storage); the beta toast and onboarding are marked as seen unless asked. */
export async function newContext(
  browser: Browser,
  opts: { seenIntro?: boolean; viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
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
export function uniqueUser(type: UserType = 'business') {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e${tag}@exempel.se`, username: `e2e${tag}`, password: 'e2e-lösenord-123', userType: type };
}

export type E2EUser = ReturnType<typeof uniqueUser> & { id: string };

/** Creates a user through the API; the context's cookies then hold its session. */
export async function signUpViaApi(context: BrowserContext, type: UserType = 'business'): Promise<E2EUser> {
  const user = uniqueUser(type);
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: user,
    headers: { origin: baseURL() },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
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
