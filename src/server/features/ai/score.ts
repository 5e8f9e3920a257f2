// Scores one candidate offer for an analysed request, calibrated so that a weak match looks weak: the
// signals the request uses (topic words, cause, place, budget) are averaged, then an offer that wants
// another kind of partner, lies in another place or shares no topic is scaled down. GOOD_MATCH marks a
// match the reply may call good.
import type { OfferType } from '@shared/constants.js';
import { AI_TEXTS } from '@shared/ai-texts.js';
import type { Analysis } from './analysis.js';
import { causeLabel, causesIn, isAudience } from './causes.js';
import { NATIONWIDE_KEY, placeFit, regionName, regionsAround } from './places.js';
import type { OfferFacets } from './facets.js';
import { budgetFit, parseOfferBudget } from './budget.js';
import { audienceFit, type DeclaredAudience } from './audience-fit.js';

/** a score from which a match counts as good in the reply */
export const GOOD_MATCH = 0.6;
const DAY_MS = 86_400_000;
const WEIGHTS = { text: 0.3, cause: 0.35, place: 0.2, budget: 0.1, recency: 0.03 };
/** scaling when the offer wants another kind of partner than the asker, lies elsewhere, or shares no topic */
const PENALTY = { partner: 0.35, place: 0.55, nextCounty: 0.8, topic: 0.5 };
/** the weight of the cause signal when the request names audiences ('barn', 'äldre') and no cause */
const AUDIENCE_ONLY = 0.4;
/** at most this much more for an owner whose declared audience lies wholly in the asked ages and counties */
const AUDIENCE_BOOST = 0.15;

export interface ScoredRow {
  type: OfferType;
  title: string;
  organization: string;
  location: string | null;
  budget: string | null;
  description: string;
  tags: string[];
  targetAudience?: string | null;
  featured: boolean;
  createdAt: number;
  /** full-text rank of the offer for the request's words */
  rank: number;
  /** the request's topic words the offer contains */
  matched: string[];
  /** the request's topic words the offer has only a synonym of ('podd' for 'podcast'): half a match each */
  nearMatched?: string[];
  /** the owner's declared audience, if any (migration 0340) */
  audience?: DeclaredAudience | null;
  /** the offer's causes, wanted partners and regions, stored at write time (facets.ts) */
  facets: OfferFacets;
}

export interface Scored {
  score: number;
  reasons: string[];
}

const R = AI_TEXTS.reasons;

/** a word whose only causes are audiences ('barn', 'ungdomar', 'seniorer') */
const isAudienceWord = (word: string) => {
  const causes = causesIn(word);
  return causes.length > 0 && causes.every(isAudience);
};

export function scoreOffer(row: ScoredRow, analysis: Analysis, asker: OfferType | null, now: Date): Scored {
  const parts: [weight: number, value: number][] = [];
  const reasons: string[] = [];
  let scale = 1;

  const offerCauses = row.facets.causes;
  const shared = analysis.causes.filter((c) => offerCauses.includes(c));
  if (analysis.causes.length > 0) {
    const weight = (c: string) => (isAudience(c) ? 0.5 : 1);
    const sum = (cs: string[]) => cs.reduce((t, c) => t + weight(c), 0);
    // an audience refines and never carries a match: a request of audiences alone ('barn') weighs less
    const audiencesOnly = analysis.causes.every(isAudience);
    parts.push([WEIGHTS.cause * (audiencesOnly ? AUDIENCE_ONLY : 1), sum(shared) / sum(analysis.causes)]);
    if (shared.length > 0) reasons.push(R.cause(shared.map(causeLabel)));
  }

  // who the offer wants: a business that seeks influencers is no sponsor for a club
  const seeks = row.facets.seeks;
  if (asker && (asker === 'association' || asker === 'influencer') && row.type !== asker) {
    if (!seeks.includes(asker)) scale *= PENALTY.partner;
    else if (row.type === 'business' || row.type === 'foundation')
      reasons.push(R.seeks(row.type, asker, shared.filter((c) => !isAudience(c)).map(causeLabel)[0] ?? null));
  } else {
    reasons.push(R.type[row.type]);
  }

  const terms = analysis.terms.length;
  if (terms > 0) {
    // a word that names an audience ('barn', 'pensionärer') counts half: the topic is what the rest says
    const weightOf = (word: string) => (isAudienceWord(word) ? 0.5 : 1);
    const all = analysis.terms.reduce((t, term) => t + weightOf(term.word), 0);
    const near = (row.nearMatched ?? []).filter((word) => !row.matched.includes(word));
    const coverage =
      (row.matched.reduce((t, word) => t + weightOf(word), 0) + near.reduce((t, w) => t + 0.5 * weightOf(w), 0)) / all;
    parts.push([WEIGHTS.text, 0.75 * coverage + 0.25 * (row.rank / (row.rank + 0.1))]);
    const whole = analysis.terms.filter((t) => !t.part && row.matched.includes(t.word)).map((t) => t.word);
    if (whole.length > 0) reasons.push(R.terms(whole.slice(0, 4)));
  }
  if (
    (terms > 0 || analysis.causes.length > 0) &&
    row.matched.length === 0 &&
    !row.nearMatched?.length &&
    shared.length === 0
  )
    scale *= PENALTY.topic;

  if (analysis.places.length > 0) {
    // an offer of another town that works with the whole country ('i hela landet') fits as a nationwide one
    const fit = placeFit(analysis.places, row.location, row.tags, row.facets.regions.includes(NATIONWIDE_KEY));
    // a county next to the asked place: closer than elsewhere, weaker than the same county
    const next = fit ? undefined : regionsAround(analysis.places).adjacent.find((r) => row.facets.regions.includes(r));
    parts.push([WEIGHTS.place, fit ? { exact: 1, near: 0.7, nationwide: 0.6 }[fit.level] : next ? 0.4 : 0]);
    if (fit?.level === 'nationwide') reasons.push(R.placeNationwide(fit.location));
    else if (fit?.level === 'exact' && fit.place.kind === 'town') reasons.push(R.sameTown(fit.place.name));
    else if (fit) reasons.push(R.sameCounty(fit.level === 'exact' ? fit.place.name : fit.place.region));
    else if (next) {
      reasons.push(R.nextCounty(regionName(next)));
      scale *= PENALTY.nextCounty;
    }
    // an offer that names a place of its own, and not the asked one, is for someone else
    else if (row.location?.trim()) scale *= PENALTY.place;
  }
  // who the owner says they reach: only ever a lift, so an offer without a declaration keeps its score
  const audience = audienceFit(analysis, row.audience);
  if (audience) {
    scale *= 1 + AUDIENCE_BOOST * audience.overlap;
    if (audience.reason) reasons.push(audience.reason);
  }
  if (analysis.budget) {
    const fit = budgetFit(analysis.budget, parseOfferBudget(row.budget));
    parts.push([WEIGHTS.budget, fit]);
    if (fit >= 0.99 && row.budget) reasons.push(R.budget(row.budget));
  }
  const ageDays = Math.max(0, (now.getTime() - row.createdAt) / DAY_MS);
  parts.push([WEIGHTS.recency, Math.exp(-ageDays / 90)]);
  if (ageDays <= 14) reasons.push(R.recent);

  const weights = parts.reduce((t, [w]) => t + w, 0);
  // a request with no topic, place or budget has nothing to match on: at most a weak match
  const base = parts.length > 1 ? parts.reduce((t, [w, v]) => t + w * v, 0) / weights : 0.3 * parts[0]![1];
  // a featured offer wins a tie, nothing more
  const score = Math.min(1, base * scale) + (row.featured ? 0.001 : 0);
  return { score, reasons: reasons.slice(0, 4) };
}
