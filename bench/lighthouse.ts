// `npm run bench:lighthouse` (issue 22): Lighthouse CI (`lhci collect`, @lhci/cli) with Lighthouse's default
// mobile profile (a mid-range phone on slow 4G, simulated) over the public pages of a production build with
// sample data, three runs a page, the run with the median performance score reported. Chromium from
// CHROME_PATH (default /usr/bin/chromium).
//
//   npm run build && npm run bench:lighthouse            all pages
//   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PAGES=/,/pricing npm run bench:lighthouse
//   LIGHTHOUSE_JSON=/tmp/lh npm run bench:lighthouse    keeps each run's full report (lhr) there
//
// The server runs as `npm start` does (NODE_ENV=production, a fresh PGlite folder, SEED_SAMPLES=true);
// one member is signed up so that /user/:id has a profile to show.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { choosePages, startSampleServer } from './lib/sample-server.js';
import { signUpOverHttp } from '@test/support/http-sign-up.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const AUTH_SECRET = 'lighthouse-bench-secret-lighthouse-bench';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const JSON_DIR = process.env.LIGHTHOUSE_JSON;

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

/** `lhci collect`: RUNS runs of `url` in the machine's Chromium, each run's report (lhr) read back */
function collect(url: string): LhResult[] {
  const dir = JSON_DIR
    ? path.join(JSON_DIR, new URL(url).pathname.replace(/\W+/g, '_') || 'root')
    : mkdtempSync(path.join(tmpdir(), 'samverka-lhci-'));
  mkdirSync(dir, { recursive: true });
  const config = {
    ci: {
      collect: {
        url: [url],
        numberOfRuns: RUNS,
        chromePath: CHROME,
        settings: { chromeFlags: '--no-sandbox --headless=new --disable-gpu', onlyCategories: [...CATEGORIES] },
      },
    },
  };
  writeFileSync(path.join(dir, 'lighthouserc.json'), JSON.stringify(config));
  const lhci = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'lhci');
  let lhrs: LhResult[];
  try {
    const run = spawnSync(lhci, ['collect', '--config=./lighthouserc.json'], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`lhci collect failed for ${url}: ${run.stderr || run.stdout}`);
    const results = path.join(dir, '.lighthouseci');
    lhrs = readdirSync(results)
      .filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(results, f), 'utf8')) as LhResult);
  } finally {
    if (!JSON_DIR) rmSync(dir, { recursive: true, force: true });
  }
  if (lhrs.length === 0) throw new Error(`lhci collect gave no report for ${url}`);
  return lhrs;
}

function summarise(lhr: LhResult): Run {
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
      const runs = collect(`${server.url}${page}`).map(summarise);
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
    await server.stop();
  }
}

await main();
