// Issue 18: what the matcher stores of an offer (causes, wanted partners, counties), kept up to date on edits,
// and what the matcher makes of it (a neighbouring county, one answer per organisation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import { AI_TEXTS } from '@shared/ai-texts.js';
import { analyseMessage } from './analysis.js';
import { ensureOfferFacets, offerFacets } from './facets.js';
import { findMatches } from './matcher.js';
import { findPlaces, regionsAround, regionsOf } from './places.js';

describe('offer facets (no database)', () => {
  it('reads causes, wanted partners and counties from the offer', () => {
    expect(
      offerFacets({
        type: 'business',
        title: 'Försäkringsbolag stöttar parasport',
        description:
          'Vi sponsrar föreningar i Västra Götaland som erbjuder idrott för personer med funktionsnedsättning.',
        tags: ['parasport'],
        location: 'Göteborg',
      }),
    ).toEqual({ causes: ['idrott', 'funktion'], seeks: ['association'], regions: ['västra götaland'] });
    expect(regionsOf('Hela Sverige', [])).toEqual(['sverige']);
    expect(regionsOf('Växjö', [])).toEqual(['jönköping', 'kronoberg']);
    expect(regionsOf(null, [])).toEqual([]);
  });

  it('knows the counties next to the asked place', () => {
    const { own, adjacent } = regionsAround(findPlaces('i halmstad'));
    expect(own).toEqual(['halland']);
    expect(adjacent).toEqual(expect.arrayContaining(['västra götaland', 'skåne', 'kronoberg', 'jönköping']));
    expect(adjacent).not.toContain('stockholm');
    expect(regionsAround(findPlaces('på Gotland')).adjacent).toEqual([]);
  });
});

describe('stored facets and the matcher', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const facetsOf = async (id: string) =>
    (
      await t.deps.database.query<{ ai_causes: string[] | null; ai_regions: string[] | null }>(
        'SELECT ai_causes, ai_regions FROM offers WHERE id = $1',
        [id],
      )
    )[0];

  it('fills the facets of a new offer and empties them when its text changes', async () => {
    const id = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Skidklubb i Kiruna söker sponsor',
      description: 'Vi är en skidklubb för barn.',
      location: 'Kiruna',
    });
    expect((await facetsOf(id))?.ai_causes).toBeNull();
    await ensureOfferFacets(t.deps.database);
    expect(await facetsOf(id)).toEqual({ ai_causes: ['idrott', 'unga'], ai_regions: ['norrbotten', 'norrland'] });
    await t.deps.database.query("UPDATE offers SET description = 'Vi ordnar körsång.' WHERE id = $1", [id]);
    expect((await facetsOf(id))?.ai_causes).toBeNull();
    await ensureOfferFacets(t.deps.database);
    expect((await facetsOf(id))?.ai_causes).toEqual(['idrott', 'kultur']);
    // a change that is not the text (a flag) keeps them
    await t.deps.database.query('UPDATE offers SET featured = true WHERE id = $1', [id]);
    expect((await facetsOf(id))?.ai_causes).toEqual(['idrott', 'kultur']);
  });

  it('names a neighbouring county, ranks it under the same county, and shows one offer per organisation first', async () => {
    const near = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Surfbutik sponsrar vattensport',
      description: 'Vi sponsrar föreningar inom kanot och segling.',
      location: 'Halmstad',
      organization: 'Vågbutiken AB',
    });
    const same = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Båtvarv sponsrar segling',
      description: 'Vi sponsrar föreningar inom segling och kanot.',
      location: 'Göteborg',
      organization: 'Varvet i Göteborg AB',
    });
    const sameAgain = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Båtvarv sponsrar kanot',
      description: 'Vi sponsrar föreningar inom kanot och segling, även läger.',
      location: 'Göteborg',
      organization: 'Varvet i Göteborg AB',
    });
    const far = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Fjällbutik sponsrar kanot',
      description: 'Vi sponsrar föreningar inom kanot och segling.',
      location: 'Luleå',
      organization: 'Fjällbutiken AB',
    });
    const r = await findMatches({
      database: t.deps.database,
      analysis: analyseMessage('Seglarklubb i Göteborg söker sponsor till kanot och segling'),
      profileType: 'association',
    });
    const ids = r.matches.map((m) => m.id);
    expect([same, sameAgain]).toContain(ids[0]);
    // the second offer of the same organisation comes after the other organisations
    expect(ids.indexOf(near)).toBeLessThan(ids.indexOf(ids[0] === same ? sameAgain : same));
    expect(ids.indexOf(near)).toBeLessThan(ids.indexOf(far) === -1 ? 99 : ids.indexOf(far));
    expect(r.matches.find((m) => m.id === near)?.reasons).toContain(AI_TEXTS.reasons.nextCounty('Halland'));
  });
});
