// What each user type starts with on the dashboard: the card to create an offer and the card to find partners.
import { HandCoins, PlusCircle, type LucideIcon } from 'lucide-react';
import type { OfferType as UserType } from '@shared/constants';

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

const PLURAL: Record<UserType, string> = {
  business: 'Företag',
  association: 'Föreningar',
  influencer: 'Influencers',
  foundation: 'Stiftelser och fonder',
};

/** One user type's start: [title, description, button label] to create, [title, description] and two types to find. */
function plan(
  [title, description, label]: [string, string, string],
  [findTitle, findDescription]: [string, string],
  explore: [UserType, UserType],
  icon: LucideIcon = PlusCircle,
): StartPlan {
  return {
    create: { title, description, icon, label },
    find: {
      title: findTitle,
      description: findDescription,
      explore: [
        { label: PLURAL[explore[0]], type: explore[0] },
        { label: PLURAL[explore[1]], type: explore[1] },
      ],
    },
  };
}

export const START: Record<UserType, StartPlan> = {
  business: plan(
    ['Skapa erbjudande', 'Berätta vad ni vill sponsra, så hittar rätt förening eller kreatör er.', 'Skapa erbjudande'],
    ['Hitta samarbetspartners', 'Utforska föreningar och influencers som söker sponsring.'],
    ['association', 'influencer'],
  ),
  association: plan(
    [
      'Skapa möjlighet',
      'Beskriv vad er förening behöver – matchställ, lägeravgifter eller ett nytt projekt.',
      'Skapa möjlighet',
    ],
    ['Hitta sponsorer och bidrag', 'Utforska företag som vill sponsra och stiftelser som delar ut bidrag.'],
    ['business', 'foundation'],
  ),
  influencer: plan(
    [
      'Skapa din profil',
      'Presentera dig, din målgrupp och dina förväntade visningar för företag som söker kreatörer.',
      'Skapa profil',
    ],
    ['Hitta samarbeten', 'Utforska företag som vill sponsra och andra kreatörers erbjudanden.'],
    ['business', 'influencer'],
  ),
  foundation: plan(
    [
      'Publicera bidrag',
      'Utlys bidrag och nå föreningar och projekt som passar stiftelsens ändamål.',
      'Publicera bidrag',
    ],
    ['Hitta mottagare', 'Utforska influencers och föreningar som söker finansiering.'],
    ['influencer', 'association'],
    HandCoins,
  ),
};
