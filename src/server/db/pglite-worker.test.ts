// PGlite in its worker thread (pglite-host.ts) against PGlite on this thread: the same statements give
// the same rows (types included) and the same errors; transactions hold the session; LISTEN hears NOTIFY;
// a slow statement no longer stops this thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bigint, date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '@server/db/client.js';
import { pgCode, rows } from '@server/db/raw.js';
import { testDatabaseKind } from '@test/support/harness.js';

const things = pgTable('parity_things', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }),
  plain: timestamp('plain', { mode: 'string' }),
  day: date('day'),
  big: bigint('big', { mode: 'bigint' }),
  count: bigint('count', { mode: 'number' }),
  amount: numeric('amount'),
  doc: jsonb('doc'),
  tags: text('tags').array(),
  span: interval('span'),
});

const CREATE = `CREATE TABLE parity_things (
  id int PRIMARY KEY, at timestamptz, plain timestamp, day date, big int8, count int8, amount numeric,
  doc jsonb, tags text[], span interval, blob bytea, stamps timestamptz[], amounts numeric[])`;

/** one row of every type the application stores, read as raw SQL */
const EVERY_TYPE = `SELECT 1::int2 AS small, 2::int4 AS int, 9007199254740993::int8 AS huge, 5::int8 AS big,
  1.50::numeric AS num, 1.5::float8 AS float, true AS yes, 'åäö'::text AS txt, 'x'::varchar(3) AS v,
  '2026-01-02T03:04:05.678Z'::timestamptz AS tz, '2026-01-02 03:04:05'::timestamp AS ts, '2026-01-02'::date AS day,
  '1 day 02:00:00'::interval AS span, '{"a":[1,2],"b":{"c":null}}'::jsonb AS jb, '[1,"x"]'::json AS js,
  ARRAY[1,2,3]::int[] AS ints, ARRAY['a','b'] AS texts, ARRAY['2026-01-02T00:00:00Z'::timestamptz] AS stamps,
  ARRAY[1.5,2]::numeric[] AS nums, ARRAY['2026-01-02'::date] AS days, '\\xdeadbeef'::bytea AS bytes,
  NULL::text AS nothing, '6f1c1d8e-63f2-4f61-9b8f-0c6a6c3e1b11'::uuid AS id`;

describe.skipIf(testDatabaseKind === 'postgres')('PGlite in a worker thread', () => {
  let here: Database;
  let there: Database;
  beforeAll(async () => {
    [here, there] = await Promise.all([
      openDatabase({ dataDir: 'memory://' }),
      openDatabase({ dataDir: 'memory://', pgliteWorker: true }),
    ]);
    for (const d of [here, there]) {
      await d.exec(CREATE);
    }
  });
  afterAll(async () => {
    await Promise.all([here?.close(), there?.close()]);
  });

  /** runs the same thing on both and expects identical results */
  const same = async <T>(run: (d: Database) => Promise<T>) => {
    const [a, b] = [await run(here), await run(there)];
    expect(b).toStrictEqual(a);
    return b;
  };

  it('runs in a worker only when asked', () => {
    expect(here.pgliteWorker).toBeUndefined();
    expect(there.pgliteWorker?.state()).toBe('up');
  });

  it("opens with 32 MB of shared buffers, not PGlite's 128 MB (a first start's memory)", async () => {
    expect(await there.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('gives rows of every type identical to PGlite on this thread', async () => {
    const text = EVERY_TYPE;
    const [row] = await same((d) => d.query<Record<string, unknown>>(text));
    // the types themselves, not only equal values
    expect(row!.tz).toBeInstanceOf(Date);
    expect(typeof row!.huge).toBe('bigint');
    expect(row!.bytes).toBeInstanceOf(Uint8Array);
    expect(row!.jb).toEqual({ a: [1, 2], b: { c: null } });
    // Drizzle's raw execute (dates left as text) and the job queue's executor
    await same(async (d) => (await d.db.execute(sql.raw(text))).rows);
    await same(async (d) => rows(d.db, sql`SELECT ${new Date('2026-03-04T05:06:07Z')}::timestamptz AS at`));
    await same((d) => d.executeSql(text));
  });

  it('writes and reads through Drizzle with the same types, parameters included', async () => {
    const row = {
      id: 1,
      at: new Date('2026-05-06T07:08:09.123Z'),
      plain: '2026-05-06 07:08:09',
      day: '2026-05-06',
      big: 2n ** 60n,
      count: 42,
      amount: '12.50',
      doc: { name: 'Föreningen', list: [1, 'två'], nested: { ok: true } },
      tags: ['idrott', 'barn'],
      span: '3 days',
    };
    const written = await same((d) => d.db.insert(things).values(row).returning());
    expect(written[0]!.big).toBe(2n ** 60n);
    await same((d) => d.db.select().from(things));
    await same((d) =>
      d.query('UPDATE parity_things SET blob = $1, stamps = $2, amounts = $3 WHERE id = 1 RETURNING *', [
        Buffer.from([1, 2, 255]),
        [new Date('2026-01-01T00:00:00Z')],
        ['1.5', '2'],
      ]),
    );
  });

  it('fails with the same error fields (code, constraint) as on this thread', async () => {
    const failure = async (d: Database) => {
      const error = await d.db
        .insert(things)
        .values({ id: 1 })
        .then(
          () => null,
          (e: unknown) => e as Error & { cause?: Record<string, unknown> },
        );
      const cause = error?.cause ?? {};
      return { code: pgCode(error), constraint: cause.constraint, detail: cause.detail, table: cause.table };
    };
    const error = await same(failure);
    expect(error.code).toBe('23505');
    expect(error.constraint).toBe('parity_things_pkey');
    const raw = await same((d) =>
      d.query('SELECT nope').catch((e: { code?: string; message: string }) => [e.code, e.message]),
    );
    expect(raw[0]).toBe('42703');
  });

  it('holds the session for a transaction: other statements wait for its COMMIT', async () => {
    let outside: Promise<unknown[]> | undefined;
    let settled = false;
    await there.db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 10 });
      outside = there.query('SELECT id FROM parity_things WHERE id = 10');
      void outside.then(() => (settled = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(settled).toBe(false);
    });
    expect(await outside).toEqual([{ id: 10 }]);
  });

  it('rolls back a failed transaction and a failed savepoint', async () => {
    await expect(
      there.db.transaction(async (tx) => {
        await tx.insert(things).values({ id: 20 });
        throw new Error('afbryt');
      }),
    ).rejects.toThrow('afbryt');
    await there.db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 21 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(things).values({ id: 22 });
          inner.rollback();
        })
        .catch(() => {});
    });
    // a statement error inside a transaction rolls it back and the session is usable afterwards
    await expect(
      there.db.transaction(async (tx) => {
        await tx.insert(things).values({ id: 23 });
        await tx.insert(things).values({ id: 23 });
      }),
    ).rejects.toThrow();
    const ids = await there.query<{ id: number }>(
      'SELECT id FROM parity_things WHERE id BETWEEN 20 AND 29 ORDER BY id',
    );
    expect(ids.map((r) => r.id)).toEqual([21]);
  });

  it('runs the job queue scripts and rolls back a failed one', async () => {
    const result = await there.executeSql(
      'CREATE TABLE parity_jobs (a int); INSERT INTO parity_jobs VALUES (1), (2); SELECT sum(a)::int AS s FROM parity_jobs',
    );
    expect(result.rows).toEqual([{ s: 3 }]);
    await expect(there.executeSql('BEGIN; INSERT INTO parity_jobs VALUES (3); SELECT nope; COMMIT;')).rejects.toThrow();
    expect(await there.query('SELECT count(*)::int AS n FROM parity_jobs')).toEqual([{ n: 2 }]);
    expect(await there.executeSql('SELECT $1::int + 1 AS n', [41])).toEqual({ rows: [{ n: 42 }] });
  });

  it('delivers NOTIFY to a LISTEN, and stops after unlisten', async () => {
    const heard: string[] = [];
    const stop = await there.listen('parity_channel', (p) => heard.push(p));
    await there.query(`SELECT pg_notify('parity_channel', 'hej')`);
    await expect.poll(() => heard).toEqual(['hej']);
    await stop();
    await there.query(`SELECT pg_notify('parity_channel', 'igen')`);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual(['hej']);
  });

  it('keeps this thread free while a slow statement runs (and PGlite here does not)', async () => {
    /** the longest gap between ticks of a 20 ms timer while `run` is under way */
    const longestGap = async (run: () => Promise<unknown>) => {
      let last = performance.now();
      let gap = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        gap = Math.max(gap, now - last);
        last = now;
      }, 20);
      await run();
      clearInterval(timer);
      // a timer that never fired counts from the start
      return Math.max(gap, performance.now() - last);
    };
    const slow = (d: Database) => () => d.query('SELECT pg_sleep(1.5)');
    expect(await longestGap(slow(there))).toBeLessThan(500);
    expect(await longestGap(slow(here))).toBeGreaterThan(1000);
  });
});
