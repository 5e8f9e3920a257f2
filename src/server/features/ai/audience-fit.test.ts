// The matcher and declared audiences (issue 20): the age bands a message targets, the overlap with an
// owner's declared audience as a lift (never a penalty) with its reason, against a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import { analyseMessage } from './analysis.js';
import { ageBandsIn, audienceFit } from './audience-fit.js';
import { findMatches } from './matcher.js';
import { findPlaces } from './places.js';

describe('ageBandsIn', () => {
  it('reads audiences, written ranges and open ends, and not amounts or dates', () => {
    expect(ageBandsIn('vi söker en influencer som når unga', ['unga'])).toEqual(['13–17', '18–24']);
    expect(ageBandsIn('målgrupp 18–24 år', [])).toEqual(['18–24']);
    expect(ageBandsIn('kvinnor 25 till 40 år', [])).toEqual(['25–34', '35–44']);
    expect(ageBandsIn('pensionärer och alla över 60', ['aldre'])).toEqual(['55+']);
    expect(ageBandsIn('budget 10 000-20 000 kr', [])).toEqual([]);
    expect(ageBandsIn('start 2027-05-01', [])).toEqual([]);
    expect(analyseMessage('influencer som når unga i Skåne').ageBands).toEqual(['13–17', '18–24']);
  });

  it('weighs the declared shares inside the target and says so above a quarter', () => {
    const audience = { ageBands: { '18–24': 60, '25–34': 40 }, regions: { Skåne: 70, Stockholm: 30 } };
    const fit = audienceFit({ ageBands: ['18–24'], places: findPlaces('Malmö') }, audience)!;
    expect(fit.overlap).toBeCloseTo(0.65);
    expect(fit.reason).toBe('Målgruppen når 60 % i åldern 18–24 och 70 % i Skåne');
    expect(audienceFit({ ageBands: ['55+'], places: [] }, audience)).toEqual({ overlap: 0, reason: null });
    expect(audienceFit({ ageBands: ['18–24'], places: [] }, null)).toBeNull();
    expect(audienceFit({ ageBands: [], places: [] }, audience)).toBeNull();
  });
});

describe('the matcher with declared audiences', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('lifts the offer whose owner reaches the asked ages and county, with the reason, and leaves the other', async () => {
    const word = `hudvård${Date.now().toString(36)}`;
    const reaching = await t.signUp('influencer');
    const silent = await t.signUp('influencer');
    const put = await t.request('/api/me/audience', {
      method: 'PUT',
      cookie: reaching.cookie,
      json: {
        channels: [{ channel: 'TikTok', count: 40_000 }],
        ageBands: { '13–17': 30, '18–24': 50, '25–34': 20 },
        gender: {},
        regions: { Skåne: 80, Stockholm: 20 },
      },
    });
    expect(put.status).toBe(200);
    // the same offer twice, the silent owner's a little newer, so without the audience it would win
    const description = `Influencer inom ${word} och skönhet söker samarbete med varumärken.`;
    const offerOf = (userId: string, daysAgo: number) =>
      insertOffer(t.deps.database, { type: 'influencer', title: `Samarbete ${word}`, description, userId, daysAgo });
    const reachingId = await offerOf(reaching.id, 20);
    const silentId = await offerOf(silent.id, 10);
    const analysis = analyseMessage(`Vi är ett företag och söker influencer inom ${word} som når unga i Malmö`);
    const { matches } = await findMatches({ database: t.deps.database, analysis });
    const ids = matches.map((m) => m.id);
    expect(ids.indexOf(reachingId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(reachingId)).toBeLessThan(ids.indexOf(silentId));
    const lifted = matches.find((m) => m.id === reachingId)!;
    const plain = matches.find((m) => m.id === silentId)!;
    expect(lifted.reasons).toContain('Målgruppen når 80 % i åldern 13–17, 18–24 och 80 % i Skåne');
    expect(plain.reasons.some((r) => r.startsWith('Målgruppen'))).toBe(false);
    expect(lifted.score).toBeGreaterThan(plain.score);
  });
});
