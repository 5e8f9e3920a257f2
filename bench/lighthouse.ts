// `npm run bench:lighthouse` (issue 22): Lighthouse's default mobile profile (a mid-range phone on slow
// 4G, simulated) over the public pages of a production build with sample data, three runs a page, the
// run with the median performance score reported. Chromium from CHROME_PATH (default /usr/bin/chromium).
//
//   npm run build && npm run bench:lighthouse            all pages
//   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PAGES=/,/pricing npm run bench:lighthouse
//   LIGHTHOUSE_JSON=/tmp/lh npm run bench:lighthouse    also writes each run's full report (lhr) there
//
// The server runs as `npm start` does (NODE_ENV=production, a fresh PGlite folder, SEED_SAMPLES=true);
// one member is signed up so that /user/:id has a profile to show.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { choosePages, startSampleServer } from './lib/sample-server.js';
import { signUpOverHttp } from '@test/support/http-sign-up.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const AUTH_SECRET = 'lighthouse-bench-secret-lighthouse-bench';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
let reports = 0;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** failing audits outside performance, by id */
  failing: string[];
  finalUrl: string;
  /** Lighthouse's own failure of the run (NO_NAVSTART and the like, on a loaded machine): left out of the median */
  error?: string;
}

interface LhAudit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, LhAudit>;
  finalDisplayedUrl: string;
  runtimeError?: { code: string };
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = result?.lhr as unknown as LhResult | undefined;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    const name = `${++reports}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(path.join(JSON_DIR, name), JSON.stringify(lhr, null, 1));
  }
  const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    lhr.categories[c]!.auditRefs.map((r) => r.id).filter((id) => {
      const a = lhr.audits[id];
      return (
        a && a.score !== null && a.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)
      );
    }),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]!.score ?? 0) * 100)]),
    ) as Run['scores'],
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    failing: [...new Set(failing)],
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError?.code,
  };
}

const median = (runs: Run[]) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const server = await startSampleServer('lighthouse', {
    AUTH_SECRET,
    ADMIN_PASSWORD: 'lighthouse-admin-password',
    PASSWORD_HASH_LOG_N: '12',
    TRUST_PROXY: 'true',
  });
  const offerId = server.offerId;
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--no-sandbox', '--headless=new', '--disable-gpu'] });
  try {
    const member = await signUpOverHttp(server.url, {
      handle: 'lighthouse_forening',
      userType: 'association',
      ip: '10.22.0.1',
      authSecret: AUTH_SECRET,
    });
    const all = [
      '/',
      '/explore/business',
      `/sponsorship/${offerId}`,
      `/user/${member.id}`,
      '/pricing',
      '/auth',
      '/stiftelser',
    ];
    const pages = await choosePages(server.url, all, process.env.LIGHTHOUSE_PAGES);
    const rows: string[] = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${page}`, chrome.port));
      const ok = runs.filter((r) => !r.error);
      const m = median(ok.length > 0 ? ok : runs);
      const moved = new URL(m.finalUrl).pathname !== page ? ` redirected to ${new URL(m.finalUrl).pathname}` : '';
      const row = `| ${page.replace(`/user/${member.id}`, '/user/:id').replace(`/sponsorship/${offerId}`, '/sponsorship/:id')} | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores['best-practices']} | ${m.scores.seo} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${[moved, ...m.failing].filter(Boolean).join(', ') || '–'} |`;
      console.log(`${row}   (performance per run: ${runs.map((r) => r.error ?? r.scores.performance).join(', ')})`);
      rows.push(row);
    }
    console.log(
      [
        '',
        `Lighthouse, mobile profile, median of ${RUNS} run(s) per page:`,
        '| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | failing audits |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
