// Every page is its own lazily loaded chunk.
import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { paths } from '@/config/paths';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, lazy: page(() => import('./routes/landing')) },
      { path: paths.about.path, lazy: page(() => import('./routes/about')) },
      { path: paths.auth.path, lazy: page(() => import('./routes/auth')) },
      { path: paths.dashboard.path, lazy: page(() => import('./routes/dashboard')) },
      { path: paths.exploreIndex.path, element: <Navigate to={paths.dashboard.getHref()} replace /> },
      { path: paths.explore.path, lazy: page(() => import('./routes/explore')) },
      { path: paths.createOffer.path, lazy: page(() => import('./routes/create-offer')) },
      { path: paths.editOffer.path, lazy: page(() => import('./routes/edit-offer')) },
      { path: paths.sponsorship.path, lazy: page(() => import('./routes/sponsorship')) },
      { path: paths.user.path, lazy: page(() => import('./routes/user-profile')) },
      { path: paths.myPages.path, lazy: page(() => import('./routes/my-pages')) },
      { path: paths.favorites.path, lazy: page(() => import('./routes/favorites')) },
      { path: paths.chat.path, lazy: page(() => import('./routes/chat')) },
      { path: paths.chatWith.path, lazy: page(() => import('./routes/chat')) },
      { path: paths.ai.path, lazy: page(() => import('./routes/ai')) },
      { path: paths.pricing.path, lazy: page(() => import('./routes/pricing')) },
      { path: paths.premium.path, lazy: page(() => import('./routes/premium')) },
      { path: paths.checkout.path, lazy: page(() => import('./routes/checkout')) },
      { path: paths.admin.path, lazy: page(() => import('./routes/admin')) },
      { path: paths.contact.path, lazy: page(() => import('./routes/contact')) },
      { path: paths.faq.path, lazy: page(() => import('./routes/faq')) },
      { path: paths.terms.path, lazy: page(() => import('./routes/terms')) },
      { path: paths.privacy.path, lazy: page(() => import('./routes/privacy')) },
      { path: paths.cookies.path, lazy: page(() => import('./routes/cookies')) },
      { path: paths.gdpr.path, lazy: page(() => import('./routes/gdpr')) },
      { path: paths.careers.path, lazy: page(() => import('./routes/careers')) },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
]);
