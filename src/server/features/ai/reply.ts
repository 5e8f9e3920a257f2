// The built-in Swedish reply: names the top matches, says why, and suggests a next step.
import { AI_TEXTS } from '@shared/ai-texts.js';
import type { Analysis } from './analysis.js';
import type { MatchedOffer } from './matcher.js';
import { GOOD_MATCH } from './score.js';

const R = AI_TEXTS.replies;

/** the reasons of a match as a short phrase: 'matchar: fotboll, ungdom; plats: Göteborg' */
function why(match: MatchedOffer): string {
  return match.reasons
    .filter((r) => r !== AI_TEXTS.reasons.recent)
    .slice(0, 3)
    .map((r) => r.charAt(0).toLocaleLowerCase('sv-SE') + r.slice(1))
    .join('; ');
}

const quoted = (m: MatchedOffer) => `”${m.title}” (${m.organization})`;

function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;
}

/** what the user asked for, in their words, for the empty-result reply */
function askedFor(analysis: Analysis): string {
  const parts: string[] = [];
  const whole = analysis.terms.filter((t) => !t.part);
  if (whole.length > 0) parts.push(`”${whole.map((t) => t.word).join(' ')}”`);
  if (analysis.places.length > 0) parts.push(`i ${listing(analysis.places.map((p) => p.name))}`);
  return parts.length > 0 ? parts.join(' ') : 'din fråga';
}

export function buildReply(analysis: Analysis, matches: MatchedOffer[], relaxed = false): string {
  if (analysis.intent === 'greeting') return R.greeting;
  if (analysis.intent === 'help') return R.help;
  if (matches.length === 0) return R.noMatches(askedFor(analysis));
  const vague = analysis.terms.length === 0 && analysis.places.length === 0 && !analysis.budget;
  const [best, ...rest] = matches;
  // only matches that score well are called good; when none does, the reply says so and suggests more
  const good = matches.filter((m) => m.score >= GOOD_MATCH).length;
  const wider = analysis.places.length > 0 ? R.widerPlace : R.widerWords;
  const opening = vague
    ? R.vague
    : relaxed
      ? `${R.relaxed(askedFor({ ...analysis, places: [] }))}${good === 0 ? ` ${wider}` : ''}`
      : good === 0
        ? R.noGoodMatch(wider)
        : good < matches.length
          ? R.introSome(good, matches.length)
          : R.intro(good);
  const lines = [opening, R.best(best.title, best.organization, why(best))];
  const others = rest.slice(0, 2).map(quoted);
  if (others.length === 1) lines.push(R.alsoOne(others[0]));
  if (others.length > 1) lines.push(R.alsoMany(listing(others)));
  lines.push(R.nextOpen);
  if (!vague) {
    const noPlace = analysis.places.length === 0;
    const noBudget = !analysis.budget;
    if (noPlace && noBudget) lines.push(R.refineBoth);
    else if (noPlace) lines.push(R.refinePlace);
    else if (noBudget) lines.push(R.refineBudget);
  }
  return lines.join(' ');
}
