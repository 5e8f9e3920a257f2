// Bundle budget in `npm test` (issue 8 §6): a fresh production build (into dist/bundle-check, with a
// manifest), the landing page's initial JS in gzip ≤ BUDGET_BYTES (120 KB), and every route chunk's size printed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@shared/account-texts.js';
import { BILLING_TEXTS } from '@shared/billing-texts.js';
import { DISCOVERY_TEXTS } from '@shared/discovery-texts.js';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts.js';
import { TALENT_TEXTS } from '@shared/talent-texts.js';
import { testDatabaseKind } from '@test/support/harness.js';
import {
  BUDGET_BYTES,
  buildForCheck,
  CHECK_DIR,
  formatReport,
  measureBundle,
  type BundleReport,
} from '../../scripts/check-bundle.js';

// the build has nothing to do with the database: run it once, in the PGlite project only
const run = testDatabaseKind === 'pglite';
let report: BundleReport;
beforeAll(() => {
  if (!run) return;
  buildForCheck();
  report = measureBundle();
  console.log(formatReport(report));
}, 180_000);

describe.runIf(run)('bundle budget', () => {
  it(`the landing page's initial JavaScript is at most ${BUDGET_BYTES / 1024} KB gzip`, () => {
    expect(
      report.initialFiles.some((f) => /^assets\/landing-/.test(f.file)),
      'the landing chunk is counted',
    ).toBe(true);
    expect(report.initial).toBeGreaterThan(20 * 1024); // React alone is more: the measurement saw the real files
    expect(report.initial, formatReport(report)).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('every route is a lazy chunk of its own, outside the initial load', () => {
    const names = report.routes.map((r) => r.route);
    for (const route of ['landing', 'explore', 'ai', 'chat', 'admin', 'auth', 'create-offer', 'pricing'])
      expect(names).toContain(route);
    const initial = new Set(report.initialFiles.map((f) => f.file));
    for (const r of report.routes.filter((x) => x.route !== 'landing')) {
      // files[0] is the route's own chunk
      expect(initial.has(r.files[0]), `${r.route} (${r.files[0]}) is loaded on the landing page`).toBe(false);
    }
  });

  it('fails when the budget is smaller than the landing page (the gate can fail)', () => {
    expect(measureBundle(undefined, report.initial - 1).ok).toBe(false);
    expect(measureBundle(undefined, report.initial).ok).toBe(true);
  });

  // a module is one unit of the build: the header importing one word of a feature's texts put all of them
  // (14 KB) in the entry; the frame's words are in shared/frame-texts.ts (issue 22)
  it("the first load carries none of the features' own text modules", () => {
    const initial = report.initialFiles.map((f) => readFileSync(path.join(CHECK_DIR, f.file), 'utf8')).join('\n');
    const samples = {
      account: ACCOUNT_TEXTS.reset.requested,
      billing: BILLING_TEXTS.errors.stripeCustomer,
      discovery: DISCOVERY_TEXTS.contactHidden,
      notifications: NOTIFICATION_TEXTS.errors.cursor,
      talent: TALENT_TEXTS.visibleLabel,
    };
    for (const [module, text] of Object.entries(samples))
      expect(initial.includes(text), `${module} texts ("${text}") are in the first load`).toBe(false);
  });

  it("the first load carries no member-only part of the frame (bell, verify-email banner, badges' queries)", () => {
    const initial = report.initialFiles.map((f) => readFileSync(path.join(CHECK_DIR, f.file), 'utf8')).join('\n');
    // the verify-email banner's own sentence (app/member-frame.tsx loads it once a member is signed in)
    expect(initial.includes('Tills dess kan du titta runt')).toBe(false);
  });
});
