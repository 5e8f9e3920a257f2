// Writes the fixed AI benchmark data: offers.json (216 Swedish offers across the four types) and
// queries.json (labelled Swedish queries with the offer keys each should find). Deterministic: run
// `npx tsx bench/data/generate.ts` only to change the data on purpose; the JSON files are the corpus.
import { writeFileSync } from 'node:fs';
import type { OfferFixture } from '../lib/offer-fixture.js';

type OfferType = 'business' | 'association' | 'influencer' | 'foundation';

interface Topic {
  key: string;
  /** words a query uses for it */
  label: string;
  club: string; // 'Hockeyklubb'
  clubName: (town: string) => string;
  need: string[];
  company: string[]; // sponsor companies
  business: string; // what the sponsor wants
  creator: string; // influencer niche
  audience: string;
  fund: string; // foundation purpose
  tags: string[];
}

const T = (t: Topic) => t;
const TOPICS: Topic[] = [
  T({ key: 'fotboll', label: 'fotboll', club: 'Fotbollsklubb', clubName: (t) => `${t} FF`, need: ['nya matchställ till ungdomslagen', 'en huvudsponsor till A-laget', 'bollar och utrustning till fotbollsskolan'], company: ['Bygg & Betong AB', 'Sportlagret', 'Nordbank'], business: 'vill synas på fotbollsplaner och i matchprogram', creator: 'fotbollsfreestyle och träningstips', audience: 'Fotbollsintresserade 12–25 år', fund: 'ungdomsfotboll och spontanidrott', tags: ['fotboll', 'idrott', 'ungdom'] }),
  T({ key: 'ishockey', label: 'ishockey', club: 'Hockeyklubb', clubName: (t) => `${t} HC`, need: ['sarg-reklam och tröjsponsor', 'istider och utrustning för hockeyskolan', 'resor till bortamatcher'], company: ['Isbolaget Norr', 'Kylteknik AB', 'Arenabolaget'], business: 'vill synas i ishallen och på matchtröjor', creator: 'hockey, målvaktsträning och vloggar från omklädningsrummet', audience: 'Hockeyfans 15–35 år', fund: 'barn- och ungdomshockey', tags: ['ishockey', 'hockey', 'idrott'] }),
  T({ key: 'handboll', label: 'handboll', club: 'Handbollsklubb', clubName: (t) => `${t} HK`, need: ['en tröjsponsor till damlaget', 'bussresor till cuper', 'handbollsskola för barn'], company: ['Elektro Syd', 'Hallbygg AB', 'Friskvårdskedjan'], business: 'vill stötta lagidrott på orten', creator: 'handboll, skotteknik och matchanalys', audience: 'Handbollsspelare och föräldrar', fund: 'lagidrott för flickor och unga kvinnor', tags: ['handboll', 'idrott', 'lagsport'] }),
  T({ key: 'innebandy', label: 'innebandy', club: 'Innebandyförening', clubName: (t) => `${t} IBF`, need: ['nya klubbor och matchtröjor', 'en sponsor till seniorlaget', 'hallhyra för ungdomsträningar'], company: ['Plastteknik AB', 'Kontorsgruppen', 'Sportkedjan Pro'], business: 'vill nå familjer via innebandyn', creator: 'innebandy, trickshots och träningsupplägg', audience: 'Innebandyspelare 10–20 år', fund: 'innebandy och motion i skolan', tags: ['innebandy', 'idrott', 'ungdom'] }),
  T({ key: 'basket', label: 'basket', club: 'Basketklubb', clubName: (t) => `${t} Basket`, need: ['ett sommarläger i basket', 'nya korgar till utomhusplanen', 'en sponsor till elitlaget'], company: ['Streetwear Sverige', 'Energidryck Nord', 'Fastighets AB Centrum'], business: 'vill nå unga i städerna genom basket', creator: 'basket, streetball och sneakers', audience: 'Unga i storstäder 14–28 år', fund: 'basket och mötesplatser i förorten', tags: ['basket', 'idrott', 'förort'] }),
  T({ key: 'ridsport', label: 'ridsport', club: 'Ridklubb', clubName: (t) => `${t} Ryttarförening`, need: ['foder och utrustning till ridskolan', 'en ny ridhusbelysning', 'tävlingspriser till klubbtävlingen'], company: ['Hästfoder Sverige', 'Lantmännens Butik', 'Stallinredning AB'], business: 'vill synas bland hästintresserade familjer', creator: 'hästar, ridning och stallvardag', audience: 'Hästintresserade tjejer 12–30 år', fund: 'ridsport för barn med funktionsnedsättning', tags: ['ridsport', 'häst', 'ridning'] }),
  T({ key: 'simning', label: 'simning', club: 'Simklubb', clubName: (t) => `${t} Simsällskap`, need: ['simskola för nyanlända barn', 'nya baddräkter och tävlingsresor', 'banhyra i simhallen'], company: ['Badhuset Spa', 'Vattenteknik AB', 'Solskydd Nordic'], business: 'vill främja simkunnighet', creator: 'simning, triathlon och uthållighetsträning', audience: 'Motionärer och triathleter 20–45 år', fund: 'simkunnighet bland barn', tags: ['simning', 'simskola', 'vatten'] }),
  T({ key: 'friidrott', label: 'friidrott', club: 'Friidrottsklubb', clubName: (t) => `${t} Friidrott`, need: ['ett stadslopp med tusen löpare', 'spikskor och tidtagning till ungdomarna', 'träningsläger inför säsongen'], company: ['Löparbutiken', 'Sportdryck AB', 'Tidtagning Sverige'], business: 'vill synas på lopp och tävlingar', creator: 'löpning, maraton och friidrott', audience: 'Löpare och motionärer 25–50 år', fund: 'friidrott och löpning för unga', tags: ['friidrott', 'löpning', 'motion'] }),
  T({ key: 'orientering', label: 'orientering', club: 'Orienteringsklubb', clubName: (t) => `${t} OK`, need: ['kartor och kontroller till nybörjarkurser', 'en sponsor till O-ringen-resan', 'pannlampor till nattorientering'], company: ['Skogsbolaget Mitt', 'Kartografen AB', 'Friluftsbutiken'], business: 'vill koppla varumärket till skog och natur', creator: 'orientering, terränglöpning och kartor', audience: 'Naturälskare och löpare', fund: 'orientering och friluftsliv för barn', tags: ['orientering', 'skog', 'friluftsliv'] }),
  T({ key: 'padel', label: 'padel', club: 'Padelklubb', clubName: (t) => `${t} Padel`, need: ['en turnering för juniorer', 'racketar till prova-på-dagar', 'en banrad med företagsskyltar'], company: ['Padelcenter AB', 'Racketspecialisten', 'Mäklarhuset'], business: 'vill nå aktiva vuxna genom padel', creator: 'padel, racketsport och matchklipp', audience: 'Padelspelare 25–55 år', fund: 'racketsport för seniorer', tags: ['padel', 'racketsport', 'tennis'] }),
  T({ key: 'kör', label: 'körsång', club: 'Kör', clubName: (t) => `${t} Kammarkör`, need: ['en julkonsert i domkyrkan', 'noter och en körresa', 'en ny flygel till repetitionslokalen'], company: ['Musikhuset AB', 'Konsertbolaget', 'Sparbanken Lokal'], business: 'vill stötta körsång och kulturliv', creator: 'sång, körmusik och röstträning', audience: 'Musikintresserade vuxna', fund: 'körsång och klassisk musik', tags: ['kör', 'musik', 'kultur', 'sång'] }),
  T({ key: 'teater', label: 'teater', club: 'Teaterförening', clubName: (t) => `Teater ${t}`, need: ['en sommarföreställning i parken', 'kostymer och scenteknik', 'teaterkurser för unga'], company: ['Eventteknik AB', 'Tryckeriet Sverige', 'Hotell Scen'], business: 'vill synas i kulturlivet', creator: 'teater, scenkonst och humor', audience: 'Kulturintresserade 20–60 år', fund: 'scenkonst och amatörteater', tags: ['teater', 'scenkonst', 'kultur'] }),
  T({ key: 'konst', label: 'konst', club: 'Konstförening', clubName: (t) => `${t} Konstförening`, need: ['en utställning med lokala konstnärer', 'muralmålning i centrum', 'konstkurser för pensionärer'], company: ['Färghandeln AB', 'Galleri Nord', 'Arkitektkontoret Form'], business: 'vill stötta bildkonst och offentlig konst', creator: 'måleri, illustration och konsthantverk', audience: 'Konstintresserade vuxna', fund: 'bildkonst och konstnärliga projekt', tags: ['konst', 'måleri', 'kultur'] }),
  T({ key: 'dans', label: 'dans', club: 'Dansförening', clubName: (t) => `${t} Dansstudio`, need: ['en dansuppvisning på stadsfesten', 'speglar och golv till danssalen', 'danskurser för pojkar'], company: ['Dansbutiken', 'Ljud & Ljus AB', 'Modehuset Rörelse'], business: 'vill nå unga via dans och rörelse', creator: 'dans, koreografi och TikTok-danser', audience: 'Dansintresserade 13–25 år', fund: 'dans och rörelseglädje för unga', tags: ['dans', 'kultur', 'rörelse'] }),
  T({ key: 'miljö', label: 'miljö', club: 'Miljöförening', clubName: (t) => `Naturskyddsgruppen ${t}`, need: ['strandstädning och återvinningsstationer', 'ett klimatprojekt i skolor', 'trädplantering i stadsdelen'], company: ['Gröna Energi AB', 'Återvinningsbolaget', 'Solpanel Sverige'], business: 'vill stötta hållbarhet och klimatarbete', creator: 'hållbar livsstil, klimat och second hand', audience: 'Miljömedvetna 20–40 år', fund: 'miljö, klimat och biologisk mångfald', tags: ['miljö', 'hållbarhet', 'klimat'] }),
  T({ key: 'skola', label: 'läxhjälp', club: 'Läxhjälpsförening', clubName: (t) => `Läxhjälpen ${t}`, need: ['läxhjälp för högstadieelever', 'datorer till studiecirklar', 'sommarskola i matematik'], company: ['Utbildningsbolaget', 'IT-Partner AB', 'Bokhandeln Sverige'], business: 'vill stötta utbildning och skolresultat', creator: 'studieteknik, pluggtips och matematik', audience: 'Gymnasieelever 15–19 år', fund: 'utbildning, läxhjälp och läsfrämjande', tags: ['utbildning', 'skola', 'läxhjälp'] }),
  T({ key: 'esport', label: 'e-sport', club: 'E-sportförening', clubName: (t) => `${t} Esport`, need: ['gamingdatorer till föreningslokalen', 'ett LAN för tusen deltagare', 'en tröjsponsor till tävlingslaget'], company: ['Datorbutiken Pro', 'Bredband Nord', 'Gamingstolen AB'], business: 'vill nå unga spelare', creator: 'gaming, streaming och e-sport', audience: 'Gamers 13–30 år', fund: 'digital kompetens och gaming för unga', tags: ['e-sport', 'gaming', 'spel'] }),
  T({ key: 'mat', label: 'matlagning', club: 'Matförening', clubName: (t) => `Matglädje ${t}`, need: ['matlagningskurser för ensamkommande', 'en skördefest med lokala producenter', 'kök till föreningens café'], company: ['Livsmedelsgrossisten', 'Gårdsmejeriet', 'Köksutrustning AB'], business: 'vill synas med svensk mat och lokala råvaror', creator: 'matlagning, recept och vegetarisk mat', audience: 'Matintresserade 25–55 år', fund: 'matkultur och folkhälsa', tags: ['mat', 'matlagning', 'recept'] }),
  T({ key: 'mode', label: 'mode', club: 'Modeförening', clubName: (t) => `Designkollektivet ${t}`, need: ['en modevisning med återbruk', 'symaskiner till syateljén', 'en popup-butik för unga designers'], company: ['Klädkedjan Nord', 'Textilfabriken', 'Skomakarna AB'], business: 'vill nå modeintresserade unga', creator: 'mode, stil och hållbara kläder', audience: 'Modeintresserade kvinnor 18–35 år', fund: 'design och textilt hantverk', tags: ['mode', 'design', 'kläder'] }),
  T({ key: 'friluftsliv', label: 'friluftsliv', club: 'Friluftsförening', clubName: (t) => `Friluftsfrämjandet ${t}`, need: ['vandringsläger för barn', 'kanoter och tält till uthyrning', 'en vinterfjällkurs'], company: ['Outdoorbutiken', 'Fjällutrustning AB', 'Campingkedjan'], business: 'vill koppla varumärket till naturupplevelser', creator: 'vandring, fjäll och friluftsliv', audience: 'Friluftsintresserade 20–50 år', fund: 'friluftsliv och naturupplevelser', tags: ['friluftsliv', 'vandring', 'natur'] }),
  T({ key: 'hälsa', label: 'träning', club: 'Träningsförening', clubName: (t) => `Friskis ${t}`, need: ['gratis utomhusträning i parken', 'träningsredskap till seniorgympan', 'en motionsdag för hela staden'], company: ['Gymkedjan', 'Proteinbolaget', 'Vårdcentralen Plus'], business: 'vill främja folkhälsa och träning', creator: 'träning, styrketräning och hälsa', audience: 'Träningsintresserade 20–45 år', fund: 'folkhälsa och fysisk aktivitet', tags: ['träning', 'hälsa', 'motion'] }),
  T({ key: 'integration', label: 'integration', club: 'Integrationsförening', clubName: (t) => `Mötesplats ${t}`, need: ['språkcafé för nyanlända', 'läger som blandar unga från olika stadsdelar', 'mentorprogram för arbetssökande'], company: ['Bemanningsbolaget', 'Bostadsbolaget Hem', 'Bankgruppen'], business: 'vill ta socialt ansvar i närområdet', creator: 'vardag som nyanländ, språk och kultur', audience: 'Unga vuxna 18–35 år', fund: 'integration och social sammanhållning', tags: ['integration', 'socialt', 'nyanlända'] }),
  T({ key: 'äldre', label: 'äldre', club: 'Pensionärsförening', clubName: (t) => `SPF ${t}`, need: ['digitala kurser för äldre', 'utflykter mot ensamhet', 'en träffpunkt med café'], company: ['Apoteksgruppen', 'Trygghetslarm AB', 'Seniorboende Sverige'], business: 'vill nå äldre och deras anhöriga', creator: 'livet efter 60, resor och hälsa', audience: 'Seniorer 60+', fund: 'äldres hälsa och gemenskap', tags: ['äldre', 'pensionärer', 'gemenskap'] }),
  T({ key: 'teknik', label: 'programmering', club: 'Kodklubb', clubName: (t) => `Kodklubben ${t}`, need: ['programmeringskurser för tjejer', 'robotar och mikrodatorer', 'ett hackathon för gymnasieelever'], company: ['Mjukvaruhuset AB', 'Techbolaget Nord', 'Elektronikgrossisten'], business: 'vill hitta framtidens utvecklare', creator: 'programmering, teknik och AI', audience: 'Teknikintresserade 16–30 år', fund: 'teknik, programmering och innovation', tags: ['programmering', 'teknik', 'kodning'] }),
];

const TOWNS = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Linköping', 'Örebro', 'Västerås', 'Helsingborg', 'Umeå', 'Luleå', 'Sundsvall', 'Jönköping', 'Lund', 'Karlstad', 'Gävle', 'Östersund', 'Borås', 'Växjö', 'Kalmar', 'Falun'];
const BUDGETS = ['5 000 - 15 000 kr', '10 000 - 25 000 kr', '20 000 - 40 000 kr', '30 000 - 60 000 kr', '50 000 - 100 000 kr', '100 000 - 200 000 kr', '150 000 - 300 000 kr', 'Upp till 500 000 kr'];
const TIMEFRAMES = ['Säsongen 2027', 'Vår 2027', 'Hösten 2027', 'Löpande under 2027', '12 månader', 'Sommaren 2027'];

export interface BenchOffer extends OfferFixture {
  topic: string;
  location: string;
  budget: string;
  timeframe: string;
}

const offers: BenchOffer[] = [];
// per topic: 3 businesses, 3 associations, 1 influencer, 2 foundations = 9; 24 topics = 216
const PLAN: OfferType[] = ['business', 'business', 'business', 'association', 'association', 'association', 'influencer', 'foundation', 'foundation'];
TOPICS.forEach((topic, ti) => {
  PLAN.forEach((type, pi) => {
    const town = TOWNS[(ti * 7 + pi * 3) % TOWNS.length];
    const budget = BUDGETS[(ti + pi * 3) % BUDGETS.length];
    const daysAgo = 1 + ((ti * 13 + pi * 29) % 120);
    const need = topic.need[pi % topic.need.length];
    const key = `${topic.key}-${type}-${pi}`;
    let title: string;
    let organization: string;
    let description: string;
    let targetAudience: string | null = null;
    let expectedViews: string | null = null;
    if (type === 'business') {
      organization = `${topic.company[pi % 3]} ${town}`;
      title = [`Vi sponsrar ${topic.label} i ${town}`, `Söker ${topic.club.toLowerCase()} att sponsra`, `Sponsor för ${need}`][pi % 3];
      description = `${topic.company[pi % 3]} ${topic.business}. Vi söker föreningar, lag eller kreatörer inom ${topic.label} i ${town} med omnejd och bidrar med ekonomiskt stöd och produkter. Exponering i sociala kanaler och på evenemang är viktigt för oss.`;
    } else if (type === 'association') {
      organization = topic.clubName(town);
      title = `${topic.club} i ${town} söker sponsor till ${need}`;
      description = `${organization} är en ideell förening med många aktiva medlemmar. Vi söker ett företag eller en stiftelse som vill hjälpa oss med ${need}. Vi erbjuder synlighet på hemsida, tröjor och i våra kanaler.`;
    } else if (type === 'influencer') {
      organization = `@${topic.key.replace(/[åä]/g, 'a').replace(/ö/g, 'o')}med${town.toLowerCase().replace(/[åä]/g, 'a').replace(/ö/g, 'o')}`;
      title = `Kreatör inom ${topic.label} söker samarbeten med företag`;
      description = `Jag skapar innehåll om ${topic.creator} och når en engagerad publik på Instagram, TikTok och YouTube. Jag söker långsiktiga samarbeten med varumärken som passar min publik.`;
      targetAudience = topic.audience;
      expectedViews = `${20 + ((ti * 17) % 180)} 000 visningar per månad`;
    } else {
      organization = `Stiftelsen ${['Framtidsfonden', 'Kulturarvet', 'Idrottslyftet', 'Gemenskapsfonden'][ti % 4]} ${town}`;
      title = pi === 7 ? `Bidrag till ${topic.fund}` : `Stipendier för ${topic.label} i ${town}`;
      description = `Stiftelsen delar ut bidrag till föreningar och projekt inom ${topic.fund}. Ansökan görs två gånger per år och projekten ska gynna barn, unga eller lokalsamhället i ${town} med omnejd.`;
    }
    offers.push({ key, type, topic: topic.key, title, organization, location: town, budget, timeframe: TIMEFRAMES[(ti + pi) % TIMEFRAMES.length], description, tags: topic.tags, targetAudience, expectedViews, daysAgo });
  });
});

// -------- queries: written in Swedish, labelled by what a person would accept as a right answer --------
const REGION_TOWNS: Record<string, string[]> = {
  Skåne: ['Malmö', 'Helsingborg', 'Lund'],
  'Västra Götaland': ['Göteborg', 'Borås'],
  Norrland: ['Umeå', 'Luleå', 'Sundsvall', 'Östersund', 'Gävle'],
  Stockholm: ['Stockholm'],
};
interface Q {
  text: string;
  profile?: OfferType;
  topic: string;
  types?: OfferType[];
  towns?: string[];
  minBudget?: number;
}
const COMPLEMENT: Record<OfferType, OfferType[]> = {
  business: ['association', 'influencer'],
  association: ['business', 'foundation'],
  influencer: ['business'],
  foundation: ['association', 'influencer'],
};
const Qs: Q[] = [
  { text: 'Vi är en fotbollsklubb och söker en sponsor', topic: 'fotboll', types: ['business'] },
  { text: 'Företag som vill sponsra ungdomsfotboll', topic: 'fotboll', types: ['business'] },
  { text: 'hockeyklubbar som behöver sponsorer', topic: 'ishockey', types: ['association'] },
  { text: 'Vi vill sponsra ishockey', topic: 'ishockey', types: ['association', 'influencer'] },
  { text: 'handboll', profile: 'association', topic: 'handboll', types: ['business', 'foundation'] },
  { text: 'Jag söker sponsring till vårt innebandylag', profile: 'association', topic: 'innebandy', types: ['business', 'foundation'] },
  { text: 'basketföreningar att stötta', topic: 'basket', types: ['association'] },
  { text: 'Stiftelser som ger bidrag till basket', topic: 'basket', types: ['foundation'] },
  { text: 'ridskola söker foder och utrustning', topic: 'ridsport', types: ['association'] },
  { text: 'Vi är ett företag som säljer hästfoder och vill sponsra ridsport', topic: 'ridsport', types: ['association', 'influencer'] },
  { text: 'simskola för barn', profile: 'business', topic: 'simning', types: ['association', 'influencer'] },
  { text: 'bidrag till simkunnighet', topic: 'simning', types: ['foundation'] },
  { text: 'löpning och stadslopp', profile: 'business', topic: 'friidrott', types: ['association', 'influencer'] },
  { text: 'sponsor till friidrottsklubben', profile: 'association', topic: 'friidrott', types: ['business'] },
  { text: 'orienteringsklubb söker sponsor', topic: 'orientering', types: ['association'] },
  { text: 'padelturnering för juniorer', topic: 'padel', types: ['association'] },
  { text: 'företag inom padel', topic: 'padel', types: ['business'] },
  { text: 'Vår kör söker stöd till en julkonsert', topic: 'kör', types: ['business', 'foundation'] },
  { text: 'stiftelse som stödjer körsång och musik', topic: 'kör', types: ['foundation'] },
  { text: 'teaterföreningar', topic: 'teater', types: ['association'] },
  { text: 'Vi vill sponsra amatörteater och scenkonst', topic: 'teater', types: ['association', 'influencer'] },
  { text: 'konstutställning och muralmålning', profile: 'business', topic: 'konst', types: ['association', 'influencer'] },
  { text: 'dansförening söker sponsor', topic: 'dans', types: ['association'] },
  { text: 'influencer inom dans', topic: 'dans', types: ['influencer'] },
  { text: 'miljöprojekt och klimat', profile: 'business', topic: 'miljö', types: ['association', 'influencer'] },
  { text: 'företag som vill stötta hållbarhet', topic: 'miljö', types: ['business'] },
  { text: 'läxhjälp för högstadieelever', profile: 'foundation', topic: 'skola', types: ['association', 'influencer'] },
  { text: 'e-sportförening söker gamingdatorer', topic: 'esport', types: ['association'] },
  { text: 'Jag är streamer inom gaming och söker samarbete med företag', topic: 'esport', types: ['business'] },
  { text: 'matlagningskurser', profile: 'foundation', topic: 'mat', types: ['association', 'influencer'] },
  { text: 'modeinfluencer för vårt klädmärke', topic: 'mode', types: ['influencer'] },
  { text: 'Vi är en friluftsförening och söker pengar till vandringsläger', topic: 'friluftsliv', types: ['business', 'foundation'] },
  { text: 'bidrag till folkhälsa och träning', topic: 'hälsa', types: ['foundation'] },
  { text: 'språkcafé för nyanlända', profile: 'business', topic: 'integration', types: ['association', 'influencer'] },
  { text: 'företag som vill ta socialt ansvar genom integration', topic: 'integration', types: ['business'] },
  { text: 'pensionärer och ensamhet', profile: 'foundation', topic: 'äldre', types: ['association', 'influencer'] },
  { text: 'kodklubb för tjejer', topic: 'teknik', types: ['association'] },
  { text: 'stiftelse för teknik och programmering', topic: 'teknik', types: ['foundation'] },
  // places (towns, regions, inflected)
  { text: 'fotboll i Göteborg', topic: 'fotboll' },
  { text: 'hockeysponsorer i Norrland', topic: 'ishockey', types: ['business'], towns: REGION_TOWNS.Norrland },
  { text: 'skånska fotbollsföreningar', topic: 'fotboll', types: ['association'], towns: REGION_TOWNS.Skåne },
  { text: 'dansskola i Uppsala', topic: 'dans', towns: ['Uppsala'] },
  { text: 'miljöföreningar i Norrland', topic: 'miljö', types: ['association'], towns: REGION_TOWNS.Norrland },
  { text: 'basket i Småland', topic: 'basket', towns: ['Jönköping', 'Växjö', 'Kalmar'] },
  { text: 'kultur och teater i Stockholmsområdet', topic: 'teater', towns: REGION_TOWNS.Stockholm },
  // budget
  { text: 'Vi är en miljöförening och söker en sponsor med stor budget', topic: 'miljö', types: ['business'], minBudget: 100_000 },
  { text: 'basketsponsor med minst 100 000 kr', topic: 'basket', types: ['business'], minBudget: 100_000 },
];

const rangeOf = (b: string) => {
  const nums = [...b.matchAll(/\d{1,3}(?: \d{3})+/g)].map((m) => Number(m[0].replace(/ /g, '')));
  return b.startsWith('Upp till') ? { min: 0, max: nums[0] } : { min: Math.min(...nums), max: Math.max(...nums) };
};

const queries = Qs.map((q) => {
  const types = q.types ?? (q.profile ? COMPLEMENT[q.profile] : null);
  const relevant = offers
    .filter((o) => o.topic === q.topic)
    .filter((o) => !types || types.includes(o.type))
    .filter((o) => !q.towns || q.towns.includes(o.location))
    .filter((o) => !q.minBudget || rangeOf(o.budget).max >= q.minBudget)
    .map((o) => o.key);
  if (relevant.length === 0) console.log(`NO relevant offer for: ${q.text}`);
  return { text: q.text, profile: q.profile ?? null, relevant };
});

const dir = new URL('.', import.meta.url);
writeFileSync(new URL('offers.json', dir), `${JSON.stringify(offers, null, 1)}\n`);
writeFileSync(new URL('queries.json', dir), `${JSON.stringify(queries, null, 1)}\n`);
console.log(`${offers.length} offers, ${queries.length} queries`);
for (const q of queries) if (q.relevant.length < 3) console.log(`  few relevant (${q.relevant.length}): ${q.text}`);
