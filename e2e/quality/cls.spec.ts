// Nothing jumps while a public page loads (issue 22: CLS ≤ 0.05 on every public page), on a phone-sized
// screen, from the first byte until the page has hydrated and settled. The browser may paint a server-rendered
// page before it has parsed all of it: content that grows must not move what is already on screen (the /auth
// card, centred, moved up by 0.16 in about a third of the loads). /auth is loaded eight times for that reason.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, useBrowser } from '../journey';

const LIMIT = 0.05;
let browser: Browser;
useBrowser((launched) => (browser = launched));

/** the layout shifts of one load (the sum, and what moved), like Lighthouse's CLS of a short load */
async function shifts(path: string) {
  const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: { value: number; nodes: string[] }[] };
    w.__cls = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[])
        w.__cls.push({
          value: e.value,
          nodes: (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : '?')),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 30_000 });
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(
    () => (window as unknown as { __cls: { value: number; nodes: string[] }[] }).__cls,
  );
  await context.close();
  return { total: entries.reduce((sum, e) => sum + e.value, 0), entries };
}

describe('public pages do not move while they load (phone, CLS)', () => {
  for (const [path, loads] of [
    ['/auth', 8],
    ['/', 2],
    ['/explore/business', 2],
    ['/pricing', 2],
  ] as const) {
    it(`${path}: at most ${LIMIT} in each of ${loads} loads`, async () => {
      for (let i = 0; i < loads; i++) {
        const { total, entries } = await shifts(path);
        expect(total, JSON.stringify(entries)).toBeLessThanOrEqual(LIMIT);
      }
    });
  }
});
