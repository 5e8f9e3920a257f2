// Which page module each URL loads. Apart from router.tsx, and free of the router, so that
// preload-page.ts can start loading the current page's chunk before the app's JavaScript has run.
import { paths } from '@client/config/paths';

type PageModule = { default: React.ComponentType };
export interface PageRoute {
  path: string;
  /** the page's module, `routes/<module>.tsx` (the server names its chunks in a rendered page's HTML) */
  module: string;
  load: () => Promise<PageModule>;
}

// every page module, each loaded when first needed: a chunk of its own
const modules = import.meta.glob<PageModule>('./routes/*.tsx');

function page(path: string, module: string): PageRoute {
  const load = modules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`no page module routes/${module}.tsx`);
  return { path, module, load };
}

export const pageRoutes: PageRoute[] = [
  page(paths.home.path, 'landing'),
  page(paths.about.path, 'about'),
  page(paths.auth.path, 'auth'),
  page(paths.forgotPassword.path, 'forgot-password'),
  page(paths.resetPassword.path, 'reset-password'),
  page(paths.settings.path, 'settings'),
  page(paths.emailVerified.path, 'email-verified'),
  page(paths.dashboard.path, 'dashboard'),
  page(paths.explore.path, 'explore'),
  page(paths.createOffer.path, 'create-offer'),
  page(paths.editOffer.path, 'edit-offer'),
  page(paths.sponsorship.path, 'sponsorship'),
  page(paths.user.path, 'user-profile'),
  page(paths.myPages.path, 'my-pages'),
  page(paths.offerStats.path, 'offer-stats'),
  page(paths.favorites.path, 'favorites'),
  page(paths.chat.path, 'chat'),
  page(paths.chatWith.path, 'chat'),
  page(paths.ai.path, 'ai'),
  page(paths.pricing.path, 'pricing'),
  page(paths.premium.path, 'premium'),
  page(paths.checkout.path, 'checkout'),
  page(paths.admin.path, 'admin'),
  page(paths.contact.path, 'contact'),
  page(paths.faq.path, 'faq'),
  page(paths.terms.path, 'terms'),
  page(paths.privacy.path, 'privacy'),
  page(paths.cookies.path, 'cookies'),
  page(paths.gdpr.path, 'gdpr'),
  page(paths.careers.path, 'careers'),
  page(paths.deals.path, 'deals'),
  page(paths.deal.path, 'deal'),
  page(paths.adminDeal.path, 'admin-deal'),
  page(paths.notifications.path, 'notifications'),
  page(paths.grants.path, 'grants'),
  page(paths.newGrant.path, 'new-grant'),
  page(paths.grant.path, 'grant'),
  page(paths.editGrant.path, 'edit-grant'),
  page(paths.projects.path, 'projects'),
  page(paths.newProject.path, 'new-project'),
  page(paths.project.path, 'project'),
  page(paths.editProject.path, 'edit-project'),
  page(paths.talents.path, 'talents'),
  page('*', 'not-found'),
];

const segments = (path: string) => path.split('/').filter(Boolean);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export interface PageMatch {
  route: PageRoute;
  /** the path's parameters (`:id` and such), decoded */
  params: Record<string, string>;
}

/**
 * The page route for a pathname and its parameters: the same number of segments, static segments equal
 * (case-insensitively), the most static segments winning, the first of equals. The catch-all is left out:
 * the router draws it for an address nothing matches, and the early preload loads nothing then.
 */
export function matchRoute(pathname: string, routes: PageRoute[] = pageRoutes): PageMatch | undefined {
  const actual = segments(pathname);
  let best: PageMatch | undefined;
  let bestScore = -1;
  for (const route of routes) {
    if (route.path === '*') continue;
    const pattern = segments(route.path);
    if (pattern.length !== actual.length) continue;
    let score = 0;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decode(actual[i]!);
        return true;
      }
      score++;
      return segment.toLowerCase() === actual[i]!.toLowerCase();
    });
    if (matches && score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

/** The page route for a pathname (matchRoute without the parameters). */
export const matchPage = (pathname: string, routes: PageRoute[] = pageRoutes): PageRoute | undefined =>
  matchRoute(pathname, routes)?.route;
