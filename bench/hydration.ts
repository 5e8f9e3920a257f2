// `npm run bench:hydration` (issue 22): what a server-rendered public page costs the main thread while it is
// hydrated, in Chromium at 4× CPU throttling (as e2e/quality/lcp.spec.ts throttles) on a phone-sized screen,
// a fresh cache each run. Per page: FCP, the time until the app answers clicks (`<html data-ready>`), the
// long tasks and their blocking time (each task's time over 50 ms, from FCP on: Lighthouse's TBT, measured
// rather than simulated), median of the runs; with HYDRATION_PROFILE=1 also the functions that took the
// most time (self time of a CPU profile over the load), to see what to move out of hydration.
//
//   npm run build && npm run bench:hydration
//   HYDRATION_RUNS=5 HYDRATION_PAGES=/explore/business,/sponsorship HYDRATION_PROFILE=1 npm run bench:hydration
import { chromium } from 'playwright-core';
import { choosePages, startSampleServer } from './lib/sample-server.js';
import { findChromium } from '../e2e/chromium.js';

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const PROFILE = process.env.HYDRATION_PROFILE === '1';

interface Measure {
  fcp: number;
  ready: number;
  tbt: number;
  longTasks: number;
  longest: number;
}

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const frame = (f: ProfileNode['callFrame']) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/assets\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;

/** self time (ms) by function of a CPU profile; a browser's own function (no script) named with its caller */
function selfTimes(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    let key = frame(node.callFrame);
    if (!node.callFrame.url && parent.get(id)) key += ` ← ${frame(parent.get(id)!.callFrame)}`;
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

async function main() {
  const server = await startSampleServer('hydration', {
    AUTH_SECRET: 'hydration-bench-secret-hydration-bench',
    ADMIN_PASSWORD: 'hydration-admin-password',
  });
  const browser = await chromium.launch({ executablePath: findChromium() });
  try {
    const all = ['/', '/explore/business', `/sponsorship/${server.offerId}`, '/pricing', '/auth', '/stiftelser'];
    const pages = await choosePages(server.url, all, process.env.HYDRATION_PAGES);
    console.log(`Hydration at 4× CPU throttling, median of ${RUNS} run(s) a page:`);
    console.log('| page | FCP | ready | TBT | long tasks | longest |\n|---|---|---|---|---|---|');
    for (const pagePath of pages) {
      const runs: Measure[] = [];
      const profiles = new Map<string, number>();
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'sv-SE' });
        await context.addInitScript(() => {
          const w = window as unknown as { __tasks: [number, number][]; __ready?: number };
          w.__tasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
          }).observe({ type: 'longtask', buffered: true });
          new MutationObserver(() => {
            if (document.documentElement?.dataset.ready && w.__ready === undefined) w.__ready = performance.now();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        if (PROFILE) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        await page.goto(`${server.url}${pagePath}`);
        // polled with evaluate: waitForFunction would inject Playwright's own large script, a long task of its own
        for (let t = 0; t < 300 && !(await page.evaluate(() => document.documentElement.dataset.ready)); t++)
          await page.waitForTimeout(200);
        await page.waitForTimeout(3000);
        if (PROFILE) {
          const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
            profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
          };
          for (const [k, v] of selfTimes(profile)) profiles.set(k, (profiles.get(k) ?? 0) + v / RUNS);
        }
        const m = await page.evaluate(() => {
          const w = window as unknown as { __tasks: [number, number][]; __ready?: number };
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const after = w.__tasks.filter(([start, d]) => start + d > fcp);
          return {
            fcp,
            ready: w.__ready ?? NaN,
            tbt: after.reduce((sum, [start, d]) => sum + Math.max(0, Math.min(d, start + d - fcp) - 50), 0),
            longTasks: after.length,
            longest: Math.max(0, ...after.map(([, d]) => d)),
          };
        });
        runs.push(m);
        await context.close();
      }
      const med = (k: keyof Measure) => [...runs.map((r) => r[k])].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
      const name = pagePath.replace(/\/sponsorship\/\d+/, '/sponsorship/:id');
      console.log(
        `| ${name} | ${Math.round(med('fcp'))} ms | ${Math.round(med('ready'))} ms | ${Math.round(med('tbt'))} ms | ${med('longTasks')} | ${Math.round(med('longest'))} ms |   (TBT per run: ${runs.map((r) => Math.round(r.tbt)).join(', ')})`,
      );
      if (PROFILE) {
        const top = [...profiles].filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k));
        top.sort((a, b) => b[1] - a[1]);
        for (const [k, v] of top.slice(0, 25)) console.log(`    ${v.toFixed(1).padStart(7)} ms  ${k}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
