// Copy of the about page (/about).
import { Building2, HeartHandshake, Megaphone, Scale, ShieldCheck, Sprout, Users, type LucideIcon } from 'lucide-react';

export const ABOUT_HERO = {
  eyebrow: 'Om oss',
  title: 'Om Samverka',
  lead: 'Vi bygger mötesplatsen där företag, föreningar, influencers och stiftelser hittar varandra – så att fler bra idéer får den finansiering och de partner de förtjänar.',
  contactButton: 'Kontakta oss',
} as const;

export const ABOUT_STORY = {
  title: 'Därför finns Samverka',
  paragraphs: [
    'Sponsring i Sverige har länge skötts med kalla mejl, personliga kontakter och kalkylark. Föreningar lägger timmar på att hitta sponsorer, och företag som vill stötta sitt lokalsamhälle vet inte var de ska börja.',
    'Samverka grundades för att ändra på det. Vi samlar alla som vill samarbeta på ett ställe, gör det enkelt att beskriva vad man erbjuder eller söker och låter matchningen göra grovjobbet.',
    'Plattformen är byggd i Stockholm och används av allt från lokala idrottsklubbar till rikstäckande varumärken.',
  ],
} as const;

export type MissionCard = { title: string; description: string; icon: LucideIcon };

export const ABOUT_MISSION = {
  eyebrow: 'Vårt uppdrag',
  title: 'Samarbeten som gör skillnad för alla parter',
  lead: 'Ett bra samarbete ska ge värde åt båda håll. Därför utgår vi från tre grupper med olika behov.',
  cards: [
    {
      title: 'För företag',
      description:
        'Hitta föreningar, evenemang och kreatörer som delar era värderingar och når era kunder. Få överblick över vad sponsringen ger och lägg mindre tid på administration.',
      icon: Building2,
    },
    {
      title: 'För föreningar',
      description:
        'Visa vad ni gör och vad ni behöver. Nå företag och stiftelser som vill stötta verksamheter som er, utan att behöva jaga kontakter på egen hand.',
      icon: Users,
    },
    {
      title: 'För influencers',
      description:
        'Få förfrågningar från varumärken som passar din publik. Visa din räckvidd och målgrupp och gör upp villkoren direkt i plattformen.',
      icon: Megaphone,
    },
  ] satisfies MissionCard[],
} as const;

export const ABOUT_VALUES = {
  title: 'Det här står vi för',
  items: [
    { title: 'Tillit', description: 'Alla erbjudanden granskas innan de publiceras.', icon: ShieldCheck },
    { title: 'Ömsesidighet', description: 'Ett samarbete ska ge värde åt båda parter.', icon: HeartHandshake },
    { title: 'Öppenhet', description: 'Tydliga villkor, inga dolda avgifter.', icon: Scale },
    { title: 'Lokalt engagemang', description: 'Vi vill stärka föreningslivet i hela Sverige.', icon: Sprout },
  ] satisfies MissionCard[],
} as const;

export const ABOUT_CTA = {
  title: 'Vill du veta mer?',
  lead: 'Vi berättar gärna mer om Samverka, om samarbeten eller om hur er organisation kan komma igång.',
  contactButton: 'Kontakta oss',
  signUpButton: 'Skapa konto',
} as const;
