// Which page module each URL loads. Apart from router.tsx, and free of the router, so that
// preload-page.ts can start loading the current page's chunk before the app's JavaScript has run.
import { paths } from '@client/config/paths';

type PageModule = { default: React.ComponentType };
export interface PageRoute {
  path: string;
  load: () => Promise<PageModule>;
}

export const pageRoutes: PageRoute[] = [
  { path: paths.home.path, load: () => import('./routes/landing') },
  { path: paths.about.path, load: () => import('./routes/about') },
  { path: paths.auth.path, load: () => import('./routes/auth') },
  { path: paths.forgotPassword.path, load: () => import('./routes/forgot-password') },
  { path: paths.resetPassword.path, load: () => import('./routes/reset-password') },
  { path: paths.settings.path, load: () => import('./routes/settings') },
  { path: paths.emailVerified.path, load: () => import('./routes/email-verified') },
  { path: paths.dashboard.path, load: () => import('./routes/dashboard') },
  { path: paths.explore.path, load: () => import('./routes/explore') },
  { path: paths.createOffer.path, load: () => import('./routes/create-offer') },
  { path: paths.editOffer.path, load: () => import('./routes/edit-offer') },
  { path: paths.sponsorship.path, load: () => import('./routes/sponsorship') },
  { path: paths.user.path, load: () => import('./routes/user-profile') },
  { path: paths.myPages.path, load: () => import('./routes/my-pages') },
  { path: paths.offerStats.path, load: () => import('./routes/offer-stats') },
  { path: paths.favorites.path, load: () => import('./routes/favorites') },
  { path: paths.chat.path, load: () => import('./routes/chat') },
  { path: paths.chatWith.path, load: () => import('./routes/chat') },
  { path: paths.ai.path, load: () => import('./routes/ai') },
  { path: paths.pricing.path, load: () => import('./routes/pricing') },
  { path: paths.premium.path, load: () => import('./routes/premium') },
  { path: paths.checkout.path, load: () => import('./routes/checkout') },
  { path: paths.admin.path, load: () => import('./routes/admin') },
  { path: paths.contact.path, load: () => import('./routes/contact') },
  { path: paths.faq.path, load: () => import('./routes/faq') },
  { path: paths.terms.path, load: () => import('./routes/terms') },
  { path: paths.privacy.path, load: () => import('./routes/privacy') },
  { path: paths.cookies.path, load: () => import('./routes/cookies') },
  { path: paths.gdpr.path, load: () => import('./routes/gdpr') },
  { path: paths.careers.path, load: () => import('./routes/careers') },
  { path: paths.deals.path, load: () => import('./routes/deals') },
  { path: paths.deal.path, load: () => import('./routes/deal') },
  { path: paths.adminDeal.path, load: () => import('./routes/admin-deal') },
  { path: paths.notifications.path, load: () => import('./routes/notifications') },
  { path: paths.grants.path, load: () => import('./routes/grants') },
  { path: paths.newGrant.path, load: () => import('./routes/new-grant') },
  { path: paths.grant.path, load: () => import('./routes/grant') },
  { path: paths.editGrant.path, load: () => import('./routes/edit-grant') },
  { path: paths.projects.path, load: () => import('./routes/projects') },
  { path: paths.newProject.path, load: () => import('./routes/new-project') },
  { path: paths.project.path, load: () => import('./routes/project') },
  { path: paths.editProject.path, load: () => import('./routes/edit-project') },
  { path: paths.talents.path, load: () => import('./routes/talents') },
  { path: '*', load: () => import('./routes/not-found') },
];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The page route for a pathname, matched like the router does for this table: the same number of
 * segments, static segments equal (case-insensitively), the most static segments winning. The
 * catch-all is left out: an unknown URL simply loads nothing early.
 */
export function matchPage(pathname: string, routes: PageRoute[] = pageRoutes): PageRoute | undefined {
  const actual = segments(pathname).map((s) => s.toLowerCase());
  let best: PageRoute | undefined;
  let bestScore = -1;
  for (const route of routes) {
    if (route.path === '*') continue;
    const pattern = segments(route.path);
    if (pattern.length !== actual.length) continue;
    let score = 0;
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) return true;
      score++;
      return segment.toLowerCase() === actual[i];
    });
    if (matches && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}
