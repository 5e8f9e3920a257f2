// Development aid: `npx tsx bench/debug-ai.ts "<message>" [asker type]` prints the analysis and the top 5
// matches of the development corpora (all five sets' offers) with scores and reasons (never the held-out set).
import { readFileSync } from 'node:fs';
import { openDatabase } from '@server/db/client.js';
import { migrate } from '@server/db/migrate.js';
import { analyseMessage } from '@server/features/ai/analysis.js';
import { findMatches } from '@server/features/ai/matcher.js';
import type { OfferType } from '@shared/constants.js';
import type { OfferFixture } from './lib/offer-fixture.js';
import { loadOffers } from './lib/ai-eval.js';

const offers = JSON.parse(
  readFileSync(new URL('./data/ai-dev5/offers.json', import.meta.url), 'utf8'),
) as OfferFixture[];
const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database);
const keyOfId = await loadOffers(
  database,
  offers.map((offer) => ({ offer, key: offer.key })),
);
const [message = '', asker] = process.argv.slice(2);
const analysis = analyseMessage(message);
console.log(JSON.stringify({ ...analysis, places: analysis.places.map((p) => p.name) }));
const r = await findMatches({
  database,
  analysis,
  profileType: (asker as OfferType) ?? null,
  limit: Number(process.env.DEBUG_LIMIT ?? 5),
});
console.log(r.types, r.typeSource, r.relaxed);
for (const m of r.matches) console.log(m.score.toFixed(2), keyOfId.get(m.id), m.reasons.join(' | '));
await database.close();
