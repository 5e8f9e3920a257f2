// The embedded database's empty cluster, made once by `npm run build` (decision 210, 'Fourth round'):
// PGlite's initdb peaks at 550–800 MB for a few seconds whatever process runs it, so a first start that
// finds this template copies its files instead (tens of MB, no initdb). The template is the cluster
// pglite-initdb.mjs makes, stored with a key of the PGlite version and that script's text: a build with
// another PGlite or other initdb settings makes a new one, and a first start never copies a stale one (it
// runs initdb itself, as without a build).
// Plain JavaScript: it runs under node without tsx. Usage: node pglite-template.mjs [folder]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const initdbScript = path.join(here, 'pglite-initdb.mjs');

/** the build's template: dist/pglite-template beside the client's build */
export const TEMPLATE_DIR = path.resolve(here, '../../../dist/pglite-template');

/** what a template must have been made with to be copied: PGlite's version and the initdb script */
export function templateKey() {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { name, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const script = createHash('sha256').update(readFileSync(initdbScript)).digest('hex');
  return `${name}@${version} initdb ${script}\n`;
}

/** The template's cluster folder when it was made by this PGlite and this initdb, else null. */
export function usableTemplate(templateDir = TEMPLATE_DIR) {
  try {
    if (readFileSync(path.join(templateDir, 'KEY'), 'utf8') !== templateKey()) return null;
  } catch {
    return null;
  }
  const cluster = path.join(templateDir, 'pgdata');
  return existsSync(path.join(cluster, 'PG_VERSION')) ? cluster : null;
}

/** Makes the template in `templateDir` (a child process runs initdb); nothing when an up-to-date one is there. */
export function makeTemplate(templateDir = TEMPLATE_DIR) {
  if (usableTemplate(templateDir)) return false;
  rmSync(templateDir, { recursive: true, force: true });
  const work = `${templateDir}.new`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  execFileSync(process.execPath, [initdbScript, path.join(work, 'pgdata')], { stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(path.join(work, 'KEY'), templateKey());
  renameSync(work, templateDir);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : TEMPLATE_DIR;
  const made = makeTemplate(dir);
  console.log(made ? `PGlite: mall för en ny databas skapad i ${dir}` : `PGlite: mallen i ${dir} är aktuell`);
}
