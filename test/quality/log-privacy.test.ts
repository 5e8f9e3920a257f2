// Nothing personal in the logs: after sign-up, sign-ins, a reset request, chat, the contact form and a
// failed query whose parameters carry an e-mail address and a session token, no captured log line holds
// the password, the token or the e-mail address; the failed query is logged with statement and code.
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { parseEnv } from '@server/env.js';
import { createDeps } from '@server/deps.js';
import type { Deps } from '@server/context.js';
import { serializeError } from '@server/lib/log.js';

const ORIGIN = 'http://localhost:3000';
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let database: Database;
let deps: Deps;
let app: ReturnType<typeof createApp>;

const tag = randomBytes(3).toString('hex');
const PASSWORD = `Hemligt-${tag}-lösen`;
const EMAIL = `karin.${tag}@exempel.se`;
const OTHER_EMAIL = `olle.${tag}@exempel.se`;

function request(
  path: string,
  init: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('origin', ORIGIN);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  return Promise.resolve(
    app.request(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    }),
  );
}

beforeAll(async () => {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: 'log-privacy-secret-log-privacy-secret-00',
    DATA_DIR: `/tmp/samverka-logs-${tag}`,
    PASSWORD_HASH_LOG_N: '10',
    SEED_SAMPLES: 'false',
  });
  database = await openDatabase({ dataDir: 'memory://' });
  deps = await createDeps(env, { database, logDestination: sink });
  app = createApp(deps);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await deps.hub.stop();
  await database.close();
});

describe('log privacy', () => {
  it('keeps password, token and e-mail address out of every log line', async () => {
    const signUp = async (email: string, username: string) => {
      const res = await request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, username, password: PASSWORD, userType: 'business' },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { user: { id: string } };
      return { id: body.user.id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
    };
    const karin = await signUp(EMAIL, `karin${tag}`);
    const olle = await signUp(OTHER_EMAIL, `olle${tag}`);
    // Karin writes first: her address must be confirmed
    await deps.db.execute(sql`UPDATE users SET email_verified = true WHERE id = ${karin.id}`);
    const token = karin.cookie.split('=')[1];
    expect(token.length).toBeGreaterThan(10);

    expect(
      (await request('/api/auth/sign-in/email', { method: 'POST', json: { email: EMAIL, password: 'fel' } })).status,
    ).toBe(401);
    const signedIn = await request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: EMAIL, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    await request('/api/auth/request-password-reset', { method: 'POST', json: { email: EMAIL } });
    // the mails go out (to the outbox folder, whose log line names the link): no token, no address in it
    await request('/api/auth/send-verification-email', { method: 'POST', json: { email: OTHER_EMAIL } });
    await deps.mail.drain();
    const mailed = lines.filter((l) => l.includes('mail written to the outbox'));
    expect(mailed.length).toBeGreaterThan(0);
    for (const line of mailed) {
      const link = String((JSON.parse(line) as { link?: string }).link ?? '');
      expect(link).toMatch(/token=[^&]{1,6}…/);
      expect(link).not.toContain(Buffer.from(OTHER_EMAIL).toString('base64').slice(0, 12));
    }
    await request('/api/auth/forget-password', { method: 'POST', json: { email: EMAIL } });
    const sent = await request(`/api/messages/${olle.id}`, {
      method: 'POST',
      cookie: karin.cookie,
      json: { text: `Hej! Nå mig på ${EMAIL}` },
    });
    expect(sent.status).toBe(201);
    await request('/api/me', { cookie: karin.cookie, headers: { authorization: `Bearer ${token}` } });
    await request('/api/contact', {
      method: 'POST',
      json: { name: 'Karin', email: EMAIL, subject: 'Fråga', message: `Svara till ${EMAIL}` },
    });

    // a failed query whose parameters are personal: the unhandled-error path logs it
    vi.spyOn(deps.limiter, 'hit').mockImplementationOnce(async () => {
      await deps.db.execute(sql`SELECT no_such_column FROM users WHERE email = ${EMAIL} AND id <> ${token}`);
      return true;
    });
    const failed = await request('/api/contact', {
      method: 'POST',
      json: { name: 'Karin', email: EMAIL, subject: 'Fråga', message: 'Hej' },
    });
    expect(failed.status).toBe(500);

    // the same with values logged on purpose as fields and in the message text
    deps.log.info(
      { email: EMAIL, user: { email: EMAIL, password: PASSWORD }, headers: { cookie: karin.cookie } },
      `hej ${EMAIL}`,
    );

    await new Promise((r) => setImmediate(r));
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [PASSWORD, token, EMAIL, OTHER_EMAIL]) expect(log).not.toContain(secret);

    const queryLine = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'unhandled error');
    expect(queryLine).toBeDefined();
    const err = queryLine!.err as { query?: string; cause?: { code?: string } };
    expect(err.query).toContain('no_such_column');
    expect(err.cause?.code).toBe('42703');
  });

  it('drops bound values and detail lines from driver errors', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
    });
    const wrapped = Object.assign(new Error(`Failed query: insert into users values ($1)\nparams: ${EMAIL}`), {
      query: 'insert into users values ($1)',
      params: [EMAIL],
      cause: driver,
    });
    const out = JSON.stringify(serializeError(wrapped));
    expect(out).not.toContain(EMAIL);
    expect(out).toContain('insert into users values ($1)');
    expect(out).toContain('23505');
  });
});
