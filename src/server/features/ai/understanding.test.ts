// Issue 18: who wants whom, reading a Swedish request, honest scores, reasons and the reply when nothing fits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import { AI_TEXTS } from '@shared/ai-texts.js';
import type { OfferType } from '@shared/constants.js';
import { analyseMessage } from './analysis.js';
import { causesIn } from './causes.js';
import { findMatches } from './matcher.js';
import { COMPLEMENTARY, offerSeeks, partnerTypes } from './partners.js';
import { buildReply } from './reply.js';
import { GOOD_MATCH } from './score.js';

describe('who wants whom (no database)', () => {
  it('has the complementary table of the issue', () => {
    expect(COMPLEMENTARY).toEqual({
      business: ['association', 'influencer'],
      association: ['business', 'foundation'],
      influencer: ['business', 'foundation'],
      foundation: ['association', 'influencer'],
    });
  });

  it('takes the partners from the asker, refined by the message', () => {
    const types = (asker: OfferType | null, message: string, fromAccount = true) => {
      const a = analyseMessage(message);
      return partnerTypes({
        asker: a.selfType ?? asker,
        askerFromAccount: a.selfStated || (!a.selfType && fromAccount && asker !== null),
        named: a.namedTypes,
        loose: a.looseTypes,
        ownKind: a.ownKind,
        coFunding: a.coFunding,
      }).types;
    };
    // a streamer describing themself is shown those who pay, not other streamers
    expect(types('influencer', 'streamer söker sponsor')).toEqual(['business', 'foundation']);
    expect(types('association', 'ridklubb för barn söker stöd')).toEqual(['business', 'foundation']);
    expect(types('foundation', 'Vi är en stiftelse som vill dela ut bidrag till läxhjälp')).toEqual([
      'association',
      'influencer',
    ]);
    // a business asking for influencers gets influencers only; co-funding adds foundations
    expect(types('business', 'Vi vill hitta influencers inom gaming')).toEqual(['influencer']);
    expect(types('business', 'Vi vill samfinansiera ett klimatprojekt')).toEqual([
      'association',
      'influencer',
      'foundation',
    ]);
    // cooperating with one's own kind is asked for on purpose
    expect(types('association', 'Vi vill samarbeta med andra klubbar')).toContain('association');
    // signed out, the message decides: 'företag som vill sponsra' looks for companies
    expect(types(null, 'Företag som vill sponsra ungdomsfotboll', false)).toEqual(['business']);
    expect(partnerTypes({ asker: null, named: [], ownKind: false, aboutOfferType: 'foundation' }).types).toEqual([
      'association',
      'influencer',
    ]);
  });

  it('reads whom an offer wants from its text', () => {
    expect(offerSeeks('business', 'Vi söker influencers och kreatörer inom träning')).toEqual(['influencer']);
    expect(offerSeeks('business', 'Vi sponsrar idrottsföreningar och klubbar i Skåne')).toEqual(['association']);
    expect(offerSeeks('foundation', 'Bidrag till föreningar och kreatörer')).toEqual(['association', 'influencer']);
    expect(offerSeeks('association', 'Vi söker sponsorer')).toEqual(['business', 'foundation']);
  });
});

describe('reading a Swedish request (no database)', () => {
  const words = (message: string) => analyseMessage(message).terms.map((t) => t.word);

  it('does not read -bolag as a team, nor leave a fragment of it', () => {
    for (const message of ['Vi är ett energibolag', 'Vi är ett fastighetsbolag i Malmö']) {
      const a = analyseMessage(message);
      expect(a.selfType).toBe('business');
      expect(a.namedTypes).not.toContain('association');
      expect(words(message).some((w) => w.endsWith('bo') || w === 'lag')).toBe(false);
    }
    expect(analyseMessage('vi söker ett fotbollslag').namedTypes).toEqual(['association']);
  });

  it('splits compounds into causes, keeps acronyms and drops fillers', () => {
    expect(causesIn('Jag gör klimatvideor')).toEqual(['miljo']);
    expect(causesIn('ridklubb för barn med funktionsnedsättning')).toEqual(['idrott', 'funktion', 'unga']);
    expect(causesIn('simskola')).toEqual(['idrott']); // a swimming school, not a school
    expect(causesIn('esportforening i Umea')).toEqual(['gaming']);
    expect(causesIn('ungdomsidrott')).toEqual(['idrott', 'unga']);
    expect(words('Vi är ett IT-företag')).toContain('it');
    expect(words('UF-förening söker CSR-partner')).toEqual(expect.arrayContaining(['uf', 'csr']));
    const filler = words('till exempel vill vi dela ut pengar, vi har startat typ en grej');
    for (const w of ['exempel', 'dela', 'startat', 'typ']) expect(filler).not.toContain(w);
  });

  it('finds places written without å, ä, ö', () => {
    expect(analyseMessage('Vilka foretag i Umea sponsrar').places.map((p) => p.name)).toEqual(['Umeå']);
    expect(analyseMessage('i Växjö').places[0]?.region).toBe('Kronoberg');
  });
});

describe('honest scores, reasons and replies', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const match = async (message: string, profileType: OfferType | null = null) => {
    const analysis = analyseMessage(message);
    const result = await findMatches({ database: t.deps.database, analysis, profileType });
    return { ...result, reply: buildReply(analysis, result.matches, result.relaxed) };
  };

  it('ranks the homework-help club of the town first for a property company, with real reasons', async () => {
    const club = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Läxhjälp för barn i Kalmar söker sponsor',
      description: 'Vår förening ger gratis läxhjälp till barn på mellanstadiet i Kalmar.',
      tags: ['läxhjälp', 'barn'],
      location: 'Kalmar',
    });
    const other = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Fastighetsbolag i Kalmar',
      description: 'Vi är ett fastighetsbolag som vill synas i Kalmar.',
      tags: ['fastighet'],
      location: 'Kalmar',
    });
    const message = 'Vi är ett fastighetsbolag i Kalmar och vill hjälpa barn i våra områden att lyckas med läxorna';
    const r = await match(message, 'business');
    expect(r.matches[0]?.id).toBe(club);
    expect(r.matches.map((m) => m.id)).not.toContain(other);
    expect(r.matches[0]?.reasons).toEqual(
      expect.arrayContaining([
        AI_TEXTS.reasons.cause(['utbildning och läxhjälp', 'barn och unga']),
        'Samma ort: Kalmar',
      ]),
    );
    expect(r.matches[0]!.score).toBeGreaterThanOrEqual(GOOD_MATCH);
    // a reason that names words names whole words of the message, never a fragment
    const said = new Set(message.toLocaleLowerCase('sv-SE').match(/\p{L}+/gu));
    for (const m of r.matches)
      for (const reason of m.reasons.filter((x) => x.startsWith('Matchar: ')))
        for (const w of reason.slice('Matchar: '.length).split(', ')) expect(said.has(w)).toBe(true);
  });

  it('scores a weak match low and says so, suggesting a wider search', async () => {
    await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Bilhandlare sponsrar bandy',
      description: 'Vi sponsrar bandyklubbar i Kiruna.',
      tags: ['bandy'],
      location: 'Kiruna',
    });
    const r = await match('Vår kör i Ystad söker sponsor till en julkonsert', 'association');
    expect(r.matches.length).toBeGreaterThan(0);
    for (const m of r.matches) expect(m.score).toBeLessThan(GOOD_MATCH);
    // no offer names the words: the reply says so, without word fragments, and suggests a wider search
    expect(r.reply).toContain(AI_TEXTS.replies.relaxed('”kör julkonsert”'));
    expect(r.reply).toContain(AI_TEXTS.replies.widerPlace);
    // an offer that shares the cause but lies far away is weak too, and the reply says no match is good
    await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Bank sponsrar körer',
      description: 'Vi sponsrar körer och föreningar med musik i Kiruna.',
      tags: ['kör', 'musik'],
      location: 'Kiruna',
    });
    const far = await match('Vår kör i Ystad söker sponsor till en julkonsert', 'association');
    expect(far.relaxed).toBe(false);
    for (const m of far.matches) expect(m.score).toBeLessThan(GOOD_MATCH);
    expect(far.reply).toContain(AI_TEXTS.replies.noGoodMatch(AI_TEXTS.replies.widerPlace));
    expect(r.reply).not.toMatch(/Jag hittade \d+ erbjudanden som passar/u);
  });

  it('shows a club the sponsor that wants clubs before the one that wants influencers', async () => {
    const wantsClubs = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Sportbutik sponsrar curling',
      description: 'Vi sponsrar curlingklubbar och föreningar med utrustning.',
      tags: ['curling'],
      daysAgo: 60,
    });
    const wantsCreators = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Sportbutik söker curlinginfluencers',
      description: 'Vi söker influencers och kreatörer som visar curling i sina kanaler.',
      tags: ['curling'],
      daysAgo: 1,
    });
    const r = await match('curlingklubb söker sponsor', 'association');
    const ids = r.matches.map((m) => m.id);
    expect(ids.indexOf(wantsClubs)).toBeLessThan(ids.indexOf(wantsCreators) === -1 ? 99 : ids.indexOf(wantsCreators));
    expect(r.matches[0]?.reasons).toContain(AI_TEXTS.reasons.seeks('business', 'association', 'idrott'));
    const creators = r.matches.find((m) => m.id === wantsCreators);
    if (creators) expect(creators.score).toBeLessThan(GOOD_MATCH);
    expect(r.reply).toContain(AI_TEXTS.replies.introSome(1, r.matches.length).slice(0, 25));
  });
});
