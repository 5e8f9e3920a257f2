// Accessibility gate (issue 8 §5): axe-core on every route of the app, signed out and signed in,
// light and dark — no serious or critical WCAG 2.2 A/AA violation, and no page wider than a 375 px phone. Prints every finding per route.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_PRICE_ID } from '@shared/plans';
import { newContext, signUpViaApi } from '../journey';
import { approveOffers, approveProjects, baseURL, type E2EUser, launchBrowser } from '../fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let browser: Browser;
/** ids made once: an approved offer, the signed-in user's own pending offer, a peer, a checkout, a deal, a project */
const ids = { offer: '', ownOffer: '', longOffer: '', peer: '', checkout: '', deal: '', project: '' };
const sessions: Partial<Record<'light' | 'dark', { context: BrowserContext; user: E2EUser }>> = {};
const anonymous: Partial<Record<'light' | 'dark', BrowserContext>> = {};

async function api(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await context.request.fetch(path, { method, data, headers: { origin: baseURL() } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const scheme of ['light', 'dark'] as const) {
    const context = await newContext(browser, { colorScheme: scheme });
    const user = await signUpViaApi(context, 'business');
    sessions[scheme] = { context, user };
    anonymous[scheme] = await newContext(browser, { colorScheme: scheme });
  }
  const { context } = sessions.light!;
  const peerContext = await newContext(browser);
  ids.peer = (await signUpViaApi(peerContext, 'association')).id;
  await peerContext.close();
  const list = (await api(context, 'GET', '/api/offers?type=business')) as { items: { id: string }[] };
  ids.offer = list.items[0]?.id ?? '';
  const created = (await api(context, 'POST', '/api/offers', {
    type: 'business',
    title: 'Tillgänglighetstest erbjudande',
    organization: 'Testbolaget AB',
    location: 'Umeå',
    budget: '5 000 kr',
    timeframe: 'Våren 2027',
    description: 'Ett erbjudande som bara finns för att granska sidornas tillgänglighet.',
    tags: ['test'],
    phone: '090-123 45',
    contact_info: 'kontakt@exempel.se',
  })) as { id: string };
  ids.ownOffer = String(created.id);
  // an approved offer whose words are as long as the form allows (a 40-letter tag, a 60-letter word in the
  // title): the newest on /explore/business, so the 375 px check sees it (such a tag once widened the grid)
  const long = (await api(context, 'POST', '/api/offers', {
    type: 'business',
    title: `Sponsring ${'Långtordsföreningsmedlemsmästerskapstävling'.padEnd(60, 'x')}`,
    organization: 'Testbolaget AB',
    location: 'Umeå',
    budget: '5 000 kr',
    description: `Ett erbjudande med långa ord: ${'hållbarhetsredovisningskonsultuppdrag'.repeat(3)}.`,
    tags: ['kompetensutvecklingsmöjlighetsprogrammen'.padEnd(40, 'x'), 'test'],
    phone: '090-123 45',
    contact_info: 'kontakt@exempel.se',
  })) as { id: string };
  ids.longOffer = String(long.id);
  await approveOffers([ids.longOffer]);
  const checkout = (await api(context, 'POST', '/api/billing/checkout', { priceId: PREMIUM_PRICE_ID }).catch(
    () => null,
  )) as {
    sessionId: string;
  } | null;
  ids.checkout = checkout?.sessionId ?? 'finns-inte';
  // a deal between the light and the dark user, so both see it
  const deal = (await api(context, 'POST', '/api/deals', {
    counterpartyId: sessions.dark!.user.id,
    template: 'blank',
  })) as { id: string };
  ids.deal = deal.id;
  // an approved project of the light user with two roles (its page shows the owner's interests section)
  const project = (await api(context, 'POST', '/api/projects', {
    organization: 'Testbolaget AB',
    title: 'Tillgänglighetstest projekt',
    description: 'Ett projekt som bara finns för att granska sidornas tillgänglighet.',
    place: 'Umeå',
    roles: [
      { title: 'Fotograf', skills: ['Fotografering'], hoursPerWeek: 4 },
      { title: 'Webbansvarig', skills: ['Webbutveckling'], hoursPerWeek: 2, remote: true, paid: true, amount: 2000 },
    ],
  })) as { id: string };
  ids.project = project.id;
  await approveProjects([project.id]);
}, 120_000);

afterAll(async () => {
  for (const s of Object.values(sessions)) await s?.context.close();
  for (const c of Object.values(anonymous)) await c?.close();
  await browser?.close();
});

const ROUTES: { name: string; path: () => string }[] = [
  { name: 'landing', path: () => '/' },
  { name: 'about', path: () => '/about' },
  { name: 'auth', path: () => '/auth' },
  { name: 'auth (sign up)', path: () => '/auth?tab=signup' },
  { name: 'dashboard', path: () => '/dashboard' },
  { name: 'explore index', path: () => '/explore' },
  { name: 'explore', path: () => '/explore/business' },
  { name: 'explore (search)', path: () => '/explore/association?q=idrott' },
  { name: 'create offer', path: () => '/create-offer' },
  { name: 'edit offer', path: () => `/edit-offer/${ids.ownOffer}` },
  { name: 'sponsorship (offer page)', path: () => `/sponsorship/${ids.offer}` },
  { name: 'sponsorship (long words)', path: () => `/sponsorship/${ids.longOffer}` },
  { name: 'user profile', path: () => `/user/${ids.peer}` },
  { name: 'my pages', path: () => '/my-pages' },
  { name: 'settings', path: () => '/settings' },
  { name: 'notifications', path: () => '/notifications' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'reset password', path: () => '/reset-password?token=prov' },
  { name: 'email verified', path: () => '/email-verified' },
  { name: 'favorites', path: () => '/favorites' },
  { name: 'chat', path: () => '/chat' },
  { name: 'chat with', path: () => `/chat/${ids.peer}` },
  { name: 'ai', path: () => '/ai' },
  { name: 'pricing', path: () => '/pricing' },
  { name: 'premium', path: () => '/premium' },
  { name: 'checkout', path: () => `/checkout/${ids.checkout}` },
  { name: 'admin', path: () => '/admin' },
  { name: 'contact', path: () => '/contact' },
  { name: 'grants catalogue', path: () => '/stiftelser?open=true' },
  { name: 'projects', path: () => '/projekt?remote=true' },
  { name: 'project page', path: () => `/projekt/${ids.project}` },
  { name: 'new project', path: () => '/projekt/ny' },
  { name: 'edit project', path: () => `/projekt/${ids.project}/redigera` },
  { name: 'talent finder', path: () => '/talanger?q=fotograf&remote=true' },
  { name: 'faq', path: () => '/faq' },
  { name: 'terms', path: () => '/terms' },
  { name: 'privacy', path: () => '/privacy' },
  { name: 'cookies', path: () => '/cookies' },
  { name: 'gdpr', path: () => '/gdpr' },
  { name: 'careers', path: () => '/careers' },
  { name: 'deals', path: () => '/deals' },
  { name: 'deal', path: () => `/deals/${ids.deal}` },
  { name: 'not found', path: () => '/finns-inte-alls' },
];

/**
 * Findings already reported to the owner of the file, so the gate catches every new one while the
 * fix is pending. Each entry names the file and the fix; remove it when the fix lands.
 */
// (the sign-up note's terms/privacy links, found by this gate, are underlined since 85c9c4a; the light
// error toast's contrast, 4.34:1, was mended when toasts took the theme's colours in be37851)
const KNOWN: { id: string; target: RegExp; file: string; fix: string }[] = [];
const isKnown = (f: Finding) => KNOWN.some((k) => k.id === f.id && f.targets.every((t) => k.target.test(t)));

export interface Finding {
  route: string;
  variant: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}
const findings: Finding[] = [];

async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page
    .locator('main, [role="main"], h1')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => {});
  // lazy chunks, queries and enter transitions
  await page
    .waitForFunction(() => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]'), undefined, {
      timeout: 8_000,
    })
    .catch(() => {});
  await page.waitForTimeout(400);
}

async function audit(route: (typeof ROUTES)[number], signedIn: boolean, scheme: 'light' | 'dark'): Promise<Finding[]> {
  const context = signedIn ? sessions[scheme]!.context : anonymous[scheme]!;
  const page = await context.newPage();
  // a toast that arrives during the scan (a notification for this user) is read at full colour, not half-way
  // through its fade-in (it was read at 1.97:1 once): toasts do not animate with reduced motion
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.goto(route.path(), { waitUntil: 'domcontentloaded' });
    await settle(page);
    const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(isDark, `${route.name}: the ${scheme} theme is applied`).toBe(scheme === 'dark');
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    // the same page on a 375 px phone: nothing wider than the screen (issue 16 §8)
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => {
      // what sticks out: a text (a long word) or an element, named by its element and classes
      const width = document.documentElement.clientWidth + 0.5;
      const name = (el: Element | null) =>
        el ? `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}` : '';
      const wide: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && wide.length < 3; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > width) {
          wide.push(`"${(node.textContent ?? '').trim().slice(0, 40)}" in ${name(node.parentElement)}`);
        }
      }
      // no text beyond the edge: the outermost element that is (a box widened by what it holds)
      if (wide.length === 0) {
        for (const el of document.body.querySelectorAll('*')) {
          if (getComputedStyle(el).position === 'fixed') continue;
          if (el.getBoundingClientRect().right > width) {
            wide.push(`element ${name(el)}`);
            break;
          }
        }
      }
      return { by: document.documentElement.scrollWidth - document.documentElement.clientWidth, wide };
    });
    const narrow: Finding[] =
      overflow.by > 0
        ? [
            {
              route: route.name,
              variant: `${signedIn ? 'signed in' : 'signed out'}, ${scheme}, 375 px`,
              id: 'horizontal-scroll-375',
              impact: 'serious',
              help: `the page is ${overflow.by} px wider than a 375 px screen`,
              targets: overflow.wide,
            },
          ]
        : [];
    return [
      ...narrow,
      ...result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          route: route.name,
          variant: `${signedIn ? 'signed in' : 'signed out'}, ${scheme}`,
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes
            .slice(0, 5)
            .map(
              (n) =>
                `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join(' ').trim()}` : ''}`,
            ),
        })),
    ];
  } finally {
    await page.close();
  }
}

describe('axe: every route, signed out and signed in, light and dark', () => {
  afterAll(() => {
    console.log(`a11y: ${ROUTES.length} routes × 4 variants, ${findings.length} serious/critical findings`);
    for (const f of findings) {
      console.log(`a11y ${f.route} (${f.variant}): ${f.impact} ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`);
    }
    for (const k of KNOWN) {
      const seen = findings.some((f) => f.id === k.id && isKnown(f));
      console.log(
        `a11y known issue ${k.id} in ${k.file}: ${seen ? 'still present' : 'NOT SEEN ANY MORE: remove it from KNOWN'} — ${k.fix}`,
      );
    }
  });

  for (const route of ROUTES) {
    it(route.name, { timeout: 240_000 }, async () => {
      const found: Finding[] = [];
      for (const signedIn of [false, true]) {
        for (const scheme of ['light', 'dark'] as const) found.push(...(await audit(route, signedIn, scheme)));
      }
      findings.push(...found);
      const fresh = found.filter((f) => !isKnown(f));
      console.log(
        `a11y checked ${route.name}: ${found.length} serious/critical (${found.length - fresh.length} known, reported)`,
      );
      expect(fresh.map((f) => `${f.variant}: ${f.id} ${f.targets.join(' | ')}`)).toEqual([]);
    });
  }
});
