// The assistant's answer: the matcher always finds the offers. The optional LLM may read the request and
// reorder the matcher's top 20 (model-assist.ts; silently skipped on any failure) and words the reply text,
// grounded in the matcher's offers; a failed reply falls back to the built-in reply plus a notice.
import type { Deps, SessionUser } from '@server/context.js';
import { isOfferType, isUserType, LIMITS, USER_TYPE_LABELS, type OfferType } from '@shared/constants.js';
import { AI_TEXTS } from '@shared/ai-texts.js';
import type { TAiChatRequest, TAiChatResponse, TAiMatch } from '@shared/schemas/ai.js';
import {
  createLlmClient,
  llmConfigFrom,
  LLM_TIMEOUT_MS,
  type LlmClient,
  type LlmMessage,
} from '@server/adapters/llm/openai-compatible.js';
import { analyseMessage, withHistory, type Analysis } from './analysis.js';
import { findMatches, MAX_MATCHES, type MatchedOffer } from './matcher.js';
import { mergeRewrite, RERANK_CANDIDATES, rerankMatches, rewriteRequest, type AssistContext } from './model-assist.js';
import { buildReply } from './reply.js';
import { answerTalentRequest } from './talent-requests.js';

export { LLM_TIMEOUT_MS };

export type ChatEvent =
  | { event: 'matches'; data: { matches: TAiMatch[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: TAiChatResponse };

export interface ChatOptions {
  deps: Deps;
  user: SessionUser | null;
  request: TAiChatRequest;
  /** tests may shorten the LLM deadline of the reply */
  timeoutMs?: number;
  llm?: LlmClient | null;
  signal?: AbortSignal;
}

const toPublic = (m: MatchedOffer): TAiMatch => ({
  id: m.id,
  title: m.title,
  organization: m.organization,
  score: m.score,
  reasons: m.reasons,
});

/** the process's client (createDeps), unless a test brings its own or a shorter deadline */
function llmOf(options: ChatOptions): LlmClient | null {
  if (options.llm !== undefined) return options.llm;
  const config = llmConfigFrom(options.deps.env);
  return config && options.timeoutMs !== undefined ? createLlmClient(config, options.timeoutMs) : options.deps.llm;
}

export async function matchMessage(
  options: ChatOptions,
): Promise<{ analysis: Analysis; matches: MatchedOffer[]; relaxed: boolean }> {
  const history = (options.request.history ?? []).slice(-LIMITS.aiHistoryTurns);
  const earlier = history.filter((h) => h.role === 'user').map((h) => analyseMessage(h.content));
  const profileType: OfferType | null = isOfferType(options.user?.userType) ? options.user.userType : null;
  const llm = llmOf(options);
  const assist: AssistContext | null = llm
    ? { llm, timeoutMs: options.deps.env.AI_ASSIST_TIMEOUT_MS, log: options.deps.log, signal: options.signal }
    : null;
  let current = analyseMessage(options.request.message);
  if (current.intent !== 'search') return { analysis: current, matches: [], relaxed: false };
  if (assist) {
    const rewrite = await rewriteRequest(assist, options.request.message);
    if (rewrite) current = mergeRewrite(current, rewrite, profileType);
  }
  const analysis = withHistory(current, earlier);
  const result = await findMatches({
    database: options.deps.database,
    analysis,
    profileType,
    excludeUserId: options.user?.id ?? null,
    ...(assist ? { limit: RERANK_CANDIDATES } : {}),
  });
  if (!assist) return { analysis, matches: result.matches, relaxed: result.relaxed };
  // 'no offer names the words' is the matcher's judgement of its own five, as without a model: the model's
  // order may show other offers, but it does not make the words absent from the catalogue
  const ownFive = result.matches.slice(0, MAX_MATCHES);
  const noWordHit = analysis.terms.length > 0 && ownFive.length > 0 && ownFive.every((m) => m.termHits === 0);
  const matches = (await rerankMatches(assist, options.request.message, result.matches)).slice(0, MAX_MATCHES);
  return { analysis, matches, relaxed: result.relaxed || noWordHit };
}

function groundingPrompt(matches: MatchedOffer[], user: SessionUser | null): string {
  const who = isUserType(user?.userType) ? `Användaren är av typen ${USER_TYPE_LABELS[user.userType]}.` : '';
  const list = matches.length
    ? matches
        .map((m, i) => {
          const facts = [USER_TYPE_LABELS[m.type], m.location, m.budget ? `budget ${m.budget}` : null]
            .filter(Boolean)
            .join(', ');
          return `${i + 1}. ”${m.title}” – ${m.organization} (${facts}). Skäl: ${m.reasons.join('; ')}. ${m.description.slice(0, 300)}`;
        })
        .join('\n')
    : '(inga erbjudanden matchade)';
  return [
    'Du är Samverkas AI-sponsringsassistent på en svensk marknadsplats för sponsring mellan företag, föreningar, influencers och stiftelser.',
    'Svara alltid på svenska, vänligt och kort (högst 120 ord), utan rubriker.',
    'Du får ENDAST nämna erbjudanden ur listan nedan, med exakt titel och organisation. Hitta aldrig på erbjudanden, organisationer, belopp eller kontaktuppgifter.',
    'Förklara kort varför de bästa träffarna passar och föreslå ett nästa steg: öppna ett erbjudande i listan under svaret, förfina med ort eller budget, eller skapa ett eget erbjudande om inget passar.',
    who,
    'Erbjudanden från Samverkas databas, bäst först:',
    list,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The whole exchange as events: the matches first, then the reply text, then the final answer. */
export async function* chatEvents(options: ChatOptions): AsyncGenerator<ChatEvent> {
  // a person sought or skills offered (issue 25): answered from Talentfinder, never an offer
  const talent = await answerTalentRequest({
    db: options.deps.db,
    user: options.user,
    message: options.request.message,
  });
  if (talent) {
    yield { event: 'matches', data: { matches: talent.matches } };
    yield { event: 'delta', data: { text: talent.message } };
    yield { event: 'done', data: talent };
    return;
  }
  const { analysis, matches, relaxed } = await matchMessage(options);
  const publicMatches = matches.map(toPublic);
  yield { event: 'matches', data: { matches: publicMatches } };
  const builtIn = buildReply(analysis, matches, relaxed);

  const llm = llmOf(options);
  if (!llm) {
    yield { event: 'delta', data: { text: builtIn } };
    yield { event: 'done', data: { message: builtIn, matches: publicMatches } };
    return;
  }

  const history = (options.request.history ?? []).slice(-LIMITS.aiHistoryTurns);
  const messages: LlmMessage[] = [
    { role: 'system', content: groundingPrompt(matches, options.user) },
    ...history.map((h) => ({ role: h.role, content: h.content.slice(0, 4000) })),
    { role: 'user', content: options.request.message },
  ];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('LLM timeout')), options.timeoutMs ?? LLM_TIMEOUT_MS);
  const onAbort = () => controller.abort(new Error('client gone'));
  options.signal?.addEventListener('abort', onAbort);
  let text = '';
  try {
    for await (const piece of llm.streamReply(messages, controller.signal)) {
      text += piece;
      yield { event: 'delta', data: { text: piece } };
    }
    if (!text.trim()) throw new Error('empty LLM reply');
    yield { event: 'done', data: { message: text.trim(), matches: publicMatches } };
  } catch (error) {
    options.deps.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'ai: LLM failed, built-in reply used',
    );
    yield { event: 'done', data: { message: builtIn, matches: publicMatches, notice: AI_TEXTS.unavailableNotice } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** The JSON variant: the final answer only. */
export async function answerChat(options: ChatOptions): Promise<TAiChatResponse> {
  let done: TAiChatResponse | null = null;
  for await (const e of chatEvents(options)) if (e.event === 'done') done = e.data;
  if (!done) throw new Error('chat ended without an answer');
  return done;
}
