// Issue 18: the built-in reply is honest — it counts the good matches, and when none is good (or there is
// none at all) it says so and suggests a wider search or a saved search.
import { describe, expect, it } from 'vitest';
import { AI_TEXTS } from '@shared/ai-texts.js';
import { analyseMessage } from './analysis.js';
import type { MatchedOffer } from './matcher.js';
import { buildReply } from './reply.js';

const R = AI_TEXTS.replies;
const match = (id: number, score: number): MatchedOffer => ({
  id: String(id),
  title: `Erbjudande ${id}`,
  organization: `Org ${id}`,
  score,
  reasons: ['Område: idrott'],
  type: 'business',
  location: 'Göteborg',
  budget: null,
  description: '',
  termHits: 1,
});

describe('buildReply', () => {
  const asked = analyseMessage('fotboll i Göteborg');

  it('counts the good matches', () => {
    expect(buildReply(asked, [match(1, 0.9), match(2, 0.7), match(3, 0.6)])).toMatch(
      /^Jag hittade 3 erbjudanden som passar bra\. Bäst matchar ”Erbjudande 1” från Org 1 \(område: idrott\)\./u,
    );
    expect(buildReply(asked, [match(1, 0.8)])).toContain(R.intro(1));
    const some = buildReply(asked, [match(1, 0.8), match(2, 0.65), match(3, 0.4), match(4, 0.2)]);
    expect(some).toContain('2 erbjudanden passar bra, de övriga 2 bara delvis.');
    expect(buildReply(asked, [match(1, 0.8), match(2, 0.3)])).toContain(
      'Ett erbjudande passar bra, ett till bara delvis.',
    );
  });

  it('says when no match is good and suggests a wider or a saved search', () => {
    const reply = buildReply(asked, [match(1, 0.59), match(2, 0.3)]);
    expect(reply).toContain(R.noGoodMatch(R.widerPlace));
    expect(reply).not.toMatch(/passar bra\./u);
    expect(reply).toContain('”Spara sökning”');
    expect(buildReply(analyseMessage('fotboll'), [match(1, 0.2)])).toContain(R.noGoodMatch(R.widerWords));
    expect(R.widerWords).toContain('”Spara sökning”');
  });

  it('says when nothing matches at all, in the user’s words', () => {
    const reply = buildReply(asked, []);
    expect(reply).toBe(R.noMatches('”fotboll” i Göteborg'));
    expect(reply).toContain('”Spara sökning”');
    expect(reply).toContain('skapa ett eget erbjudande');
  });
});
