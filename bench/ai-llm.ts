// `npx tsx bench/ai-llm.ts`: the time the language model's request reading and reranking add to one matcher
// call, with the local chat-completions stand-in answering at once (so: the HTTP round trips, prompt
// building and validation, not a real model's thinking time). Development set, PGlite in memory.
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import type { Deps } from '@server/context.js';
import { openDatabase } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { createLlmClient, type LlmClient } from '@server/adapters/llm/openai-compatible.js';
import { matchMessage } from '@server/features/ai/ai.service.js';
import { EMPTY_REWRITE } from '@server/features/ai/model-assist.js';
import { rerankCandidates, startLlmStandIn } from '../test/support/llm-stand-in.js';
import type { OfferFixture } from './lib/offer-fixture.js';
import { fromDevelopment, loadOffers } from './lib/ai-eval.js';

const read = <T>(path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const offers = read<OfferFixture[]>('./data/offers.json');
const queries = read<Parameters<typeof fromDevelopment>[0][]>('./data/queries.json').map(fromDevelopment);
const ROUNDS = 3;

const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database);
await loadOffers(
  database,
  offers.map((offer) => ({ offer, key: offer.key })),
);
const standIn = await startLlmStandIn();
standIn.modes.rewrite = { kind: 'json', value: EMPTY_REWRITE };
standIn.modes.rerank = { kind: 'json-from', answer: (b) => ({ order: rerankCandidates(b).map((c) => c.id) }) };
const llm = createLlmClient({ baseURL: standIn.baseURL, apiKey: 'bench', model: 'stand-in' }, 20_000);
const deps = (client: LlmClient | null) =>
  ({ database, env: { AI_ASSIST_TIMEOUT_MS: 2500 }, log: pino({ level: 'warn' }), llm: client }) as unknown as Deps;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const times = { offline: [] as number[], model: [] as number[] };
for (let round = 0; round <= ROUNDS; round++) {
  for (const q of queries) {
    for (const kind of ['offline', 'model'] as const) {
      const user = q.askerType
        ? {
            id: 'bench',
            email: 'b@exempel.se',
            emailVerified: true,
            createdAt: new Date(),
            role: 'user',
            username: null,
            userType: q.askerType,
          }
        : null;
      const start = performance.now();
      await matchMessage({ deps: deps(kind === 'model' ? llm : null), user, request: { message: q.text } });
      if (round > 0) times[kind].push(performance.now() - start);
    }
  }
}
const calls = standIn.requests.length;
await standIn.close();
await database.close();
const line = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms  p95 ${percentile(xs, 95).toFixed(1)} ms`;
console.log(
  `AI matcher with the stand-in model: ${offers.length} offers, ${queries.length} queries × ${ROUNDS} rounds`,
);
console.log(`  offline:          ${line(times.offline)}`);
console.log(`  reading + rerank: ${line(times.model)}  (${calls} model calls)`);
console.log(
  `  added:            p50 ${(percentile(times.model, 50) - percentile(times.offline, 50)).toFixed(1)} ms  p95 ${(percentile(times.model, 95) - percentile(times.offline, 95)).toFixed(1)} ms`,
);
