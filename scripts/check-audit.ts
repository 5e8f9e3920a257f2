// Dependency audit gate (issue 8 §1): `npm audit` of the production dependencies must report no
// high or critical advisory except those written down in docs/security/audit-allowlist.json, and
// every entry there must still be reported (a stale entry fails too, so the list stays true).
//
//   npm run audit        prints the verdict; exit 0 pass or skipped, 1 fail
//   npm run audit -- --require-verdict   also exit 1 when the audit endpoint cannot be reached
//
// When the registry's audit endpoint cannot answer (this project's build machines reach only the
// package downloads: 405 on the bulk advisory POST) there is no verdict: the result is "skip" with
// the reason, never a pass. docs/security/dependency-review.md is the manual review for that case.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ALLOWLIST_FILE = path.join(root, 'docs', 'security', 'audit-allowlist.json');
export const AUDIT_TIMEOUT_MS = 45_000;
// --package-lock-only: audit exactly what `npm ci` installs. --offline=false: an offline config
// would make npm print an empty, "clean" report without asking. No retries: one try, fast skip.
export const AUDIT_ARGS = [
  'audit',
  '--omit=dev',
  '--audit-level=high',
  '--json',
  '--package-lock-only',
  '--offline=false',
  '--fetch-retries=0',
  '--fetch-timeout=30000',
];

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];
const isBlocking = (s: Severity) => s === 'high' || s === 'critical';

// errors meaning "no answer from the audit endpoint", as npm prints them (message or code)
const UNREACHABLE =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPROTO)\b|network timeout|socket timeout/i;

const ZAllowlistEntry = z
  .object({
    advisory: z
      .string()
      .regex(/^(GHSA(-[0-9a-z]{4}){3}|https:\/\/\S+|\d+)$/i, 'a GHSA id, the advisory URL or npm source number'),
    package: z.string().min(1),
    why: z.string().min(20, 'say why it does not apply to Samverka'),
    reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  })
  .strict();
const ZAllowlist = z.object({ $comment: z.string().optional(), advisories: z.array(ZAllowlistEntry) }).strict();
export type TAllowlistEntry = z.infer<typeof ZAllowlistEntry>;

const ZAdvisory = z.object({
  source: z.number().optional(),
  name: z.string().optional(),
  dependency: z.string().optional(),
  title: z.string(),
  url: z.string(),
  severity: z.enum(SEVERITIES),
  range: z.string().optional(),
});
const ZReport = z.object({
  vulnerabilities: z.record(
    z.string(),
    z.object({ name: z.string(), severity: z.enum(SEVERITIES), via: z.array(z.union([z.string(), ZAdvisory])) }),
  ),
  metadata: z.object({ vulnerabilities: z.record(z.string(), z.number()) }),
});

export interface AuditAdvisory {
  /** GHSA id when the URL has one, else npm's source number */
  id: string;
  source?: number;
  package: string;
  severity: Severity;
  title: string;
  url: string;
  range: string;
}

/** what running npm gave back */
export interface AuditRun {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  timedOut: boolean;
}

export type AuditVerdict =
  | { status: 'skip'; reason: string }
  | {
      status: 'pass' | 'fail';
      /** one line per reason to fail; empty on pass */
      problems: string[];
      blocking: AuditAdvisory[];
      allowed: { advisory: AuditAdvisory; entry: TAllowlistEntry }[];
      stale: TAllowlistEntry[];
      counts: Record<string, number>;
    };

/** GHSA-xxxx-xxxx-xxxx as GitHub writes it, found in an id or a URL */
function ghsaOf(s: string): string | undefined {
  const m = /GHSA((?:-[0-9a-z]{4}){3})/i.exec(s);
  return m ? `GHSA${m[1].toLowerCase()}` : undefined;
}

function matches(entry: TAllowlistEntry, a: AuditAdvisory): boolean {
  if (entry.package !== a.package) return false;
  const wanted = ghsaOf(entry.advisory) ?? entry.advisory;
  return [a.id, a.url, String(a.source)].includes(wanted);
}

export function parseAllowlist(text: string): TAllowlistEntry[] {
  return ZAllowlist.parse(JSON.parse(text)).advisories;
}

export const loadAllowlist = (file = ALLOWLIST_FILE) => parseAllowlist(readFileSync(file, 'utf8'));

function unavailable(json: Record<string, unknown>): string | undefined {
  const message = typeof json.message === 'string' ? json.message : '';
  const error = (json.error ?? {}) as { code?: unknown; summary?: unknown };
  if (typeof json.statusCode === 'number' && json.statusCode >= 400)
    return `the audit endpoint answered ${message || json.statusCode}`;
  const text = [message, error.code, error.summary].filter((x) => typeof x === 'string').join(' ');
  if (UNREACHABLE.test(text)) return `the audit endpoint could not be reached: ${text.trim()}`;
  return undefined;
}

/** npm's output → verdict. Pure: the decision of the gate, tested with fixtures. */
export function judgeAudit(run: AuditRun, allowlist: TAllowlistEntry[]): AuditVerdict {
  const fail = (problem: string): AuditVerdict => ({
    status: 'fail',
    problems: [problem],
    blocking: [],
    allowed: [],
    stale: [],
    counts: {},
  });
  if (run.timedOut) return { status: 'skip', reason: `npm audit gave no answer within ${AUDIT_TIMEOUT_MS / 1000} s` };

  let json: unknown;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    const tail = run.stderr.trim().split('\n').slice(-3).join(' | ');
    if (UNREACHABLE.test(run.stderr))
      return { status: 'skip', reason: `the audit endpoint could not be reached: ${tail}` };
    return fail(`npm audit printed no JSON (exit ${run.exitCode}): ${tail || run.stdout.slice(0, 200)}`);
  }
  if (!json || typeof json !== 'object') return fail('npm audit printed JSON that is not an object');

  const report = ZReport.safeParse(json);
  if (!report.success) {
    const reason = unavailable(json as Record<string, unknown>);
    if (reason) return { status: 'skip', reason };
    return fail(`npm audit gave neither a report nor a known network error: ${JSON.stringify(json).slice(0, 300)}`);
  }

  // advisories live in `via` of the package they affect; a string in `via` only names another
  // vulnerable package, whose own entry holds the advisory
  const byKey = new Map<string, AuditAdvisory>();
  for (const vuln of Object.values(report.data.vulnerabilities)) {
    for (const via of vuln.via) {
      if (typeof via === 'string') continue;
      const pkg = via.dependency ?? via.name ?? vuln.name;
      const id = ghsaOf(via.url) ?? String(via.source ?? via.url);
      const advisory = {
        id,
        source: via.source,
        package: pkg,
        severity: via.severity,
        title: via.title,
        url: via.url,
        range: via.range ?? '',
      };
      byKey.set(`${id} ${pkg}`, advisory);
    }
  }
  const high = [...byKey.values()].filter((a) => isBlocking(a.severity));
  const counts = report.data.metadata.vulnerabilities;

  const allowed: { advisory: AuditAdvisory; entry: TAllowlistEntry }[] = [];
  const blocking: AuditAdvisory[] = [];
  for (const a of high) {
    const entry = allowlist.find((e) => matches(e, a));
    if (entry) allowed.push({ advisory: a, entry });
    else blocking.push(a);
  }
  const stale = allowlist.filter((e) => !high.some((a) => matches(e, a)));

  const problems = [
    ...blocking.map(
      (a) =>
        `${a.severity} ${a.package} ${a.range}: ${a.title} (${a.url}) is not in the allowlist — upgrade, or write down why it does not apply`,
    ),
    ...stale.map(
      (e) =>
        `stale allowlist entry ${e.advisory} (${e.package}): npm audit no longer reports it as high or critical — remove it`,
    ),
  ];
  // npm counts packages by severity; a high count with no high advisory read means the format changed
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0 && high.length === 0) {
    problems.push(
      `npm counts ${counts.high ?? 0} high and ${counts.critical ?? 0} critical packages, but no such advisory was read from the report`,
    );
  }
  return { status: problems.length ? 'fail' : 'pass', problems, blocking, allowed, stale, counts };
}

export function formatVerdict(v: AuditVerdict): string {
  const head = 'npm audit (production dependencies, level high):';
  if (v.status === 'skip') {
    return `${head} SKIPPED, no verdict — ${v.reason}. The manual review is docs/security/dependency-review.md.`;
  }
  const packages = [...SEVERITIES]
    .reverse()
    .filter((s) => (v.counts[s] ?? 0) > 0)
    .map((s) => `${s} ${v.counts[s]}`);
  const lines = [
    `${head} ${v.status === 'pass' ? 'PASS' : 'FAIL'} — high/critical advisories: ${v.blocking.length} not allowlisted, ${v.allowed.length} allowlisted; ${v.stale.length} stale allowlist entries; vulnerable packages: ${packages.join(', ') || 'none'}`,
    ...v.problems.map((p) => `  ✗ ${p}`),
    ...v.allowed.map(
      ({ advisory: a, entry }) =>
        `  allowlisted ${a.id} ${a.package} (${a.severity}, reviewed ${entry.reviewed}): ${entry.why}`,
    ),
  ];
  return lines.join('\n');
}

/** one `npm audit` call, never rejecting: timeouts and exit codes are part of the result */
export function runAudit(cwd = root, timeoutMs = AUDIT_TIMEOUT_MS): Promise<AuditRun> {
  return new Promise((resolve) => {
    execFile('npm', AUDIT_ARGS, { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const killed = Boolean(error && 'killed' in error && error.killed);
      const code = error && typeof error.code === 'number' ? error.code : error ? null : 0;
      // a failure to start npm at all (ENOENT) leaves only the error's message to report
      resolve({ stdout, stderr: stderr || (error && !stdout ? error.message : ''), exitCode: code, timedOut: killed });
    });
  });
}

export async function checkAudit(): Promise<AuditVerdict> {
  const allowlist = loadAllowlist();
  return judgeAudit(await runAudit(), allowlist);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const requireVerdict = process.argv.includes('--require-verdict');
  void checkAudit().then((verdict) => {
    console.log(formatVerdict(verdict));
    process.exit(verdict.status === 'fail' || (verdict.status === 'skip' && requireVerdict) ? 1 : 0);
  });
}
