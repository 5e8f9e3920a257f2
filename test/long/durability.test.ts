// Nothing acknowledged is lost (issue 8 §3). A real server process (as `npm start` runs it) takes
// offers and chat messages from concurrent clients as fast as it answers; it is killed with SIGKILL
// at a random moment; the database is then opened directly and every write that got a 2xx answer
// must be there, whole. 20 rounds on PGlite under DATA_DIR, and on PostgreSQL when
// TEST_DATABASE_URL is set. A last round sends SIGTERM instead: requests in flight still finish.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@test/support/server-process.js';
import { createFreshDatabase } from '@test/support/fresh-database.js';
import { signUpOverHttp, type HttpUser } from '@test/support/http-sign-up.js';

const env = process.env;
const AUTH_SECRET = 'durability-secret-durability-secret-0123';
const ROUNDS = Number(env.DURABILITY_ROUNDS ?? 20);
const WORKERS = 8;

/** a small seeded PRNG: the kill moments are the same on every run */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Target {
  kind: 'pglite' | 'postgres';
  serverEnv: Record<string, string>;
  /** ids of the given table that exist, of those asked about */
  existing(table: 'offers' | 'private_messages', ids: string[]): Promise<Set<string>>;
  /** rows of acknowledged offers that are not whole (title or description missing) */
  broken(ids: string[]): Promise<number>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-durability-'));
  const open = async <T>(
    fn: (q: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>,
  ) => {
    const { PGlite } = await import('@electric-sql/pglite');
    // opening the directory after the kill is exactly what the next `npm start` does
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      return await fn(async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows);
    } finally {
      await db.close();
    }
  };
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    existing: (table, ids) =>
      open(
        async (q) =>
          new Set(
            (await q(`SELECT id::text AS id FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])).map((r) =>
              String(r.id),
            ),
          ),
      ),
    broken: (ids) =>
      open(async (q) =>
        Number(
          (
            await q(
              `SELECT count(*) AS n FROM offers WHERE id = ANY($1::bigint[]) AND (title = '' OR description = '')`,
              [ids],
            )
          )[0].n,
        ),
      ),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const fresh = await createFreshDatabase(url, 'samverka_durability');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samverka-durability-pg-'));
  const query = async (sql: string, params: unknown[]) => {
    const c = new pg.Client({ connectionString: fresh.url });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows as Record<string, unknown>[];
    } finally {
      await c.end();
    }
  };
  return {
    kind: 'postgres',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
    existing: async (table, ids) =>
      new Set(
        (await query(`SELECT id::text AS id FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])).map((r) =>
          String(r.id),
        ),
      ),
    broken: async (ids) =>
      Number(
        (
          await query(
            `SELECT count(*) AS n FROM offers WHERE id = ANY($1::bigint[]) AND (title = '' OR description = '')`,
            [ids],
          )
        )[0].n,
      ),
    cleanup: async () => {
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function startServer(target: Target): Promise<ServerProcess> {
  return startServerProcess({
    stdio: 'capture',
    readyTimeoutMs: 120_000,
    env: {
      PATH: env.PATH ?? '',
      HOME: env.HOME ?? '',
      NODE_ENV: 'production',
      AUTH_SECRET,
      SEED_SAMPLES: 'false',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_LOG_N: '10',
      BASIC_OFFER_LIMIT: '1000000',
      TRUST_PROXY: 'true',
      ...target.serverEnv,
    },
  });
}

type Session = HttpUser;

function signUp(url: string, n: number): Promise<Session> {
  const tag = `${Date.now().toString(36)}${n}${randomBytes(2).toString('hex')}`;
  return signUpOverHttp(url, {
    handle: `hallbar${tag}`,
    userType: 'business',
    ip: `10.77.${n}.${1 + (n % 250)}`,
    authSecret: AUTH_SECRET,
  });
}

interface Acked {
  offers: string[];
  messages: string[];
}

/** clients writing as fast as the server answers until `stop` says so; only 2xx answers count */
async function writeLoad(
  url: string,
  users: Session[],
  receiver: Session,
  stop: () => boolean,
  acked: Acked,
  stats: { errors: number; refused: number; causes: string[] },
) {
  let n = 0;
  const worker = async (w: number) => {
    while (!stop()) {
      const user = users[(w + n) % users.length];
      const i = n++;
      const headers = {
        origin: url,
        'content-type': 'application/json',
        cookie: user.cookie,
        'x-forwarded-for': user.ip,
      };
      try {
        if (i % 3 === 2) {
          const res = await fetch(`${url}/api/messages/${receiver.id}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ text: `Meddelande ${i} om sponsring` }),
          });
          if (res.status === 201)
            acked.messages.push(String(((await res.json()) as { message: { id: string } }).message.id));
          else stats.refused++;
        } else {
          const res = await fetch(`${url}/api/offers`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              type: 'business',
              title: `Hållbart erbjudande ${i}`,
              organization: 'Hållbarhet AB',
              description:
                'Ett erbjudande som skrivs medan servern kan dö när som helst, och som ändå ska finnas kvar.',
              tags: ['test'],
              phone: '08-123 45 67',
              contact_info: 'kontakt@exempel.se',
            }),
          });
          if (res.status === 201) acked.offers.push(String(((await res.json()) as { id: string | number }).id));
          else stats.refused++;
        }
      } catch (error) {
        // the connection died with the server: not acknowledged, nothing to check
        stats.errors++;
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        stats.causes.push(cause?.code ?? cause?.message ?? String(error));
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
}

const targets: (() => Promise<Target>)[] = [pgliteTarget];
if (env.TEST_DATABASE_URL) targets.push(() => postgresTarget(env.TEST_DATABASE_URL!));

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => {});
});

describe('durability under SIGKILL and SIGTERM', () => {
  for (const make of targets) {
    const kind = make === pgliteTarget ? 'pglite' : 'postgres';
    it(`${kind}: ${ROUNDS} rounds of SIGKILL at a random moment lose no acknowledged write`, async () => {
      const target = await make();
      cleanups.push(() => target.cleanup());
      const random = prng(kind === 'pglite' ? 8 : 9);
      const acked: Acked = { offers: [], messages: [] };
      let server = await startServer(target);
      const users = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(server.url, i)));
      const receiver = await signUp(server.url, 99);
      const lines: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        if (round > 1) server = await startServer(target);
        // a random moment inside the write stream: after a random number of acknowledged writes
        // (the server must be taking writes), plus a random fraction of a second
        const killAfterWrites = 3 + Math.floor(random() * 40);
        const killDelay = Math.floor(random() * 300);
        const before = { offers: acked.offers.length, messages: acked.messages.length };
        const stats = { errors: 0, refused: 0, causes: [] as string[] };
        let dead = false;
        const load = writeLoad(server.url, users, receiver, () => dead, acked, stats);
        const waitStart = Date.now();
        while (
          acked.offers.length + acked.messages.length - before.offers - before.messages < killAfterWrites &&
          Date.now() - waitStart < 30_000
        ) {
          await new Promise((r) => setTimeout(r, 5));
        }
        await new Promise((r) => setTimeout(r, killDelay));
        const killAfter = Date.now() - waitStart;
        server.kill('SIGKILL');
        await server.exited;
        dead = true;
        await load;
        const offers = await target.existing('offers', acked.offers);
        const messages = await target.existing('private_messages', acked.messages);
        const lostOffers = acked.offers.filter((id) => !offers.has(id));
        const lostMessages = acked.messages.filter((id) => !messages.has(id));
        const line = `durability ${kind} round ${round}: killed after ${killAfter} ms; acknowledged +${acked.offers.length - before.offers} offers, +${acked.messages.length - before.messages} messages (refused ${stats.refused}, cut ${stats.errors}); lost ${lostOffers.length + lostMessages.length}`;
        lines.push(line);
        console.log(line);
        expect(lostOffers, `round ${round}: acknowledged offers missing after SIGKILL`).toEqual([]);
        expect(lostMessages, `round ${round}: acknowledged messages missing after SIGKILL`).toEqual([]);
        expect(await target.broken(acked.offers)).toBe(0);
      }
      expect(acked.offers.length, 'the load wrote something').toBeGreaterThan(ROUNDS);

      // SIGTERM under load: requests already sent get their answers, and those writes are kept
      server = await startServer(target);
      const stats = { errors: 0, refused: 0, causes: [] as string[] };
      const before = acked.offers.length + acked.messages.length;
      let stopping = false;
      const load = writeLoad(server.url, users, receiver, () => stopping, acked, stats);
      await new Promise((r) => setTimeout(r, 800));
      // no new request starts from here on; the ones already sent are in flight when SIGTERM lands
      stopping = true;
      server.kill('SIGTERM');
      const code = await server.exited;
      await load;
      const offers = await target.existing('offers', acked.offers);
      const messages = await target.existing('private_messages', acked.messages);
      console.log(
        `durability ${kind} SIGTERM: exit ${code}, +${acked.offers.length + acked.messages.length - before} acknowledged, ${stats.errors} requests cut`,
      );
      expect(code).toBe(0);
      expect(stats.errors, `requests in flight at SIGTERM were cut off: ${stats.causes.join(', ')}`).toBe(0);
      expect(acked.offers.filter((id) => !offers.has(id))).toEqual([]);
      expect(acked.messages.filter((id) => !messages.has(id))).toEqual([]);
      // and it starts again on the same data
      server = await startServer(target);
      server.kill('SIGTERM');
      await server.exited;
    });
  }
});
