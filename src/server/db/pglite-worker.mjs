// The embedded database's own thread (see pglite-host.ts and docs/decisions/210-throughput.md): one PGlite
// on the data folder, driven by messages. Plain JavaScript so that it runs the same under tsx, vitest and
// node without a loader in the worker.
//
// in:  { id, op: 'query', text, params, rowMode, rawTypes, tx }   → Results (rows, fields, affectedRows)
//      { id, op: 'exec', text, tx }                                → Results[]
//      { id, op: 'begin' }                                         → a transaction id holding the session
//      { id, op: 'end', tx, commit }                               → COMMIT or ROLLBACK of that transaction
//      { id, op: 'listen' | 'unlisten', channel }
//      { id, op: 'close' }
// out: { ready: true } once the database is open, { id, result } or { id, error }, { notify, payload }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// 32 MB of shared buffers instead of PGlite's 128 MB (a command-line setting: it wins over the cluster's
// own postgresql.auto.conf): PGlite touches all of its shared memory when it opens, so each MB is resident
// from the first moment; 32 MB keeps a first start's whole process tree under 600 MB with room to spare
// (decision 210, 'Fourth round': 48 MB left it at 593–614 MB). Pages beyond it are read from the data folder through the system's file cache.
const pg = await PGlite.create(workerData.dataDir, {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
});

/** a value parsed as the text PostgreSQL sent (Drizzle asks this for dates, timestamps, intervals) */
const raw = (value) => value;
const ROLLBACK = Symbol('rollback');
/** open transactions: id → { tx, commit, rollback, done } */
const transactions = new Map();
let nextTransaction = 1;
/** LISTENs: channel → unlisten */
const listens = new Map();

const gone = () => Object.assign(new Error('the transaction is no longer open'), { code: '25P01' });

const target = (message) => {
  if (message.tx == null) return pg;
  const open = transactions.get(message.tx);
  if (!open) throw gone();
  return open.tx;
};

/** An error as plain data: its message and every primitive field (code, constraint, detail, table, …). */
const errorData = (error) => {
  const out = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
};

const ops = {
  query(m) {
    const options = {};
    if (m.rowMode) options.rowMode = m.rowMode;
    if (m.rawTypes?.length) options.parsers = Object.fromEntries(m.rawTypes.map((oid) => [oid, raw]));
    return target(m).query(m.text, m.params, options);
  },
  exec(m) {
    return target(m).exec(m.text);
  },
  begin() {
    const id = nextTransaction++;
    return new Promise((resolve, reject) => {
      const open = {};
      // PGlite's own transaction holds the session: every statement without this id waits behind it
      open.done = pg
        .transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              Object.assign(open, { tx, commit, rollback });
              transactions.set(id, open);
              resolve(id);
            }),
        )
        .finally(() => transactions.delete(id));
      // a failed BEGIN rejects the begin; after it the outcome belongs to 'end'
      open.done.catch(reject);
    });
  },
  async end(m) {
    const open = transactions.get(m.tx);
    if (!open) throw gone();
    if (m.commit) open.commit();
    else open.rollback(ROLLBACK);
    try {
      await open.done;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return null;
  },
  async listen(m) {
    if (listens.has(m.channel)) return null;
    const unlisten = await pg.listen(m.channel, (payload) => parentPort.postMessage({ notify: m.channel, payload }));
    listens.set(m.channel, unlisten);
    return null;
  },
  async unlisten(m) {
    const unlisten = listens.get(m.channel);
    listens.delete(m.channel);
    await unlisten?.();
    return null;
  },
  async close() {
    if (!pg.closed) await pg.close();
    return null;
  },
};

parentPort.on('message', async (m) => {
  try {
    const result = await ops[m.op](m);
    parentPort.postMessage({ id: m.id, result });
  } catch (error) {
    parentPort.postMessage({ id: m.id, error: errorData(error) });
  }
  if (m.op === 'close') parentPort.close();
});
parentPort.postMessage({ ready: true });
