// Issue 18: the model's reading of a request merged into the offline analysis, and its order validated
// (no database, no model).
import { describe, expect, it } from 'vitest';
import { analyseMessage } from './analysis.js';
import type { MatchedOffer } from './matcher.js';
import { EMPTY_REWRITE, mergeRewrite, orderBy, RewriteSchema, RerankSchema, type Rewrite } from './model-assist.js';

const rewrite = (r: Partial<Rewrite>): Rewrite => ({ ...EMPTY_REWRITE, ...r });

const offer = (id: string): MatchedOffer => ({
  id,
  title: `Erbjudande ${id}`,
  organization: `Org ${id}`,
  score: 0.5,
  reasons: [],
  type: 'business',
  location: null,
  budget: null,
  description: '',
  termHits: 0,
});

describe('mergeRewrite', () => {
  it('fills what the offline reading missed, from values the matcher knows', () => {
    const offline = analyseMessage('Vi söker någon för våra lirare i Götet');
    expect(offline.places).toEqual([]);
    expect(offline.causes).toEqual([]);
    const merged = mergeRewrite(
      offline,
      rewrite({
        asker: 'association',
        seeks: ['business'],
        causes: ['idrott', 'påhittad'],
        topics: ['fotboll'],
        audience: ['13-17', '18–24 år', 'barn'],
        places: ['Göteborg', 'Atlantis'],
        budget: { min: 50_000, max: 20_000 },
      }),
      null,
    );
    expect(merged.places.map((p) => p.name)).toEqual(['Göteborg']);
    expect(merged.causes).toEqual(['idrott']);
    expect(merged.selfType).toBe('association');
    expect(merged.selfStated).toBe(false);
    expect(merged.namedTypes).toEqual(['business']);
    expect(merged.budget).toEqual({ min: 20_000, max: 50_000, around: null });
    expect(merged.ageBands).toEqual(['13–17', '18–24']);
    // the offline words stay: the model fills gaps, it does not replace what the message says
    expect(merged.terms).toEqual(offline.terms);
  });

  it('keeps what the offline reading found', () => {
    const offline = analyseMessage('Fotbollsförening i Malmö söker sponsor, budget 10 000 kr');
    const merged = mergeRewrite(
      offline,
      rewrite({ places: ['Kiruna'], topics: ['schack'], causes: ['kultur'], budget: { min: 1, max: 2 } }),
      null,
    );
    expect(merged.places).toEqual(offline.places);
    expect(merged.terms).toEqual(offline.terms);
    expect(merged.causes).toEqual(offline.causes);
    expect(merged.budget).toEqual(offline.budget);
  });

  it('takes topics and the channel when the message has no topic word of its own', () => {
    const offline = analyseMessage('Vi söker sponsor');
    expect(offline.terms).toEqual([]);
    const merged = mergeRewrite(offline, rewrite({ topics: ['ridning'], channel: 'youtube' }), 'influencer');
    expect(merged.terms.map((t) => t.word)).toEqual(['ridning', 'youtube']);
  });

  it('lets the account type win over the model, and never seeks the asker’s own kind unasked', () => {
    const offline = analyseMessage('Vi söker någon för våra lirare');
    const merged = mergeRewrite(
      offline,
      rewrite({ asker: 'business', seeks: ['association', 'business'] }),
      'association',
    );
    expect(merged.selfType).toBeNull();
    expect(merged.namedTypes).toEqual(['business']);
    // a statement in the message wins too
    const stated = analyseMessage('Vi är en stiftelse som vill dela ut bidrag');
    const kept = mergeRewrite(stated, rewrite({ asker: 'business' }), null);
    expect(kept.selfType).toBe('foundation');
    expect(kept.selfStated).toBe(true);
  });
});

describe('schemas', () => {
  it('accepts only the exact shapes', () => {
    expect(RewriteSchema.safeParse(rewrite({ topics: ['fotboll'] })).success).toBe(true);
    expect(RewriteSchema.safeParse({ ...rewrite({}), extra: 1 }).success).toBe(false);
    expect(RewriteSchema.safeParse({ ...rewrite({}), asker: 'individual' }).success).toBe(false);
    expect(RewriteSchema.safeParse({ topics: [] }).success).toBe(false);
    expect(RerankSchema.safeParse({ order: ['1', 2] }).success).toBe(true);
    expect(RerankSchema.safeParse({ order: '1,2' }).success).toBe(false);
    expect(RerankSchema.safeParse({ order: [], why: 'x' }).success).toBe(false);
  });
});

describe('orderBy', () => {
  it('follows the model, drops unknown ids and repeats, appends the rest in the matcher’s order', () => {
    const offers = ['1', '2', '3', '4', '5'].map(offer);
    expect(orderBy(offers, ['4', '99', '2', '4', 'x']).map((o) => o.id)).toEqual(['4', '2', '1', '3', '5']);
    expect(orderBy(offers, []).map((o) => o.id)).toEqual(['1', '2', '3', '4', '5']);
  });
});
