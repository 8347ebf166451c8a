import type { RouteObject } from 'react-router';
import { AboutPage } from './about-page';
import { ComingSoonPage, type ComingSoonTopic } from './coming-soon-page';
import { ContactPage } from './contact-page';
import { FeaturesPage } from './features-page';
import { HelpPage } from './help-page';
import { HowItWorksPage } from './how-it-works-page';
import { LandingPage } from './landing-page';
import { PublicLayout } from './public-layout';

/**
 * Paths that show a "Coming Soon" placeholder: the specification's placeholder pages, the
 * landing footer's links whose targets it does not show, and the help resources' documents.
 */
const COMING_SOON: readonly [path: string, topic: ComingSoonTopic][] = [
  ['/faq', 'faq'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/support', 'support'],
  ['/forgot-password', 'forgotPassword'],
  ['/security', 'security'],
  ['/api', 'api'],
  ['/status', 'status'],
  ['/feedback', 'feedback'],
  ['/cookies', 'cookies'],
  ['/help/getting-started', 'gettingStarted'],
  ['/help/videos', 'videos'],
  ['/help/faq', 'helpFaq'],
  ['/help/contact', 'helpContact'],
  ['/help/docs', 'docs'],
  ['/help/first-avatar', 'firstAvatar'],
];

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
      { path: '/features', element: <FeaturesPage /> },
      { path: '/how-it-works', element: <HowItWorksPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      ...COMING_SOON.map(([path, topic]) => ({ path, element: <ComingSoonPage topic={topic} /> })),
    ],
  },
];
