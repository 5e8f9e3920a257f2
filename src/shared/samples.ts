// The 8 built-in sample offers (spec §3): seed data for an empty database and the offline fallback.
import type { OfferType } from './constants.js';

export interface SampleOffer {
  type: OfferType;
  title: string;
  organization: string;
  location: string;
  budget: string;
  timeframe: string;
  description: string;
  tags: string[];
  phone: string;
  contactInfo: string;
  targetAudience?: string;
  expectedViews?: string;
  featured: boolean;
  /** how many days before the seed moment the offer was created (3–14) */
  daysAgo: number;
}

export const SAMPLE_OFFERS: readonly SampleOffer[] = [
  {
    type: 'business',
    title: 'Huvudsponsor för ungdomsfotboll i Göteborg',
    organization: 'Västkust Energi AB',
    location: 'Göteborg',
    budget: '50 000 - 100 000 kr',
    timeframe: 'Säsongen 2027',
    description:
      'Vi söker en ungdomsförening inom fotboll som vill ha oss som huvudsponsor. Vi bidrar med matchställ, bollar och ett årligt stöd till träningsläger, och vill gärna synas på hemmaplan och i föreningens sociala kanaler.',
    tags: ['fotboll', 'ungdom', 'idrott', 'Göteborg'],
    phone: '031-123 45 60',
    contactInfo: 'sponsring@vastkustenergi.se',
    featured: true,
    daysAgo: 3,
  },
  {
    type: 'business',
    title: 'Hållbarhetspartner för miljöprojekt i skolor',
    organization: 'Gröna Hem Fastigheter',
    location: 'Stockholm',
    budget: '25 000 - 50 000 kr',
    timeframe: 'Vår 2027',
    description:
      'Fastighetsbolag med fokus på hållbart boende söker föreningar eller organisationer som driver miljö- och klimatprojekt för barn och unga i Stockholmsområdet. Vi erbjuder ekonomiskt stöd och lokaler för workshops.',
    tags: ['miljö', 'hållbarhet', 'skola', 'barn'],
    phone: '08-555 120 00',
    contactInfo: 'samarbeten@gronahem.se',
    featured: false,
    daysAgo: 6,
  },
  {
    type: 'business',
    title: 'Söker influencers inom friluftsliv och träning',
    organization: 'Fjällkraft Outdoor',
    location: 'Östersund',
    budget: '10 000 - 30 000 kr per kampanj',
    timeframe: 'Löpande under 2027',
    description:
      'Svenskt friluftsmärke söker influencers och kreatörer som skildrar vandring, löpning och livet utomhus. Vi erbjuder produkter, arvode och långsiktiga ambassadörsavtal för rätt profil.',
    tags: ['friluftsliv', 'träning', 'influencer', 'vandring'],
    phone: '063-14 22 00',
    contactInfo: 'marknad@fjallkraft.se',
    featured: false,
    daysAgo: 10,
  },
  {
    type: 'association',
    title: 'Innebandyklubb söker sponsorer till nya matchtröjor',
    organization: 'Malmö Innebandyförening',
    location: 'Malmö',
    budget: '15 000 - 40 000 kr',
    timeframe: 'Inför säsongen 2027/2028',
    description:
      'Vi är en ideell innebandyförening med över 300 aktiva barn och ungdomar. Nu söker vi lokala företag som vill synas på våra nya matchtröjor och på sargen i vår hemmahall.',
    tags: ['innebandy', 'ungdom', 'idrott', 'Malmö'],
    phone: '040-22 33 44',
    contactInfo: 'kansli@malmoinnebandy.se',
    featured: false,
    daysAgo: 4,
  },
  {
    type: 'association',
    title: 'Körförening söker stöd till julkonsert i domkyrkan',
    organization: 'Uppsala Kammarkör',
    location: 'Uppsala',
    budget: '20 000 - 35 000 kr',
    timeframe: 'December 2027',
    description:
      'Uppsala Kammarkör arrangerar en välgörenhetskonsert i domkyrkan med 600 besökare. Vi söker sponsorer som vill nämnas i programmet och på affischer, och som delar vår kärlek till körmusik.',
    tags: ['kultur', 'musik', 'konsert', 'välgörenhet'],
    phone: '018-47 11 90',
    contactInfo: 'ordforande@uppsalakammarkor.se',
    featured: false,
    daysAgo: 8,
  },
  {
    type: 'association',
    title: 'Ridklubb söker partner för ridskola för barn med funktionsnedsättning',
    organization: 'Linköpings Ryttarförening',
    location: 'Linköping',
    budget: '40 000 - 80 000 kr',
    timeframe: 'Helår 2027',
    description:
      'Vi driver en terapiridskola för barn med funktionsnedsättning och behöver stöd till hästar, utrustning och utbildade ledare. Sponsorer får synas på anläggningen och i vårt nyhetsbrev.',
    tags: ['ridsport', 'inkludering', 'barn', 'hälsa'],
    phone: '013-10 20 30',
    contactInfo: 'info@linkopingsryttare.se',
    featured: false,
    daysAgo: 12,
  },
  {
    type: 'influencer',
    title: 'Matkreatör söker samarbeten med svenska livsmedelsföretag',
    organization: 'Smakrikt med Sara',
    location: 'Helsingborg',
    budget: '8 000 - 20 000 kr per samarbete',
    timeframe: 'Löpande',
    description:
      'Jag skapar recept och matvideor med fokus på säsongens svenska råvaror. Jag söker samarbeten med producenter och livsmedelsföretag som vill nå en engagerad publik som lagar mat hemma.',
    tags: ['mat', 'recept', 'hållbarhet', 'video'],
    phone: '070-123 45 67',
    contactInfo: 'sara@smakriktmedsara.se',
    targetAudience: 'Kvinnor och män 25–45 år som lagar mat hemma',
    expectedViews: '80 000 visningar per månad på Instagram och TikTok',
    featured: false,
    daysAgo: 5,
  },
  {
    type: 'foundation',
    title: 'Bidrag till projekt som stärker barns idrottande',
    organization: 'Stiftelsen Rörelseglädje',
    location: 'Hela Sverige',
    budget: 'Upp till 200 000 kr per projekt',
    timeframe: 'Ansökan senast 31 mars 2027',
    description:
      'Stiftelsen delar ut bidrag till ideella föreningar som får fler barn och unga att röra på sig, särskilt i områden där få idrottar. Vi prioriterar projekt som når flickor och nyanlända.',
    tags: ['bidrag', 'idrott', 'barn', 'integration'],
    phone: '08-660 70 80',
    contactInfo: 'ansokan@rorelsegladje.se',
    featured: true,
    daysAgo: 14,
  },
];
