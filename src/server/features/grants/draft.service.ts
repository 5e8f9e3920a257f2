// 'Skriv ansökan med AI' (issue 24 §3): a draft application from the caller's profile and offers and the
// programme. With a configured language model it writes the text (with a timeout); without one, or when it
// fails, a structured draft: the programme's criteria as headings, the profile's facts under the criteria they
// touch, '[fyll i: …]' where nothing fits. Either way the answer says which criteria are addressed.
import { sql } from 'drizzle-orm';
import type { Deps } from '@server/context.js';
import { rows } from '@server/db/raw.js';
import { LLM_TIMEOUT_MS, type LlmClient } from '@server/adapters/llm/openai-compatible.js';
import { STOP_WORDS, fold, stem, tokens } from '@server/search/words.js';
import { splitCompound } from '@server/search/compounds.js';
import { GRANT_TEXTS, amountLabel } from '@shared/grant-texts.js';
import { userTypeLabel } from '@shared/constants.js';
import type { TGrant, TGrantDraft } from '@shared/schemas/grant.response.js';

const gap = GRANT_TEXTS.gap;
export const DRAFT_NOTICE = 'Språkmodellen svarade inte i tid; här är ett strukturerat utkast att bygga vidare på.';

/** The words of a text as stems, compound parts included, stop words left out. */
function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const { word } of tokens(text)) {
    const f = fold(word);
    if (f.length < 3 || STOP_WORDS.has(f)) continue;
    out.add(stem(f));
    for (const part of splitCompound(f)) out.add(stem(part));
  }
  return out;
}

interface Profile {
  name: string;
  typeLabel: string;
  facts: string[];
}

async function loadProfile(deps: Deps, userId: string): Promise<Profile> {
  const [p] = await rows<{ username: string; full_name: string | null; description: string | null; user_type: string }>(
    deps.db,
    sql`SELECT username, full_name, description, user_type FROM profiles WHERE id = ${userId}`,
  );
  const offers = await rows<{
    title: string;
    description: string;
    location: string | null;
    target_audience: string | null;
    tags: string[];
  }>(
    deps.db,
    sql`SELECT title, description, location, target_audience, tags FROM offers
        WHERE user_id = ${userId} ORDER BY is_approved DESC, id DESC LIMIT 5`,
  );
  const facts: string[] = [];
  if (p?.description?.trim())
    facts.push(
      ...p.description
        .split(/(?<=[.!?])\s+/)
        .map((s) => s.trim())
        .filter(Boolean),
    );
  for (const o of offers) {
    facts.push(`${o.title}: ${o.description.replace(/\s+/g, ' ').trim()}`);
    if (o.target_audience) facts.push(`Målgrupp: ${o.target_audience}`);
    if (o.location) facts.push(`Verksamma i ${o.location}`);
    if (o.tags.length > 0) facts.push(`Inriktning: ${o.tags.join(', ')}`);
  }
  return {
    name: p?.full_name?.trim() || p?.username || 'Vi',
    typeLabel: userTypeLabel(p?.user_type).toLowerCase(),
    facts: [...new Set(facts)],
  };
}

/** Which profile facts speak to a criterion: those sharing a word (stem or compound part) with it. */
function factsFor(criterion: string, facts: string[]): string[] {
  const wanted = stems(criterion);
  return facts.filter((f) => [...stems(f)].some((s) => wanted.has(s)));
}

/** The criteria a draft is measured against: the programme's own, else its purpose. */
const criteriaOf = (grant: TGrant) => (grant.criteria.length > 0 ? grant.criteria : [grant.purpose]);

export function structuredDraft(grant: TGrant, profile: Profile): Omit<TGrantDraft, 'notice'> {
  const addressed: string[] = [];
  const missing: string[] = [];
  const sections = criteriaOf(grant).map((criterion) => {
    const facts = factsFor(criterion, profile.facts);
    (facts.length > 0 ? addressed : missing).push(criterion);
    const body = facts.length > 0 ? facts.map((f) => `- ${f}`).join('\n') : gap(`hur ni uppfyller: ${criterion}`);
    return `## ${criterion}\n${body}`;
  });
  const text = [
    `# Ansökan till ${grant.name} (${grant.organization})`,
    `## Om oss\n${profile.name} är en ${profile.typeLabel}. ${
      profile.facts[0] ?? gap('kort beskrivning av er verksamhet')
    }`,
    `## Syfte med ansökan\n${gap(`vad ni vill göra och hur det stämmer med syftet: ${grant.purpose.slice(0, 160)}`)}`,
    ...sections,
    `## Sökt belopp\n${gap(`belopp (${amountLabel(grant.amount_min, grant.amount_max)})`)}`,
    grant.documents.length > 0
      ? `## Bifogade dokument\n${grant.documents.map((d) => `- ${d} ${gap('bifoga')}`).join('\n')}`
      : '',
    `## Kontakt\n${gap('kontaktperson, telefon och e-post')}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { text, source: 'structured', addressed, missing };
}

function prompt(grant: TGrant, profile: Profile): string {
  return [
    'Skriv ett utkast till en bidragsansökan på svenska, högst 500 ord, med rubriker per kriterium.',
    'Hitta inte på fakta: markera det som saknas som [fyll i: …].',
    `Utlysning: ${grant.name} från ${grant.organization}. Syfte: ${grant.purpose}`,
    `Kriterier: ${criteriaOf(grant).join('; ')}`,
    `Belopp: ${amountLabel(grant.amount_min, grant.amount_max)}. Dokument: ${grant.documents.join(', ') || 'inga angivna'}.`,
    `Sökande: ${profile.name} (${profile.typeLabel}). Fakta om sökanden:`,
    ...profile.facts.map((f) => `- ${f}`),
  ].join('\n');
}

export async function draftApplication(opts: {
  deps: Deps;
  userId: string;
  grant: TGrant;
  llm?: LlmClient | null;
  timeoutMs?: number;
}): Promise<TGrantDraft> {
  const profile = await loadProfile(opts.deps, opts.userId);
  const structured = structuredDraft(opts.grant, profile);
  const llm = opts.llm !== undefined ? opts.llm : opts.deps.llm;
  if (!llm) return { ...structured, notice: null };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('LLM timeout')), opts.timeoutMs ?? LLM_TIMEOUT_MS);
  try {
    let text = '';
    for await (const piece of llm.streamReply(
      [
        { role: 'system', content: 'Du hjälper svenska föreningar att skriva ansökningar till stiftelser.' },
        { role: 'user', content: prompt(opts.grant, profile) },
      ],
      controller.signal,
    ))
      text += piece;
    if (!text.trim()) throw new Error('empty LLM reply');
    // what the model could build on is what the profile's facts cover
    return {
      text: text.trim(),
      source: 'model',
      addressed: structured.addressed,
      missing: structured.missing,
      notice: null,
    };
  } catch (error) {
    opts.deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'grants: LLM draft failed');
    return { ...structured, notice: DRAFT_NOTICE };
  } finally {
    clearTimeout(timer);
  }
}
