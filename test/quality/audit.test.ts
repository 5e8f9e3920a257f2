// Dependency audit gate in `npm test` (issue 8 §1): the decision on fixtures shaped like npm 10/11's
// `npm audit --json`, then one real `npm audit` of the production dependencies. Where the audit
// endpoint cannot be reached the real check is reported as skipped with the reason, never passed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readProcessEnv } from '@server/env.js';
import {
  AUDIT_TIMEOUT_MS,
  checkAudit,
  formatVerdict,
  judgeAudit,
  loadAllowlist,
  parseAllowlist,
  type AuditRun,
  type TAllowlistEntry,
} from '../../scripts/check-audit.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'audit');
/** npm's output as the fixture gives it; npm exits 1 when it reports high or above, and on errors */
const run = (name: string, exitCode = 0): AuditRun => ({
  stdout: readFileSync(path.join(fixtures, name), 'utf8'),
  stderr: '',
  exitCode,
  timedOut: false,
});

const entry = (over: Partial<TAllowlistEntry> = {}): TAllowlistEntry => ({
  advisory: 'GHSA-2222-3333-4444',
  package: 'example-xml-parser',
  why: 'Samverka never parses XML from users with this parser; only our own S3 responses.',
  reviewed: '2026-11-22',
  ...over,
});

describe('audit verdict', () => {
  it('passes a clean report', () => {
    const v = judgeAudit(run('clean.json'), []);
    expect(v.status).toBe('pass');
    expect(formatVerdict(v)).toContain('PASS');
  });

  it('fails on a high advisory that is not allowlisted, naming it once however many packages it reaches', () => {
    const v = judgeAudit(run('high.json', 1), []);
    expect(v.status).toBe('fail');
    if (v.status === 'skip') return;
    expect(v.blocking.map((a) => `${a.id} ${a.package}`)).toEqual(['GHSA-2222-3333-4444 example-xml-parser']);
    expect(v.problems[0]).toContain('https://github.com/advisories/GHSA-2222-3333-4444');
    expect(formatVerdict(v)).toContain('FAIL');
  });

  it('passes when that advisory is allowlisted, by GHSA id or by URL', () => {
    for (const advisory of ['GHSA-2222-3333-4444', 'https://github.com/advisories/GHSA-2222-3333-4444']) {
      const v = judgeAudit(run('high.json', 1), [entry({ advisory })]);
      expect(v.status, formatVerdict(v)).toBe('pass');
      if (v.status === 'skip') return;
      expect(v.allowed).toHaveLength(1);
      expect(formatVerdict(v)).toContain('allowlisted GHSA-2222-3333-4444 example-xml-parser');
    }
  });

  it('does not let an entry for another package allow the advisory', () => {
    const v = judgeAudit(run('high.json', 1), [entry({ package: 'example-sdk-core' })]);
    expect(v.status).toBe('fail');
    if (v.status === 'skip') return;
    expect(v.blocking).toHaveLength(1);
    expect(v.stale).toHaveLength(1); // and that entry matches nothing
  });

  it('fails on a stale allowlist entry (npm no longer reports it)', () => {
    const v = judgeAudit(run('clean.json'), [entry()]);
    expect(v.status).toBe('fail');
    if (v.status === 'skip') return;
    expect(v.problems).toEqual([expect.stringContaining('stale allowlist entry GHSA-2222-3333-4444')]);
  });

  it('passes moderate advisories at audit level high, and counts them', () => {
    const v = judgeAudit(run('moderate.json'), []);
    expect(v.status).toBe('pass');
    expect(formatVerdict(v)).toContain('moderate 1');
  });

  it('fails when npm counts high packages but no advisory could be read (format changed)', () => {
    const report = JSON.parse(run('moderate.json').stdout);
    report.metadata.vulnerabilities.high = 1;
    const v = judgeAudit({ ...run('moderate.json', 1), stdout: JSON.stringify(report) }, []);
    expect(v.status).toBe('fail');
  });

  it('skips, with the reason, when the endpoint answers 405', () => {
    const v = judgeAudit(run('endpoint-405.json', 1), [entry()]);
    expect(v).toEqual({ status: 'skip', reason: expect.stringContaining('405 Method Not Allowed') });
    expect(formatVerdict(v)).toMatch(/SKIPPED, no verdict .*405.*dependency-review\.md/);
  });

  it('skips when the registry cannot be reached or does not answer in time', () => {
    expect(judgeAudit(run('endpoint-enotfound.json', 1), []).status).toBe('skip');
    const refused = JSON.stringify({
      message:
        'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    });
    expect(judgeAudit({ stdout: refused, stderr: '', exitCode: 1, timedOut: false }, []).status).toBe('skip');
    const timeout = JSON.stringify({
      message: 'network timeout at: https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(judgeAudit({ stdout: timeout, stderr: '', exitCode: 1, timedOut: false }, []).status).toBe('skip');
    expect(judgeAudit({ stdout: '', stderr: '', exitCode: null, timedOut: true }, [])).toEqual({
      status: 'skip',
      reason: `npm audit gave no answer within ${AUDIT_TIMEOUT_MS / 1000} s`,
    });
  });

  it('fails, never skips, on any other npm error', () => {
    const noLock = JSON.stringify({
      error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' },
    });
    expect(judgeAudit({ stdout: noLock, stderr: '', exitCode: 1, timedOut: false }, []).status).toBe('fail');
    expect(judgeAudit({ stdout: '', stderr: 'spawn npm ENOENT', exitCode: null, timedOut: false }, []).status).toBe(
      'fail',
    );
  });

  it('reads the project allowlist, and refuses an entry that does not say why', () => {
    expect(Array.isArray(loadAllowlist())).toBe(true);
    const bad = JSON.stringify({ advisories: [{ ...entry(), why: '' }] });
    expect(() => parseAllowlist(bad)).toThrow();
  });
});

// npm audit has nothing to do with the database: once, in the PGlite project only
const isPglite = readProcessEnv().SAMVERKA_TEST_DB !== 'postgres';

describe.runIf(isPglite)('npm audit of the production dependencies', () => {
  it(
    'reports no high or critical advisory outside docs/security/audit-allowlist.json',
    async (ctx) => {
      const verdict = await checkAudit();
      console.log(formatVerdict(verdict));
      if (verdict.status === 'skip') ctx.skip(`no audit verdict: ${verdict.reason}`);
      expect(verdict.status, formatVerdict(verdict)).toBe('pass');
    },
    AUDIT_TIMEOUT_MS + 15_000,
  );
});
