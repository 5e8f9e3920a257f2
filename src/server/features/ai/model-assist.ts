// The optional language model's part in matching (issue 18, decision 050): it reads the request into the
// structured form the offline analysis produces, and reorders the matcher's top 20. Each step has a short
// deadline and a strict schema; on a timeout, an HTTP error or an answer that does not fit, the offline
// reading or order stands, silently. The model never adds an offer (the ids it returns must be among the
// candidates) and never writes a reason (the reasons stay the matcher's).
import { z } from 'zod';
import { OFFER_TYPES, USER_TYPE_LABELS, type OfferType } from '@shared/constants.js';
import { AGE_BANDS } from '@shared/insights-texts.js';
import type { Logger } from 'pino';
import type { LlmClient, LlmMessage } from '@server/adapters/llm/openai-compatible.js';
import { analyseMessage, type Analysis } from './analysis.js';
import { CAUSES } from './causes.js';
import { findPlaces, type PlaceMention } from './places.js';
import type { MatchedOffer } from './matcher.js';

/** how many of the matcher's best offers the model may reorder */
export const RERANK_CANDIDATES = 20;

export interface AssistContext {
  llm: LlmClient;
  timeoutMs: number;
  log: Logger;
  /** the caller went away: stop waiting */
  signal?: AbortSignal;
}

const typeList = OFFER_TYPES.map((t) => `${t} (${USER_TYPE_LABELS[t]})`).join(', ');

const REWRITE_PROMPT = [
  'Du tolkar förfrågningar till Samverka, en svensk marknadsplats för sponsring mellan företag, föreningar, influencers och stiftelser.',
  'Gör om användarens meddelande till ett JSON-objekt med exakt dessa fält och inga andra:',
  `"asker": vad den som skriver är, en av ${typeList}, eller null om det inte framgår;`,
  '"seeks": lista med de typer av partner som söks (samma värden), tom om det inte framgår;',
  `"causes": lista med områden ur ${CAUSES.map((c) => c.key).join(', ')};`,
  '"topics": högst 6 ämnesord på svenska i grundform som ett erbjudande skulle innehålla (t.ex. "fotboll", "kör"), utan ord som sponsring, samarbete, ort eller budget;',
  `"audience": målgruppens åldersband ur ${AGE_BANDS.join(', ')};`,
  '"places": orter, kommuner eller län i Sverige som nämns, som de skrivs;',
  '"budget": {"min": kronor eller null, "max": kronor eller null}, eller null om ingen budget nämns;',
  '"channel": kanal som nämns (t.ex. "instagram", "youtube"), eller null.',
  'Hitta inte på något som inte står i meddelandet; lämna då fältet tomt eller null. Svara endast med JSON.',
].join('\n');

const RERANK_PROMPT = [
  'Du rangordnar erbjudanden på Samverka, en svensk marknadsplats för sponsring.',
  'Du får användarens fråga och en lista med kandidater (id, titel, typ, kort beskrivning, plats).',
  'Ordna kandidaterna efter hur väl de svarar på frågan, bäst först.',
  'Svara endast med JSON: {"order": [id, id, ...]} med id:n ur listan, inga andra.',
].join('\n');

const nameList = z.array(z.string().trim().min(1).max(80)).max(12);

/** what the model may answer to the rewrite; anything else (another field, another type) is no answer */
export const RewriteSchema = z
  .object({
    asker: z.enum(OFFER_TYPES).nullable(),
    seeks: z.array(z.enum(OFFER_TYPES)).max(4),
    causes: nameList,
    topics: nameList,
    audience: nameList,
    places: nameList,
    budget: z
      .object({ min: z.number().nonnegative().nullable(), max: z.number().nonnegative().nullable() })
      .strict()
      .nullable(),
    channel: z.string().trim().max(40).nullable(),
  })
  .strict();
export type Rewrite = z.infer<typeof RewriteSchema>;

/** a reading that found nothing: every field empty */
export const EMPTY_REWRITE: Rewrite = {
  asker: null,
  seeks: [],
  causes: [],
  topics: [],
  audience: [],
  places: [],
  budget: null,
  channel: null,
};

export const RerankSchema = z
  .object({ order: z.array(z.union([z.string().max(40), z.number().int()])).max(RERANK_CANDIDATES * 2) })
  .strict();

type Step = 'rewrite' | 'rerank';

/** why a step failed, for the log: never the message's text */
function failure(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'timeout';
  if (error instanceof z.ZodError || error instanceof SyntaxError) return 'invalid answer';
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return `http ${status}`;
  return 'error';
}

/** One JSON answer within the deadline, parsed and validated; null (and a warning) on any failure. */
async function askJson<T>(
  ctx: AssistContext,
  step: Step,
  messages: LlmMessage[],
  schema: z.ZodType<T>,
  maxTokens: number,
): Promise<T | null> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('LLM timeout'));
  }, ctx.timeoutMs);
  const onAbort = () => controller.abort(new Error('client gone'));
  ctx.signal?.addEventListener('abort', onAbort);
  const started = Date.now();
  try {
    const text = await ctx.llm.completeJson(messages, controller.signal, maxTokens);
    const value = schema.parse(JSON.parse(text));
    ctx.log.debug({ step, ms: Date.now() - started }, 'ai: model step done');
    return value;
  } catch (error) {
    ctx.log.warn(
      { step, reason: failure(error, timedOut), ms: Date.now() - started },
      'ai: model step failed, offline result used',
    );
    return null;
  } finally {
    clearTimeout(timer);
    ctx.signal?.removeEventListener('abort', onAbort);
  }
}

/** The model's reading of a message, or null when it did not answer in time or in shape. */
export function rewriteRequest(ctx: AssistContext, message: string): Promise<Rewrite | null> {
  return askJson(
    ctx,
    'rewrite',
    [
      { role: 'system', content: REWRITE_PROMPT },
      { role: 'user', content: message.slice(0, 2000) },
    ],
    RewriteSchema,
    400,
  );
}

const CAUSE_KEYS = new Set(CAUSES.map((c) => c.key));

function placesOf(names: string[]): PlaceMention[] {
  const found = new Map<string, PlaceMention>();
  for (const name of names) for (const p of findPlaces(name.toLocaleLowerCase('sv-SE'))) found.set(p.name, p);
  return [...found.values()];
}

/**
 * The offline analysis with the gaps the model filled: where the offline reading found something it stands,
 * so scores stay comparable with and without a model. The model's values are checked against what the
 * matcher knows (types, causes, places from our list, age bands). Who asks: a statement in the message or the
 * account type wins; the model only names the asker when neither does.
 */
export function mergeRewrite(offline: Analysis, rewrite: Rewrite, profileType: OfferType | null): Analysis {
  const merged: Analysis = { ...offline };
  const asker = offline.selfType ?? profileType ?? rewrite.asker;
  if (!offline.selfType && !profileType && rewrite.asker) merged.selfType = rewrite.asker;
  if (offline.namedTypes.length === 0) {
    // a partner of the asker's own kind only when the message asks for it ('andra klubbar')
    merged.namedTypes = [...new Set(rewrite.seeks)].filter((t) => offline.ownKind || t !== asker);
  }
  if (offline.causes.length === 0) merged.causes = rewrite.causes.filter((c) => CAUSE_KEYS.has(c));
  if (offline.terms.length === 0) {
    const words = [...rewrite.topics, ...(rewrite.channel ? [rewrite.channel] : [])].join(' ');
    merged.terms = words ? analyseMessage(words).terms : [];
  }
  if (offline.places.length === 0) merged.places = placesOf(rewrite.places);
  if (!offline.budget && rewrite.budget && (rewrite.budget.min !== null || rewrite.budget.max !== null)) {
    const { min, max } = rewrite.budget;
    merged.budget =
      min !== null && max !== null && min > max ? { min: max, max: min, around: null } : { min, max, around: null };
  }
  if (!offline.ageBands?.length) {
    const bands = rewrite.audience.map((b) => b.replace(/\s*-\s*/u, '–').replace(/\s*år$/u, ''));
    merged.ageBands = AGE_BANDS.filter((b) => bands.includes(b));
  }
  return merged;
}

/** what the model sees of a candidate: no owner, contact or budget details */
const candidateOf = (m: MatchedOffer) => ({
  id: m.id,
  title: m.title,
  type: USER_TYPE_LABELS[m.type],
  description: m.description.replace(/\s+/gu, ' ').slice(0, 200),
  place: m.location ?? '',
});

/**
 * The candidates in the model's order: only ids from the list count, each once; the ones it left out follow
 * in the matcher's order. Unchanged when the model does not answer in time or in shape.
 */
export async function rerankMatches(
  ctx: AssistContext,
  message: string,
  candidates: MatchedOffer[],
): Promise<MatchedOffer[]> {
  const top = candidates.slice(0, RERANK_CANDIDATES);
  if (top.length < 2) return candidates;
  const answer = await askJson(
    ctx,
    'rerank',
    [
      { role: 'system', content: RERANK_PROMPT },
      { role: 'user', content: JSON.stringify({ question: message.slice(0, 2000), candidates: top.map(candidateOf) }) },
    ],
    RerankSchema,
    300,
  );
  if (!answer) return candidates;
  return orderBy(top, answer.order.map(String)).concat(candidates.slice(RERANK_CANDIDATES));
}

/** `offers` in the order of `ids`: unknown ids dropped, repeats ignored, the rest appended in their order */
export function orderBy(offers: MatchedOffer[], ids: string[]): MatchedOffer[] {
  const byId = new Map(offers.map((o) => [o.id, o]));
  const ordered: MatchedOffer[] = [];
  for (const id of ids) {
    const offer = byId.get(id);
    if (!offer) continue;
    ordered.push(offer);
    byId.delete(id);
  }
  return [...ordered, ...offers.filter((o) => byId.has(o.id))];
}
