// The embedded database is vacuumed by the server itself (PGlite has no autovacuum): at start and then on
// a timer; PostgreSQL is left to its own autovacuum.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { startPgliteMaintenance } from './maintenance.js';

const log = { info: vi.fn(), warn: vi.fn() };

describe('the embedded database maintenance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.exec('CREATE TABLE t (n int); INSERT INTO t SELECT generate_series(1, 1000)');
  });
  afterAll(() => database.close());

  const reltuples = async () =>
    (await database.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 't'`))[0].n;

  it('vacuums and analyzes PGlite at once and again on its timer, and stops', async () => {
    const seen: string[] = [];
    const off = database.onQuery?.((text) => seen.push(text));
    // never analyzed: PostgreSQL does not know how many rows there are
    expect(await reltuples()).toBe(-1);
    const maintenance = startPgliteMaintenance(database, log, 50);
    await maintenance.running();
    expect(seen.filter((s) => s === 'VACUUM (ANALYZE)')).toHaveLength(1);
    expect(await reltuples()).toBe(1000);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ ms: expect.any(Number) }),
      'embedded database vacuumed',
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    await maintenance.running();
    expect(seen.filter((s) => s === 'VACUUM (ANALYZE)').length).toBeGreaterThanOrEqual(2);
    await maintenance.stop();
    const count = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen.length).toBe(count);
    off?.();
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    const exec = vi.fn(async () => {});
    const maintenance = startPgliteMaintenance({ kind: 'postgres', exec } as unknown as Database, log, 10);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await maintenance.stop();
    expect(exec).not.toHaveBeenCalled();
  });
});
