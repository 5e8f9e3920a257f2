// Query keys of the admin feature: everything under ['admin'].
import type { AdminOfferState } from '@shared/schemas/moderation';

export const adminKeys = {
  all: ['admin'] as const,
  session: () => ['admin', 'session'] as const,
  offers: () => ['admin', 'offers'] as const,
  offerList: (state: AdminOfferState) => ['admin', 'offers', state] as const,
  messages: () => ['admin', 'contact-messages'] as const,
  edits: () => ['admin', 'offer-edits'] as const,
  reports: () => ['admin', 'reports'] as const,
  reportList: (state: 'open' | 'closed') => ['admin', 'reports', state] as const,
};

/** The public offer lists live under ['offers'] (offers feature); moderation changes what they show. */
export const PUBLIC_OFFERS_KEY = ['offers'] as const;
