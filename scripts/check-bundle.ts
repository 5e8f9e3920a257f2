// Bundle budget (issue 8 §6): the landing page's initial JavaScript — the entry, everything it
// imports statically, and the landing route's chunk with its own static imports — in gzip, must
// stay within 120 KB (issue 22: was 170, 160, 149, 132, 130; measured 129.7 KB with React Router's
// declarative routes, 118.9 KB with Samverka's own router in lib/router.tsx, 119.2 KB with its loading
// bar; decision 220).
// Every other route's chunk is reported (what a visit there adds).
//
//   npx tsx scripts/check-bundle.ts            build into dist/bundle-check (with a manifest), then check
//   npx tsx scripts/check-bundle.ts --no-build check the existing dist/bundle-check
//
// The production build is the normal `vite build` (same config), only written to its own folder with
// a manifest, so the check never races with the client that `npm start` or the e2e tests serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { closure, PAGE_MODULE_PREFIX, pageAssets, type Manifest } from '../src/server/lib/client-manifest.js';

export const BUDGET_BYTES = 120 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHECK_DIR = path.join(root, 'dist', 'bundle-check');
const ROUTES_PREFIX = PAGE_MODULE_PREFIX;
const LANDING = `${ROUTES_PREFIX}landing.tsx`;

export interface RouteSize {
  route: string;
  /** gzip bytes of the route's chunk plus the static imports the entry does not already load */
  gzip: number;
  files: string[];
}

export interface BundleReport {
  budget: number;
  /** gzip bytes of the landing page's initial JS */
  initial: number;
  initialFiles: { file: string; gzip: number; raw: number }[];
  entryCss: number;
  routes: RouteSize[];
  ok: boolean;
}

export function buildForCheck(outDir = CHECK_DIR): void {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

const gzipCache = new Map<string, { gzip: number; raw: number }>();
function sizeOf(outDir: string, file: string) {
  const full = path.join(outDir, file);
  let s = gzipCache.get(full);
  if (!s) {
    const bytes = readFileSync(full);
    s = { gzip: gzipSync(bytes).length, raw: bytes.length };
    gzipCache.set(full, s);
  }
  return s;
}

export function measureBundle(outDir = CHECK_DIR, budget = BUDGET_BYTES): BundleReport {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} missing: build with --manifest first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  if (!manifest[LANDING]) throw new Error(`${LANDING} is not a chunk of its own in the build`);

  const entry = closure(manifest, entryKey);
  const landing = closure(manifest, LANDING, new Set(entry));
  const initialFiles = [...landing]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, ...sizeOf(outDir, file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const initial = initialFiles.reduce((sum, f) => sum + f.gzip, 0);
  const entryCss = (manifest[entryKey].css ?? []).reduce((sum, f) => sum + sizeOf(outDir, f).gzip, 0);

  // what a visit adds: the same list the server gives a rendered page (its module's own chunk first)
  const assetsOf = pageAssets(manifest);
  const routes = Object.keys(manifest)
    .filter((k) => k.startsWith(ROUTES_PREFIX) && k.endsWith('.tsx'))
    .map((k) => {
      const route = k.slice(ROUTES_PREFIX.length, -'.tsx'.length);
      const files = assetsOf(route).scripts.map((href) => href.slice(1));
      return { route, gzip: files.reduce((s, f) => s + sizeOf(outDir, f).gzip, 0), files };
    })
    .sort((a, b) => b.gzip - a.gzip);

  return { budget, initial, initialFiles, entryCss, routes, ok: initial <= budget };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function formatReport(r: BundleReport): string {
  const lines = [
    `bundle: landing page initial JS ${kb(r.initial)} gzip (budget ${kb(r.budget)}) — ${r.ok ? 'OK' : 'OVER BUDGET'}`,
    ...r.initialFiles.map((f) => `  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(9)} gzip ${kb(f.raw).padStart(10)} raw`),
    `  (entry CSS ${kb(r.entryCss)} gzip, not counted)`,
    'bundle: each route chunk with its own imports (beyond the entry), gzip:',
    ...r.routes.map((x) => `  ${x.route.padEnd(16)} ${kb(x.gzip).padStart(9)}  ${x.files.length} file(s)`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) buildForCheck();
  const report = measureBundle();
  console.log(formatReport(report));
  process.exit(report.ok ? 0 : 1);
}
