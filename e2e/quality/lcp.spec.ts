// Largest Contentful Paint (issue 8 §6) of /, /explore/business and /ai in Chromium with 4× CPU
// throttling on localhost, a fresh cache each time: reported (goal ≤ 1.5 s). The figure depends on the
// machine's load, so the gate prints it and fails only when a page paints nothing within 10 s.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, useBrowser } from '../journey';

const GOAL_MS = 1500;
const RUNS = 5;
let browser: Browser;
useBrowser((launched) => (browser = launched));

async function lcp(path: string): Promise<number> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(path, { waitUntil: 'load' });
  const value = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) last = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP is final once the page has had a moment without larger paints
        setTimeout(() => resolve(last), 2500);
      }),
  );
  await context.close();
  return value;
}

describe('Largest Contentful Paint, 4× CPU throttling', () => {
  for (const path of ['/', '/explore/business', '/ai']) {
    it(`${path}`, async () => {
      const values: number[] = [];
      for (let i = 0; i < RUNS; i++) values.push(await lcp(path));
      values.sort((a, b) => a - b);
      const median = values[Math.floor(values.length / 2)];
      console.log(
        `lcp ${path}: median ${median.toFixed(0)} ms of ${values.map((v) => v.toFixed(0)).join(', ')} (goal ${GOAL_MS} ms${median <= GOAL_MS ? ', met' : ', NOT met'})`,
      );
      expect(median).toBeGreaterThan(0);
      expect(median).toBeLessThan(10_000);
    });
  }
});
