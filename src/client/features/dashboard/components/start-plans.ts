// What each user type starts with on the dashboard: the card to create an offer and the card to find partners.
import { HandCoins, PlusCircle, type LucideIcon } from 'lucide-react';
import type { UserType } from '@shared/constants';

type Explore = { label: string; type: UserType };
export interface Stat {
  label: string;
  value: number | string;
  icon: LucideIcon;
}
export interface StartPlan {
  create: { title: string; description: string; icon: LucideIcon; label: string };
  find: { title: string; description: string; explore: [Explore, Explore] };
}

export const START: Record<UserType, StartPlan> = {
  business: {
    create: {
      title: 'Skapa erbjudande',
      description: 'Berätta vad ni vill sponsra, så hittar rätt förening eller kreatör er.',
      icon: PlusCircle,
      label: 'Skapa erbjudande',
    },
    find: {
      title: 'Hitta samarbetspartners',
      description: 'Utforska föreningar och influencers som söker sponsring.',
      explore: [
        { label: 'Föreningar', type: 'association' },
        { label: 'Influencers', type: 'influencer' },
      ],
    },
  },
  association: {
    create: {
      title: 'Skapa möjlighet',
      description: 'Beskriv vad er förening behöver – matchställ, lägeravgifter eller ett nytt projekt.',
      icon: PlusCircle,
      label: 'Skapa möjlighet',
    },
    find: {
      title: 'Hitta sponsorer och bidrag',
      description: 'Utforska företag som vill sponsra och stiftelser som delar ut bidrag.',
      explore: [
        { label: 'Företag', type: 'business' },
        { label: 'Stiftelser och fonder', type: 'foundation' },
      ],
    },
  },
  influencer: {
    create: {
      title: 'Skapa din profil',
      description: 'Presentera dig, din målgrupp och dina förväntade visningar för företag som söker kreatörer.',
      icon: PlusCircle,
      label: 'Skapa profil',
    },
    find: {
      title: 'Hitta samarbeten',
      description: 'Utforska företag som vill sponsra och andra kreatörers erbjudanden.',
      explore: [
        { label: 'Företag', type: 'business' },
        { label: 'Influencers', type: 'influencer' },
      ],
    },
  },
  foundation: {
    create: {
      title: 'Publicera bidrag',
      description: 'Utlys bidrag och nå föreningar och projekt som passar stiftelsens ändamål.',
      icon: HandCoins,
      label: 'Publicera bidrag',
    },
    find: {
      title: 'Hitta mottagare',
      description: 'Utforska influencers och föreningar som söker finansiering.',
      explore: [
        { label: 'Influencers', type: 'influencer' },
        { label: 'Föreningar', type: 'association' },
      ],
    },
  },
};
