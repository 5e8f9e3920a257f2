// A first start copies the build's template of an empty cluster (no initdb, decision 210 'Fourth round'):
// the copy opens as a cluster initdb made would, keeps its settings and takes writes; a template made by
// another PGlite or another initdb script is never copied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { testDatabaseKind } from '@test/support/harness.js';
import { createPgliteCluster, isNewPgliteDir } from './pglite-create.js';
import { makeTemplate, templateKey, usableTemplate } from './pglite-template.mjs';

const root = `/tmp/samverka-pglite-create-${randomBytes(6).toString('hex')}`;
const templateDir = path.join(root, 'template');

describe.skipIf(testDatabaseKind === 'postgres')('a new embedded database from the template', () => {
  beforeAll(() => {
    mkdirSync(root, { recursive: true });
    expect(makeTemplate(templateDir)).toBe(true);
    // made once: a second build keeps it
    expect(makeTemplate(templateDir)).toBe(false);
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is a copy of the template that opens, keeps its settings and takes writes', async () => {
    const template = usableTemplate(templateDir);
    expect(template).toBe(path.join(templateDir, 'pgdata'));
    const dir = path.join(root, 'data', 'pglite');
    mkdirSync(dir, { recursive: true }); // an empty folder, as a first start may leave it
    expect(await createPgliteCluster(dir, { template })).toBe(true);
    expect(isNewPgliteDir(dir)).toBe(false);
    expect(existsSync(`${dir}.new`)).toBe(false);
    // a cluster is there now: nothing is copied over it
    expect(await createPgliteCluster(dir, { template })).toBe(false);

    const pg = await PGlite.create(dir);
    const { rows } = await pg.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0].shared_buffers).toBe('128MB');
    await pg.exec('CREATE TABLE t (n int); INSERT INTO t VALUES (1), (2)');
    await pg.close();
    const again = await PGlite.create(dir);
    expect((await again.query<{ n: number }>('SELECT sum(n)::int AS n FROM t')).rows[0].n).toBe(3);
    await again.close();
    // the template itself is untouched
    expect(readdirSync(path.join(templateDir, 'pgdata', 'base')).length).toBeGreaterThan(0);
    expect(usableTemplate(templateDir)).toBe(template);
  }, 120_000);

  it('is not used when it was made by another PGlite or initdb script', () => {
    writeFileSync(path.join(templateDir, 'KEY'), templateKey().replace(/@[\d.]+ /, '@0.0.1 '));
    expect(usableTemplate(templateDir)).toBeNull();
    writeFileSync(path.join(templateDir, 'KEY'), templateKey());
    expect(usableTemplate(templateDir)).not.toBeNull();
    expect(usableTemplate(path.join(root, 'nowhere'))).toBeNull();
  });

  it('is not copied over what a crashed initdb left (initdb decides, as before)', async () => {
    const dir = path.join(root, 'crashed', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'half-written'), '');
    // the template is refused; the child's initdb then runs on the folder as before this change
    const created = createPgliteCluster(dir, { template: usableTemplate(templateDir) });
    await expect(created).resolves.toBe(true);
    expect(existsSync(path.join(dir, 'half-written'))).toBe(true);
  }, 120_000);
});
