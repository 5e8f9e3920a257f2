// Issue 18, fresh queries: requests typed as people write in a chat box (no å/ä/ö, 'e' for 'är', 'övik',
// 'e-sport', compounds the known heads miss) are read as well as carefully written ones, and who wants whom
// holds for them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@test/support/harness.js';
import { insertOffer } from '@test/support/test-offers.js';
import { analyseMessage } from './analysis.js';
import { causesIn } from './causes.js';
import { findMatches } from './matcher.js';
import { asksForOwnKind, offerSeeks } from './partners.js';
import { findPlaces } from './places.js';
import { isFiller } from './request-words.js';
import { parseBudgetWish } from './budget.js';

const words = (message: string) => analyseMessage(message).terms.map((t) => t.word);

describe('reading a colloquial request (no database)', () => {
  it('drops fillers also typed without å/ä/ö or in chat spelling', () => {
    for (const w of ['för', 'for', 'nåt', 'nat', 'göra', 'gora', 'söker', 'soker', 'sånt', 'o', 'synas', 'filmar'])
      expect(isFiller(w), w).toBe(true);
    const a = analyseMessage('vi ar ett lakemedelsforetag i sodertalje o vill gora nat for ungas psykiska halsa');
    expect(a.terms.map((t) => t.word).filter((w) => ['gora', 'nat', 'for', 'ar'].includes(w))).toEqual([]);
    expect(a.selfType).toBe('business');
    expect(a.selfStated).toBe(true);
    expect(a.causes).toEqual(expect.arrayContaining(['halsa', 'unga']));
    expect(a.places.map((p) => p.name)).toEqual(['Södertälje']);
  });

  it('reads the writer in chat spelling: "vi e ett litet surfföretag", type words without å/ä/ö', () => {
    expect(analyseMessage('Vi e ett litet surfföretag i halmstad').selfType).toBe('business');
    expect(analyseMessage('fotbollsforening i lund').namedTypes).toEqual(['association']);
    expect(analyseMessage('poddare om hälsa').namedTypes).toEqual(['influencer']);
  });

  it('splits compounds the known heads miss with the search dictionary, fillers left out', () => {
    const terms = analyseMessage('jag gör klimatvideor').terms;
    expect(terms).toContainEqual(expect.objectContaining({ word: 'klimat', part: true }));
    expect(terms.map((t) => t.word)).not.toContain('videor');
    expect(words('surfvideos')).toContain('surf');
    // 'e-sport' is one word, as the offers search reads it
    expect(words('bidrag till e-sport för unga')).toContain('esport');
  });

  it('knows what towns are called in chat', () => {
    expect(findPlaces('läxhjälp i övik').map((p) => p.name)).toEqual(['Örnsköldsvik']);
    expect(findPlaces('festival i Hudik').map((p) => p.name)).toEqual(['Hudiksvall']);
    expect(findPlaces('hbtq förening i gbg').map((p) => p.name)).toEqual(['Göteborg']);
    expect(findPlaces('sthlm').map((p) => p.name)).toEqual(['Stockholm']);
  });

  it('finds causes in colloquial words and compounds, and not in how a creator works', () => {
    expect(causesIn('Jag filmar vandring o skidturer')).toContain('friluftsliv');
    expect(causesIn('Jag filmar vandring')).not.toContain('kultur');
    expect(causesIn('filmfestival')).toContain('kultur');
    expect(causesIn('billig studentmat')).toEqual(['mat']);
    expect(causesIn('matinfluencers mat')).toEqual(['mat']);
    expect(causesIn('Jag har CP')).toEqual(['funktion']);
    expect(causesIn('vloggar om mtb')).toEqual(['idrott']);
    expect(causesIn('ridtjej på youtube')).toEqual(['idrott']);
    expect(causesIn('hbtq förening')).toEqual(['inkludering']);
    expect(causesIn('pluggvideos i matte')).toEqual(['utbildning']);
    expect(causesIn('vi har ett kafé och gillar naturen')).toEqual(expect.arrayContaining(['friluftsliv', 'miljo']));
  });
});

describe('who wants whom in colloquial requests (no database)', () => {
  it("marks what the writer says they are ('jag driver ett café', 'vi är ett energibolag'), not what they seek", () => {
    const cafe = analyseMessage('Jag driver ett café i Visby och vill sponsra nåt lokalt').terms;
    expect(cafe).toEqual([expect.objectContaining({ word: 'café', self: true })]);
    expect(analyseMessage('vi har en gruva i kiruna').terms).toContainEqual(
      expect.objectContaining({ word: 'gruva', self: true }),
    );
    expect(analyseMessage('vi är ett energibolag som gillar klimat').terms).toEqual([
      expect.objectContaining({ word: 'energi', part: true, self: true }),
      expect.objectContaining({ word: 'klimat' }),
    ]);
    expect(analyseMessage('vi har 200 barn i klubben').terms.some((t) => t.self)).toBe(false);
  });

  it('asks for the own kind also in a compound: "andra fotbollsklubbar"', () => {
    expect(asksForOwnKind('finns det andra fotbollsklubbar i västra götaland')).toBe(true);
    expect(asksForOwnKind('andra e-sportföreningar')).toBe(true);
    expect(asksForOwnKind('fotbollsklubbar i andra län')).toBe(false);
  });

  it('reads whom an offer does not want as no wish', () => {
    expect(
      offerSeeks('business', 'Vi söker influencers som filmar surf. Föreningar är inte aktuella just nu.'),
    ).toEqual(['influencer']);
    expect(offerSeeks('business', 'Vi söker kreatörer som filmar Dalarna. Föreningar söker vi inte just nu.')).toEqual([
      'influencer',
    ]);
    expect(offerSeeks('business', 'Vi sponsrar föreningar. Bidraget gäller föreningar, inte personer.')).toEqual([
      'association',
    ]);
  });

  it("keeps 'sponsor' for the funders only when no other kind is named", () => {
    expect(new Set(analyseMessage('segling sponsor').namedTypes)).toEqual(new Set(['business', 'foundation']));
    expect(analyseMessage('Vilka föreningar på Gotland söker sponsorer?').namedTypes).toEqual(['association']);
  });

  it("records '<subject> söker <object>' with both kinds, never with 'sponsor'", () => {
    expect(analyseMessage('stiftelse söker föreningar att stötta').seekPairs).toEqual([['foundation', 'association']]);
    expect(analyseMessage('skidklubb söker sponsor').seekPairs).toEqual([]);
  });
});

describe('who wants whom in colloquial requests (matcher)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("gives a foundation that 'söker föreningar' associations, and a visitor asking for funders of creators the funders that want creators", async () => {
    const tag = 'vildmarksorientering';
    const ids = {
      club: await insertOffer(t.deps.database, {
        type: 'association',
        title: `Klubb för ${tag} söker stöd`,
        tags: [tag],
      }),
      creator: await insertOffer(t.deps.database, { type: 'influencer', title: `Kreatör inom ${tag}`, tags: [tag] }),
      forClubs: await insertOffer(t.deps.database, {
        type: 'foundation',
        title: `Bidrag till föreningar inom ${tag}`,
        description: `Stiftelsen ger bidrag till föreningar inom ${tag}.`,
        tags: [tag],
      }),
      forCreators: await insertOffer(t.deps.database, {
        type: 'foundation',
        title: `Stipendier till kreatörer inom ${tag}`,
        description: `Stiftelsen ger stipendier till influencers och kreatörer inom ${tag}.`,
        tags: [tag],
      }),
    };
    const run = async (message: string, profileType: 'foundation' | null) =>
      (await findMatches({ database: t.deps.database, analysis: analyseMessage(message), profileType })).matches.map(
        (m) => m.id,
      );
    expect(await run(`stiftelse söker föreningar inom ${tag}`, 'foundation')).toEqual([ids.club]);
    const visitor = await run(`stipendium för kreatörer inom ${tag}`, null);
    expect(visitor[0]).toBe(ids.forCreators);
    expect(visitor).not.toContain(ids.creator);
    expect(visitor).not.toContain(ids.club);
  });

  it("does not take a business's trade for its topic: a café sponsoring a sport is not shown the språkcafé", async () => {
    const tag = 'bergsbandy';
    const cafe = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Språkcafé för nyanlända söker sponsor',
    });
    const club = await insertOffer(t.deps.database, {
      type: 'association',
      title: `Förening för ${tag} söker sponsor`,
      tags: [tag],
    });
    const analysis = analyseMessage(`Jag driver ett café och vill sponsra ${tag}`);
    const { matches } = await findMatches({ database: t.deps.database, analysis, profileType: 'business' });
    expect(matches[0]?.id).toBe(club);
    expect(matches.map((m) => m.id)).not.toContain(cafe);
  });
});

describe('who asks, read from a visitor’s own words (no database)', () => {
  it("'vi vill sponsra', 'kan vi sponsra' and work at a company: the writer is a sponsor, the company no wish", () => {
    for (const message of [
      'vi är ett IT-företag i sundsvall o vill sponsra nåt med unga o teknik',
      'Bageri i Visby, kan vi sponsra nåt lokalt på ön?',
      'jobbar på kommunikationsavdelningen på ett energibolag i östersund, vi vill sponsra idrott',
    ]) {
      const a = analyseMessage(message);
      expect(a.selfType, message).toBe('business');
      expect(a.selfStated, message).toBe(true);
      expect(a.namedTypes, message).not.toContain('business');
    }
    // asking for companies that sponsor stays a wish for companies
    expect(analyseMessage('vilka företag vill sponsra damfotboll').namedTypes).toContain('business');
  });

  it("'sponsra mig', money sought and what one starts: the writer seeks funders", () => {
    const me = analyseMessage('finns det nån som vill sponsra mig? gör youtube om fiske');
    expect(me.selfType).not.toBe('business');
    expect(me.namedTypes).toEqual(expect.arrayContaining(['business', 'foundation']));
    expect(analyseMessage('letar efter pengar till vårt scoutläger i sommar').namedTypes).toEqual(
      expect.arrayContaining(['business', 'foundation']),
    );
    const club = analyseMessage('Jag är 15 o vill starta en e-sportklubb på skolan, var får man cash ifrån?');
    expect(club.selfType).toBe('association');
    expect(club.namedTypes.sort()).toEqual(['business', 'foundation']);
    expect(analyseMessage('vi är några föräldrar som startat en förening för barn med autism').selfType).toBe(
      'association',
    );
    // in a relative clause the money is someone else's need: 'matbanker som behöver stöd' looks for food banks
    expect(analyseMessage('Matbanker som behöver stöd').namedTypes).toEqual([]);
  });

  it("reads '18k på insta' and '9k följare' as reach, not budget; 'en lokal förening' names no topic", () => {
    expect(parseBudgetWish('modeinfluencer i gbg, 18k på insta, söker klädmärken')).toBeNull();
    expect(parseBudgetWish('baking på tiktok, 9k följare, söker runt 20 000 kr')).toEqual({
      min: null,
      max: null,
      around: 20_000,
    });
    expect(parseBudgetWish('vi söker 18k till resan')).toEqual({ min: null, max: null, around: 18_000 });
    expect(isFiller('lokal')).toBe(true);
  });

  it('knows fashion, fishing and the sea as causes', () => {
    expect(causesIn('Modeinfluencer i gbg söker klädmärken')).toContain('mode');
    expect(causesIn('gör youtube om fiske, mest gädda')).toContain('friluftsliv');
    expect(causesIn('bidrag till havsmiljön i Östersjön')).toContain('miljo');
    expect(causesIn('en modern lokal')).not.toContain('mode');
  });

  it("a town's neighbours are its county's towns, not every town of a wide area like Norrland", () => {
    const [gavle] = findPlaces('förening i Gävle');
    expect(gavle!.near).toEqual(expect.arrayContaining(['sandviken', 'gävleborg', 'norrland']));
    expect(gavle!.near).not.toContain('luleå');
    expect(gavle!.near).not.toContain('örnsköldsvik');
    // parts of counties as people name them: an area, never a town's county
    const [fyrbodal] = findPlaces('en fond i Fyrbodal');
    expect(fyrbodal!.exact).toEqual(expect.arrayContaining(['uddevalla', 'trollhättan']));
    expect(findPlaces('Uddevalla')[0]!.region).toBe('Västra Götaland');
    const [lulea] = findPlaces('Luleå');
    expect(lulea!.near).toContain('kiruna');
    expect(lulea!.near).not.toContain('gävle');
  });
});

describe('fifth development round (no database)', () => {
  it('reads an opening kind of organisation as the writer, and an opening plural or topic as what is sought', () => {
    expect(analyseMessage('energibolag i skelleftea, vill sponsra klattring').selfType).toBe('business');
    const gaming = analyseMessage('gamingföretag, söker streamers i norrland');
    expect([gaming.selfType, gaming.namedTypes]).toEqual(['business', ['influencer']]);
    expect(analyseMessage('Schackklubb i Skellefteå här. Vi vill starta ett mattecamp').selfType).toBe('association');
    expect(analyseMessage('hembygdsförening i hofors (gästrikland), söker bidrag').selfType).toBe('association');
    // trades are companies when they open the message, and when the writer says they are one
    expect(analyseMessage('Bageri i Östersund, vi vill sponsra nåt för unga här').selfType).toBe('business');
    expect(analyseMessage('Lantbrukskooperativ i Skaraborg. Vi vill stötta barn').selfType).toBe('business');
    expect(analyseMessage('vi är ett litet rederi på gotland').selfType).toBe('business');
    // a search, not a self-description
    for (const message of [
      'företag i malmö som sponsrar fotboll',
      'föreningar i skåne, vilka söker sponsor?',
      'företag, vilka sponsrar handboll?',
      'sponsor i malmö, vem?',
      'fotboll, vilka sponsrar?',
    ])
      expect(analyseMessage(message).selfType, message).toBeNull();
    expect(analyseMessage('matbank i malmö, vi söker stöd').selfType).not.toBe('business');
    // without a pause only in the definite form: 'dansförening söker sponsor' may be a sponsor's search
    expect(analyseMessage('klätterklubben i luleå behöver nya grepp').selfType).toBe('association');
    expect(analyseMessage('dansförening söker sponsor').selfType).toBeNull();
    // past a describing word to the noun; 'foodies' are creators
    const dairy = analyseMessage('Vi är ett litet veganskt mejeri i umeå o söker foodies');
    expect([dairy.selfType, dairy.namedTypes]).toEqual(['business', ['influencer']]);
    // 'gym som vill sponsra' is who is sought, not the writer
    expect(analyseMessage('gör fitness content, söker gym som vill sponsra').selfType).toBeNull();
    expect(analyseMessage('vill sponsra ett lag i lund').selfType).toBe('business');
    // 'andra sånna föreningar': the own kind, asked for
    expect(asksForOwnKind('finns det andra sånna föreningar i norrland vi kan samarbeta med?')).toBe(true);
    expect(asksForOwnKind('finns det föreningar i norrland?')).toBe(false);
  });

  it('reads ages and names as no money, and a range with one unit as a range', () => {
    expect(parseBudgetWish('vi är en liten 4h-klubb, hur söker man bidrag?')).toBeNull();
    expect(parseBudgetWish('pengar till tjejidrott för 13-19 år')).toBeNull();
    expect(parseBudgetWish('bidrag till läger för 14-åringar')).toBeNull();
    expect(parseBudgetWish('behöver typ 20-30k')).toEqual({ min: 20_000, max: 30_000, around: null });
    expect(parseBudgetWish('söker 10–15 tusen till resan')).toEqual({ min: 10_000, max: 15_000, around: null });
    expect(parseBudgetWish('vi har 20-30k följare')).toBeNull();
  });

  it('knows farming and the countryside as a cause', () => {
    for (const text of ['vi är en liten 4h-klubb', 'biodling med barnen', 'livet på vår gård', 'Lantbrukskooperativ'])
      expect(causesIn(text), text).toContain('lantbruk');
    expect(causesIn('nya gardiner till lokalen')).not.toContain('lantbruk');
    // training and fitness are health; heritage is culture; sport fishing is fishing, not a club sport
    expect(causesIn('fitness content, söker proteinbolag el gym')).toContain('halsa');
    expect(causesIn('en kulturarvsdag för barn')).toContain('kultur');
    expect(causesIn('Vi sponsrar sportfiskeklubbar')).toEqual(['friluftsliv']);
    expect(causesIn('sportklubb')).toEqual(['idrott']);
    expect(causesIn('klätterbutik')).toEqual(expect.arrayContaining(['idrott', 'friluftsliv']));
  });
});

describe('the topic before the audience (matcher)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("a sponsor of children's fishing in Västervik is shown the fishing channel before clubs that only share 'barn'", async () => {
    const fishing = await insertOffer(t.deps.database, {
      type: 'influencer',
      title: 'Fiskekanal på YouTube söker sponsorer',
      description: 'Jag filmar sportfiske längs kusten och vill samarbeta med företag.',
      location: 'Kalmar',
    });
    const riding = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Ridklubb för barn söker sponsor',
      description: 'Vi har ridskola för barn och ungdomar och söker en sponsor till nya hästar.',
      location: 'Kalmar',
    });
    const far = await insertOffer(t.deps.database, {
      type: 'association',
      title: 'Barnidrott i Luleå söker sponsor',
      description: 'Vi vill att alla barn ska kunna idrotta.',
      location: 'Luleå',
    });
    const analysis = analyseMessage(
      'Vi bygger båtar i Västervik o vill sponsra barn som fiskar eller nån som filmar fiske',
    );
    const { matches } = await findMatches({ database: t.deps.database, analysis, profileType: 'business' });
    const ids = matches.map((m) => m.id);
    expect(ids.indexOf(fishing)).toBeLessThan(ids.indexOf(riding) === -1 ? 99 : ids.indexOf(riding));
    // Luleå is not in the same county as Västervik
    const farMatch = matches.find((m) => m.id === far);
    expect(farMatch?.reasons.join(' ') ?? '').not.toMatch(/Samma län/);
  });

  it("an offer of another town that works with the whole country fits any place; a word's synonym matches", async () => {
    const fashion = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Hållbart klädmärke söker modekreatörer',
      description: 'Vi syr kläder i linne i Ystad och söker modeinfluencers. Samarbeten i hela landet.',
      location: 'Ystad',
    });
    const local = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Klädbutik söker modekreatörer i Skåne',
      description: 'Vi säljer kläder i Lund och söker modeinfluencers i Skåne.',
      location: 'Lund',
    });
    const analysis = analyseMessage('Modeinfluencer i gbg söker klädmärken att samarbeta med');
    const { matches } = await findMatches({ database: t.deps.database, analysis, profileType: 'influencer' });
    const nationwide = matches.find((m) => m.id === fashion);
    expect(nationwide?.reasons).toContain('Plats: Ystad (hela landet)');
    const other = matches.find((m) => m.id === local);
    expect(nationwide!.score).toBeGreaterThan(other?.score ?? 0);

    // 'podcast' finds the offer that says 'poddare' (the offers search's synonyms, half a match)
    const podd = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Poddnätverk sponsrar poddare',
      description: 'Vi sponsrar poddare som pratar om hälsa och samhälle.',
      location: 'Karlstad',
    });
    // a newer business offer that shares nothing: without the synonym it would come first
    await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Sportbutik sponsrar influencers',
      description: 'Vi sponsrar influencers och kreatörer som visar löpning.',
      location: 'Karlstad',
    });
    const asked = analyseMessage('sponsor till min podcast??');
    const found = await findMatches({ database: t.deps.database, analysis: asked, profileType: 'influencer' });
    expect(found.matches[0]?.id).toBe(podd);
    // half a match: it names no word it does not contain
    expect(found.matches[0]?.reasons.join(' ')).not.toMatch(/Matchar: podcast/);
  });

  it('ranks the full-text hits by the words themselves: many offers with only a synonym do not crowd one out', async () => {
    const exact = await insertOffer(t.deps.database, {
      type: 'business',
      title: 'Vi sponsrar en podcast',
      description: 'Hör av dig till oss.',
      location: 'Umeå',
    });
    // more newer offers than the candidate list holds per type, each with only the synonym 'podd'
    for (let i = 0; i < 45; i++)
      await insertOffer(t.deps.database, {
        type: 'business',
        title: `Podd nummer ${i} söker poddare`,
        description: 'En podd om allt möjligt: poddare och poddar sökes till vårt poddnätverk.',
        location: 'Umeå',
      });
    const { matches } = await findMatches({
      database: t.deps.database,
      analysis: analyseMessage('sponsor till min podcast'),
      profileType: 'influencer',
    });
    expect(matches.map((m) => m.id)).toContain(exact);
  });
});
