import type { RouteObject } from 'react-router';
import { COMING_SOON_PATHS, PATHS } from '../../route-paths';
import { AboutPage } from './about-page';
import { ComingSoonPage } from './coming-soon-page';
import { ContactPage } from './contact-page';
import { FeaturesPage } from './features-page';
import { HelpPage } from './help-page';
import { HowItWorksPage } from './how-it-works-page';
import { LandingPage } from './landing-page';
import { PublicLayout } from './public-layout';

/**
 * Routes of the public pages (landing, marketing, information, help and placeholders), all
 * inside {@link PublicLayout} (header, `<main>`, footer). Spread into the app's routes under the
 * root layout. Sign-in, registration, the dashboard and the 404 page live elsewhere.
 */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: PATHS.features, element: <FeaturesPage /> },
      { path: PATHS.howItWorks, element: <HowItWorksPage /> },
      { path: PATHS.help, element: <HelpPage /> },
      { path: PATHS.about, element: <AboutPage /> },
      { path: PATHS.contact, element: <ContactPage /> },
      ...COMING_SOON_PATHS.map(([path, topic]) => ({ path, element: <ComingSoonPage topic={topic} /> })),
    ],
  },
];
