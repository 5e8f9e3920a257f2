// Matcher tests: every ranking signal on its own, against a real database with inserted offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { analyseMessage, splitCompound, withHistory } from './analysis.js';
import { findMatches } from './matcher.js';
import { buildReply } from './reply.js';
import { findPlaces, placeFit } from './places.js';
import { budgetFit, parseBudgetWish, parseOfferBudget } from './budget.js';
import { insertOffer } from '@test/support/test-offers.js';
import { AI_TEXTS } from '@shared/ai-texts.js';
import type { OfferType } from '@shared/constants.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const match = async (
  message: string,
  o: { profileType?: OfferType; excludeUserId?: string; history?: string[] } = {},
) => {
  const analysis = withHistory(analyseMessage(message), (o.history ?? []).map(analyseMessage));
  const result = await findMatches({
    database: t.deps.database,
    analysis,
    profileType: o.profileType,
    excludeUserId: o.excludeUserId,
  });
  return { ...result, analysis, reply: buildReply(analysis, result.matches, result.relaxed) };
};

describe('analysis (no database)', () => {
  it('finds towns and regions, also inflected', () => {
    expect(findPlaces('vi finns i Göteborgs innerstad').map((p) => p.name)).toEqual(['Göteborg']);
    expect(findPlaces('skånska föreningar').map((p) => p.name)).toEqual(['Skåne']);
    expect(findPlaces('i Stockholmsområdet').map((p) => p.name)).toEqual(['Stockholm']);
    expect(findPlaces('fotboll för ungdomar')).toEqual([]);
    const skane = findPlaces('Skåne');
    expect(placeFit(skane, 'Malmö', [])?.level).toBe('exact');
    expect(placeFit(findPlaces('Lund'), 'Malmö', [])?.level).toBe('near');
    expect(placeFit(skane, 'Hela Sverige', [])?.level).toBe('nationwide');
    expect(placeFit(skane, 'Umeå', [])).toBeNull();
  });

  it('reads budget words and amounts', () => {
    expect(parseBudgetWish('runt 50 000 kr')).toEqual({ min: null, max: null, around: 50_000 });
    expect(parseBudgetWish('minst 20k')).toEqual({ min: 20_000, max: null, around: null });
    expect(parseBudgetWish('upp till 30 000 kronor')).toEqual({ min: null, max: 30_000, around: null });
    expect(parseBudgetWish('en budget på 1,5 miljoner')).toEqual({ min: null, max: null, around: 1_500_000 });
    expect(parseBudgetWish('med stor budget')?.min).toBeGreaterThanOrEqual(100_000);
    expect(parseBudgetWish('liten budget')?.max).toBeLessThanOrEqual(25_000);
    expect(parseBudgetWish('säsongen 2027')).toBeNull();
    expect(parseOfferBudget('50 000 - 100 000 kr')).toEqual({ min: 50_000, max: 100_000 });
    expect(parseOfferBudget('Upp till 200 000 kr')).toEqual({ min: 0, max: 200_000 });
    expect(parseOfferBudget('Produkter och rabatter')).toBeNull();
    expect(budgetFit({ min: null, max: null, around: 75_000 }, { min: 50_000, max: 100_000 })).toBe(1);
    expect(budgetFit({ min: null, max: null, around: 75_000 }, { min: 5_000, max: 10_000 })).toBeLessThan(0.1);
  });

  it('tells who writes from what they want: self statement, named types, greeting, help', () => {
    const a = analyseMessage('Vi är en fotbollsförening i Göteborg som söker sponsorer');
    expect(a.selfType).toBe('association');
    // 'sponsorer' may be companies or funds
    expect(a.namedTypes).toEqual(['business', 'foundation']);
    expect(a.terms.map((x) => x.word)).toEqual(['fotboll']);
    expect(analyseMessage('Vi vill sponsra ungdomsidrott').selfType).toBe('business');
    expect(analyseMessage('Hej!').intent).toBe('greeting');
    expect(analyseMessage('hallå där').intent).toBe('greeting');
    expect(analyseMessage('Vad kan du hjälpa mig med?').intent).toBe('help');
    expect(analyseMessage('Hej, jag söker sponsring till fotboll').intent).toBe('search');
    // the subject of 'söker' is what the user looks for; 'vår kör' is the writer's own
    expect(analyseMessage('dansförening söker sponsor').namedTypes).toEqual(['association']);
    expect(analyseMessage('Vår kör söker stöd').selfType).toBe('association');
  });

  it('splits Swedish compounds into searchable parts', () => {
    expect(splitCompound('ungdomsfotboll')).toEqual(['ungdom', 'fotboll']);
    expect(splitCompound('julkonsert')).toEqual(['jul', 'konsert']);
    expect(splitCompound('fotboll')).toBeNull();
    expect(analyseMessage('padelturnering').terms.map((x) => x.word)).toEqual(['padelturnering', 'padel', 'turnering']);
  });
});

describe('matcher signals', () => {
  it('full-text relevance handles Swedish inflections and ranks the better match first', async () => {
    const football = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Fotbollsklubben söker matchställ till ungdomslagen',
      description: 'Vår ungdomsverksamhet växer och vi behöver nya matchställ till alla våra ungdomar.',
      tags: ['fotboll', 'ungdom'],
    });
    const chess = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Schackklubb söker lokal för turneringar',
      description: 'Vi arrangerar schackturneringar för ungdomar och vuxna och söker en partner.',
      tags: ['schack'],
    });
    const { matches } = await match('fotbollen och ungdomarna');
    expect(matches[0].id).toBe(football);
    expect(matches[0].reasons).toContain(AI_TEXTS.reasons.terms(['fotbollen', 'ungdomarna']));
    expect(matches.map((m) => m.id)).toContain(chess); // shares 'ungdomar' only
    expect(matches.findIndex((m) => m.id === chess)).toBeGreaterThan(0);
  });

  it('offers complementary types by the caller profile, and a named type wins', async () => {
    const tag = 'kajakpaddling';
    const ids: Record<OfferType, string> = {
      business: await insertOffer(t.deps.database, { type: 'business', title: `Företag sponsrar ${tag}`, tags: [tag] }),
      association: await insertOffer(t.deps.database, {
        type: 'association',
        title: `Förening inom ${tag} söker stöd`,
        tags: [tag],
      }),
      influencer: await insertOffer(t.deps.database, {
        type: 'influencer',
        title: `Influencer inom ${tag}`,
        tags: [tag],
      }),
      foundation: await insertOffer(t.deps.database, {
        type: 'foundation',
        title: `Stiftelse ger bidrag till ${tag}`,
        tags: [tag],
      }),
    };
    const typesFor = async (message: string, profileType?: OfferType) =>
      new Set(
        (await match(message, { profileType })).matches.map(
          (m) => Object.entries(ids).find(([, id]) => id === m.id)?.[0],
        ),
      );

    expect(await typesFor(tag, 'business')).toEqual(new Set(['association', 'influencer']));
    expect(await typesFor(tag, 'association')).toEqual(new Set(['business', 'foundation']));
    expect(await typesFor(tag, 'influencer')).toEqual(new Set(['business', 'foundation']));
    expect(await typesFor(tag, 'foundation')).toEqual(new Set(['association', 'influencer']));
    expect(await typesFor(tag)).toEqual(new Set(['business', 'association', 'influencer', 'foundation']));
    // the message's own statement beats the profile; a named type beats both
    expect(await typesFor(`Vi är ett företag och gillar ${tag}`, 'foundation')).toEqual(
      new Set(['association', 'influencer']),
    );
    expect(await typesFor(`stiftelser för ${tag}`, 'business')).toEqual(new Set(['foundation']));
    const r = await match(`${tag}`, { profileType: 'influencer' });
    // kayaking is friluftsliv in the cause taxonomy
    expect(r.matches.find((m) => m.id === ids.business)?.reasons).toContain(
      AI_TEXTS.reasons.seeks('business', 'influencer', 'friluftsliv'),
    );
  });

  it('prefers the place named in the message, also a region and an inflected name', async () => {
    const base = { type: 'association' as const, title: 'Handbollsklubb söker tröjsponsor', tags: ['handboll'] };
    const gbg = await insertOffer(t.deps.database, { ...base, location: 'Göteborg', daysAgo: 40 });
    const sthlm = await insertOffer(t.deps.database, { ...base, location: 'Stockholm', daysAgo: 10 });
    const malmo = await insertOffer(t.deps.database, { ...base, location: 'Malmö', daysAgo: 40 });
    expect((await match('handboll i Göteborg')).matches[0].id).toBe(gbg);
    expect((await match('handboll i Göteborgs förorter')).matches[0].id).toBe(gbg);
    const skane = await match('handbollsklubbar i Skåne');
    expect(skane.matches[0].id).toBe(malmo);
    expect(skane.matches[0].reasons).toContain('Samma län: Skåne');
    // without a place the newest wins
    expect((await match('handboll')).matches[0].id).toBe(sthlm);
  });

  it('uses budget words and amounts', async () => {
    const base = { type: 'association' as const, title: 'Orienteringsklubb söker sponsor', tags: ['orientering'] };
    const small = await insertOffer(t.deps.database, { ...base, budget: '5 000 - 10 000 kr', daysAgo: 5 });
    const large = await insertOffer(t.deps.database, { ...base, budget: '150 000 - 250 000 kr', daysAgo: 50 });
    const around = await match('orientering runt 200 000 kr');
    expect(around.matches[0].id).toBe(large);
    expect(around.matches[0].reasons).toContain('Budget: 150 000 - 250 000 kr');
    expect((await match('orientering med stor budget')).matches[0].id).toBe(large);
    expect((await match('orientering, vi har en liten budget')).matches[0].id).toBe(small);
    expect((await match('orientering upp till 12 000 kr')).matches[0].id).toBe(small);
  });

  it('ranks newer offers first when all else is equal', async () => {
    const base = { type: 'foundation' as const, title: 'Stipendium för curling', tags: ['curling'] };
    const old = await insertOffer(t.deps.database, { ...base, daysAgo: 200 });
    const fresh = await insertOffer(t.deps.database, { ...base, daysAgo: 2 });
    const { matches } = await match('curling');
    expect(matches.slice(0, 2).map((m) => m.id)).toEqual([fresh, old]);
    expect(matches[0].reasons).toContain(AI_TEXTS.reasons.recent);
    expect(matches[0].score).toBeGreaterThan(matches[1].score);
  });

  it('never returns unapproved offers or the caller’s own offers', async () => {
    const owner = await t.signUp('association');
    const hidden = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Bågskytte söker sponsor',
      tags: ['bågskytte'],
      isApproved: false,
    });
    const own = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Bågskytte för alla',
      tags: ['bågskytte'],
      userId: owner.id,
    });
    const visible = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Bågskytteklubb får sponsring',
      tags: ['bågskytte'],
    });
    const anyone = (await match('bågskytte')).matches.map((m) => m.id);
    expect(anyone).not.toContain(hidden);
    expect(anyone).toEqual(expect.arrayContaining([own, visible]));
    expect((await match('bågskytte', { excludeUserId: owner.id })).matches.map((m) => m.id)).toEqual([visible]);
  });

  it('keeps the topic of the conversation when a follow-up only changes the place', async () => {
    await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Simklubb i Umeå söker sponsor',
      tags: ['simning'],
      location: 'Umeå',
    });
    const lulea = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Simklubb i Luleå söker sponsor',
      tags: ['simning'],
      location: 'Luleå',
    });
    const follow = await match('Finns det något i Luleå istället?', { history: ['simning i Umeå'] });
    expect(follow.matches[0].id).toBe(lulea);
  });

  it('falls back to the other signals when no offer mentions the words, and says so', async () => {
    const r = await match('Vi är ett företag och vill sponsra zeppelinare i Luleå');
    expect(r.relaxed).toBe(true);
    expect(r.matches.length).toBeGreaterThan(0);
    expect(r.matches[0].reasons).toContain('Samma ort: Luleå');
    expect(r.reply).toContain(AI_TEXTS.replies.relaxed('”zeppelinare”'));
    expect(analyseMessage('vi vill sponsra ett lag').namedTypes).toEqual(['association']);
  });

  it('answers greetings, help and empty results gracefully, and names the top match with a next step', async () => {
    expect((await match('Hej!')).reply).toBe(AI_TEXTS.replies.greeting);
    expect((await match('Hur fungerar det här?')).reply).toBe(AI_TEXTS.replies.help);
    const none = await match('zeppelinarflygning');
    expect(none.matches).toEqual([]);
    expect(none.reply).toContain('skapa ett eget erbjudande');
    const hit = await match('curling');
    expect(hit.reply).toContain('”Stipendium för curling”');
    expect(hit.reply).toContain(AI_TEXTS.replies.nextOpen);
  });
});
