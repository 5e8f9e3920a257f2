// Issue 18: the language model reads the request and reorders the matcher's top 20, against a local
// chat-completions stand-in: a good reading, bad JSON, a slow model, a 500, an order with unknown ids. Every
// failure leaves the offline result; the model can never bring in a hidden or unapproved offer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import {
  rerankCandidates,
  startLlmStandIn,
  type LlmStandIn,
  type StandInMode,
  type StandInRequest,
} from '@test/support/llm-stand-in.js';
import type { SessionUser } from '@server/context.js';
import type { TAiChatResponse } from '@shared/schemas/ai.js';
import { answerChat } from './ai.service.js';
import { analyseMessage } from './analysis.js';
import { findMatches } from './matcher.js';
import { EMPTY_REWRITE, type Rewrite } from './model-assist.js';

/** long enough for a loaded test machine to answer a scripted call, short enough to wait out twice */
const TIMEOUT_MS = 1500;
/** a message whose place and sport only a reader who knows the slang finds ('Götet', 'lirare') */
const SLANG = 'Vi söker någon som vill stötta våra lirare i Götet';

async function seed(ctx: TestContext) {
  const db = ctx.deps.database;
  const business = (title: string, location: string, tags: string[], extra = {}) =>
    insertOffer(db, { type: 'business', title, organization: `${title} AB`, location, tags, ...extra });
  return {
    gbg: await business('Huvudsponsor för ungdomsfotboll', 'Göteborg', ['fotboll', 'ungdom'], { daysAgo: 3 }),
    bank: await business('Bank sponsrar fotbollsklubbar', 'Göteborg', ['fotboll']),
    malmo: await business('Sportbutik sponsrar fotbollslag', 'Malmö', ['fotboll']),
    umea: await business('Elbolag stöttar fotboll för tjejer', 'Umeå', ['fotboll', 'tjejer']),
    hidden: await business('Hemlig fotbollssponsor', 'Göteborg', ['fotboll', 'hemlig'], { isApproved: false }),
    club: await insertOffer(db, {
      type: 'association',
      title: 'Fotbollsförening söker sponsor',
      organization: 'Söder IF',
      location: 'Göteborg',
      tags: ['fotboll'],
    }),
  };
}

const asUser = (id: string, userType: string): SessionUser => ({
  id,
  email: `${id}@exempel.se`,
  emailVerified: true,
  createdAt: new Date(),
  role: 'user',
  username: null,
  userType,
});

let llm: LlmStandIn;
let lt: TestContext;
let ids: Awaited<ReturnType<typeof seed>>;
let logs: string[];

beforeAll(async () => {
  llm = await startLlmStandIn();
  lt = await createTestContext({
    AI_BASE_URL: llm.baseURL,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'stand-in-1',
    AI_ASSIST_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  ids = await seed(lt);
});
afterAll(async () => {
  await lt.close();
  await llm.close();
});
beforeEach(() => {
  logs = [];
  llm.requests = [];
  llm.mode = { kind: 'reply', text: 'Här är några förslag.' };
  llm.modes = {};
});

const logger = () => pino({ level: 'debug' }, { write: (line: string) => void logs.push(line) });

/** the answer with the model configured, and what it logged */
const ask = (message: string, user: SessionUser | null = null) =>
  answerChat({ deps: { ...lt.deps, log: logger() }, user, request: { message } });

/** the answer with no AI_* set: the same database, the process's dependencies as createDeps makes them then */
const withoutModel = () => ({
  ...lt.deps,
  env: { ...lt.deps.env, AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined },
  llm: null,
});
const offline = (message: string, user: SessionUser | null = null) =>
  answerChat({ deps: withoutModel(), user, request: { message } });

/** the model's reading of a request: nothing found, but for `found` */
const reading = (found: Partial<Rewrite>): StandInMode => ({ kind: 'json', value: { ...EMPTY_REWRITE, ...found } });
const titles = (r: TAiChatResponse) => r.matches.map((m) => m.title);
const calls = (kind: 'rewrite' | 'rerank') =>
  llm.requests.filter((b) => b.response_format && (kind === 'rerank') === b.messages.at(-1)!.content.startsWith('{'));

describe('without AI_*', () => {
  it('answers with the offline matcher alone, exactly as findMatches ranks', async () => {
    const message = 'Förening söker sponsor till fotboll i Göteborg';
    const body = await offline(message);
    const direct = await findMatches({ database: lt.deps.database, analysis: analyseMessage(message) });
    expect(body.matches).toEqual(
      direct.matches.map(({ id, title, organization, score, reasons }) => ({
        id,
        title,
        organization,
        score,
        reasons,
      })),
    );
    expect(body.notice).toBeUndefined();
    expect(llm.requests).toEqual([]);
  });
});

describe('the model reads the request', () => {
  it('fills in the place and cause the offline reading missed', async () => {
    const without = await offline(SLANG, asUser('u-slang', 'association'));
    expect(without.matches.flatMap((m) => m.reasons)).not.toContain('Samma ort: Göteborg');

    llm.modes.rewrite = reading({
      asker: 'association',
      seeks: ['business'],
      causes: ['idrott'],
      topics: ['fotboll'],
      places: ['Göteborg'],
    });
    llm.modes.rerank = { kind: 'status', status: 500 };
    const body = await ask(SLANG, asUser('u-slang', 'association'));
    const rewrite = calls('rewrite');
    expect(rewrite).toHaveLength(1);
    expect(rewrite[0].messages[0].content).toMatch(/^Du tolkar förfrågningar till Samverka/u);
    expect(rewrite[0].messages.at(-1)!.content).toBe(SLANG);
    expect(body.matches[0].reasons).toContain('Samma ort: Göteborg');
    expect(body.matches[0].reasons).toContain('Område: idrott');
    expect([ids.gbg, ids.bank]).toContain(body.matches[0].id);
    // a club asks: the club's own kind is not an answer, whatever the model thought
    expect(body.matches.map((m) => m.id)).not.toContain(ids.club);
  });

  it('keeps the account type when the model says the asker is something else', async () => {
    llm.modes.rewrite = reading({
      asker: 'business',
      seeks: ['association'],
      causes: ['idrott'],
      places: ['Göteborg'],
    });
    llm.modes.rerank = { kind: 'status', status: 500 };
    const body = await ask(SLANG, asUser('u-club', 'association'));
    expect(body.matches.length).toBeGreaterThan(0);
    for (const m of body.matches) expect(m.id).not.toBe(ids.club);
  });

  for (const [name, mode] of [
    ['bad JSON', { kind: 'reply', text: 'Visst! Här är JSON: {asker: förening' }],
    ['JSON of another shape', { kind: 'json', value: { asker: 'förening', topics: 'fotboll', extra: true } }],
    ['a 500', { kind: 'status', status: 500 }],
  ] as const) {
    it(`falls back silently to the offline reading on ${name}`, async () => {
      llm.modes.rewrite = mode;
      llm.modes.rerank = { kind: 'status', status: 503 };
      const user = asUser('u-fallback', 'association');
      const body = await ask(SLANG, user);
      expect(body.notice).toBeUndefined();
      expect(body.message).toBe('Här är några förslag.');
      expect(body.matches.map((m) => m.id)).toEqual((await offline(SLANG, user)).matches.map((m) => m.id));
      const warnings = logs.filter((l) => l.includes('offline result used'));
      expect(warnings.map((l) => JSON.parse(l).step)).toEqual(['rewrite', 'rerank']);
      expect(JSON.parse(warnings[0]).reason).toBe(name === 'a 500' ? 'http 500' : 'invalid answer');
      expect(JSON.parse(warnings[1]).reason).toBe('http 503');
      // no personal data in the log: never the message's words
      for (const line of logs) expect(line).not.toMatch(/lirare|Götet/u);
    });
  }

  it('gives the same built-in reply as without a model when every call fails', async () => {
    llm.mode = { kind: 'status', status: 500 };
    for (const message of ['Vår kör söker sponsor till en julkonsert', 'fotboll i Göteborg']) {
      const user = asUser('u-same', 'association');
      const body = await ask(message, user);
      const base = await offline(message, user);
      expect(body.notice).toBe('AI-tjänsten är tillfälligt otillgänglig');
      expect(body.message).toBe(base.message);
      expect(body.matches).toEqual(base.matches);
    }
  });

  it('gives up on a slow model after AI_ASSIST_TIMEOUT_MS', async () => {
    llm.modes.rewrite = { kind: 'slow' };
    llm.modes.rerank = { kind: 'slow' };
    const started = Date.now();
    const body = await ask('fotboll i Göteborg');
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2 * TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(2 * TIMEOUT_MS + 3000);
    expect(body.message).toBe('Här är några förslag.');
    expect(body.matches.map((m) => m.id)).toEqual((await offline('fotboll i Göteborg')).matches.map((m) => m.id));
    const reasons = logs.filter((l) => l.includes('offline result used')).map((l) => JSON.parse(l).reason);
    expect(reasons).toEqual(['timeout', 'timeout']);
  });

  it('uses an answer that arrives just within the deadline', async () => {
    llm.modes.rewrite = { kind: 'delay', ms: TIMEOUT_MS / 4, then: { kind: 'status', status: 500 } };
    llm.modes.rerank = {
      kind: 'delay',
      ms: TIMEOUT_MS / 4,
      then: {
        kind: 'json-from',
        answer: (b) => ({
          order: rerankCandidates(b)
            .map((c) => c.id)
            .reverse(),
        }),
      },
    };
    const body = await ask('fotboll i Göteborg');
    const sent = rerankCandidates(calls('rerank')[0]);
    expect(body.matches[0].id).toBe(sent.at(-1)!.id);
  });

  it('is not asked for a greeting', async () => {
    const body = await ask('Hej!');
    expect(body.matches).toEqual([]);
    expect(calls('rewrite')).toEqual([]);
    expect(calls('rerank')).toEqual([]);
  });
});

describe('the model reorders the top 20', () => {
  it('changes the order when the model says so, keeping the matcher’s scores and reasons', async () => {
    const message = 'fotboll';
    const user = asUser('u-order', 'association');
    llm.modes.rewrite = { kind: 'status', status: 500 };
    llm.modes.rerank = {
      kind: 'json-from',
      answer: (b: StandInRequest) => ({
        order: rerankCandidates(b)
          .map((c) => c.id)
          .reverse(),
      }),
    };
    const body = await ask(message, user);
    const request = calls('rerank')[0];
    expect(request.messages[0].content).toMatch(/^Du rangordnar erbjudanden/u);
    const sent = rerankCandidates(request);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.length).toBeLessThanOrEqual(20);
    expect(Object.keys(sent[0]).sort()).toEqual(['description', 'id', 'place', 'title', 'type']);
    expect(body.matches.map((m) => m.id)).toEqual(
      sent
        .map((c) => c.id)
        .reverse()
        .slice(0, 5),
    );
    const base = await offline(message, user);
    expect(body.matches.map((m) => m.id)).not.toEqual(base.matches.map((m) => m.id));
    const before = new Map(base.matches.map((m) => [m.id, m]));
    for (const m of body.matches) {
      const same = before.get(m.id);
      if (same) expect({ score: m.score, reasons: m.reasons }).toEqual({ score: same.score, reasons: same.reasons });
    }
  });

  it('never brings in a hidden, unapproved or unknown offer, whatever the model answers', async () => {
    llm.modes.rewrite = reading({ topics: ['hemlig'] });
    llm.modes.rerank = {
      kind: 'json-from',
      answer: (b) => {
        const sent = rerankCandidates(b).map((c) => c.id);
        return { order: [ids.hidden, '999999', Number(ids.hidden), sent[1], sent[1], 'x'] };
      },
    };
    const body = await ask('Vi söker en sponsor till fotboll');
    const sent = rerankCandidates(calls('rerank')[0]).map((c) => c.id);
    expect(sent).not.toContain(ids.hidden);
    const got = body.matches.map((m) => m.id);
    expect(got).not.toContain(ids.hidden);
    expect(got).not.toContain('999999');
    // the one known id first, once; the others follow in the matcher's order
    expect(got).toEqual([sent[1], ...sent.filter((id) => id !== sent[1])].slice(0, 5));
    const approved = await lt.deps.database.query<{ id: string }>('SELECT id::text FROM offers WHERE is_approved');
    for (const id of got) expect(approved.map((r) => r.id)).toContain(id);
  });

  it('goes through POST /api/ai/chat too', async () => {
    llm.modes.rewrite = { kind: 'status', status: 500 };
    llm.modes.rerank = {
      kind: 'json-from',
      answer: (b) => ({
        order: rerankCandidates(b)
          .map((c) => c.id)
          .reverse(),
      }),
    };
    await lt.deps.database.query(`DELETE FROM rate_limits WHERE key LIKE 'ai:%'`);
    const res = await lt.request('/api/ai/chat', { method: 'POST', json: { message: 'fotboll i Göteborg' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TAiChatResponse;
    const sent = rerankCandidates(calls('rerank')[0]);
    expect(body.matches[0].id).toBe(sent.at(-1)!.id);
    expect(titles(body)).not.toContain('Hemlig fotbollssponsor');
  });
});
