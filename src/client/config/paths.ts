// Every URL of the app in one place.
import type { OfferType } from '@shared/constants';

const withQuery = (path: string, query: Record<string, string | undefined | null>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
};

export const paths = {
  home: { path: '/', getHref: (hash?: string) => (hash ? `/#${hash}` : '/') },
  about: { path: '/about', getHref: () => '/about' },
  auth: {
    path: '/auth',
    getHref: (opts: { returnTo?: string; tab?: 'signin' | 'signup' } = {}) =>
      withQuery('/auth', { tab: opts.tab, returnTo: opts.returnTo }),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  emailVerified: { path: '/email-verified', getHref: () => '/email-verified' },
  settings: { path: '/settings', getHref: () => '/settings' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  exploreIndex: { path: '/explore', getHref: () => '/explore' },
  explore: {
    path: '/explore/:type',
    getHref: (type: OfferType, query: { q?: string; tags?: string; sort?: string } = {}) =>
      withQuery(`/explore/${type}`, query),
  },
  createOffer: {
    path: '/create-offer',
    getHref: (type?: OfferType) => withQuery('/create-offer', { type }),
  },
  editOffer: { path: '/edit-offer/:id', getHref: (id: string) => `/edit-offer/${id}` },
  sponsorship: { path: '/sponsorship/:id', getHref: (id: string) => `/sponsorship/${id}` },
  user: { path: '/user/:id', getHref: (id: string) => `/user/${id}` },
  myPages: { path: '/my-pages', getHref: () => '/my-pages' },
  offerStats: { path: '/my-pages/stats/:id', getHref: (id: string) => `/my-pages/stats/${id}` },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  chat: {
    path: '/chat',
    getHref: (userId?: string, opts: { addAsContact?: boolean; offerId?: string } = {}) =>
      withQuery(userId ? `/chat/${userId}` : '/chat', {
        add: opts.addAsContact ? '1' : undefined,
        offer: opts.addAsContact ? opts.offerId : undefined,
      }),
  },
  chatWith: { path: '/chat/:userId', getHref: (userId: string) => `/chat/${userId}` },
  ai: { path: '/ai', getHref: () => '/ai' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  premium: { path: '/premium', getHref: () => '/premium' },
  checkout: { path: '/checkout/:sessionId', getHref: (sessionId: string) => `/checkout/${sessionId}` },
  admin: { path: '/admin', getHref: () => '/admin' },
  contact: { path: '/contact', getHref: () => '/contact' },
  faq: { path: '/faq', getHref: () => '/faq' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  gdpr: { path: '/gdpr', getHref: () => '/gdpr' },
  careers: { path: '/careers', getHref: () => '/careers' },
  deals: { path: '/deals', getHref: () => '/deals' },
  deal: { path: '/deals/:id', getHref: (id: string) => `/deals/${id}` },
  adminDeal: { path: '/admin/deals/:id', getHref: (id: string) => `/admin/deals/${id}` },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  grants: { path: '/stiftelser', getHref: (query: { q?: string } = {}) => withQuery('/stiftelser', query) },
  newGrant: { path: '/stiftelser/ny', getHref: () => '/stiftelser/ny' },
  grant: { path: '/stiftelser/:id', getHref: (id: string) => `/stiftelser/${id}` },
  editGrant: { path: '/stiftelser/:id/redigera', getHref: (id: string) => `/stiftelser/${id}/redigera` },
  projects: { path: '/projekt', getHref: (query: { q?: string } = {}) => withQuery('/projekt', query) },
  newProject: { path: '/projekt/ny', getHref: () => '/projekt/ny' },
  project: { path: '/projekt/:id', getHref: (id: string) => `/projekt/${id}` },
  editProject: { path: '/projekt/:id/redigera', getHref: (id: string) => `/projekt/${id}/redigera` },
  talents: { path: '/talanger', getHref: () => '/talanger' },
} as const;
