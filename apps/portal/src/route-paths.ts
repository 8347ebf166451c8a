/**
 * The portal's route paths, in one place: the router declares its routes with them, and the
 * build writes `ROUTE_PATTERNS` to `dist/route-patterns.json`, which the server reads to answer any
 * other browser navigation with the 404 page and HTTP status 404. No React here: the build's
 * configuration imports this file.
 */
import type { ComingSoonTopic } from './pages/public/coming-soon-page';

export const PATHS = {
  home: '/',
  features: '/features',
  howItWorks: '/how-it-works',
  help: '/help',
  about: '/about',
  contact: '/contact',
  login: '/login',
  register: '/register',
  coachDashboard: '/dashboard/coach',
  patientDashboard: '/dashboard/patient',
  sessionCreate: '/session/create',
  sessionNew: '/session/new',
  sessionActive: '/session/active',
  session: '/session/:sessionId',
  createVideo: '/session/:sessionId/create-video',
  avatars: '/avatars',
  history: '/history',
  profile: '/profile',
} as const;

/**
 * Paths that show a "Coming Soon" placeholder, with the placeholder's topic: the specification's
 * placeholder pages, the landing footer's links whose targets it does not show, and the help
 * resources' documents.
 */
export const COMING_SOON_PATHS = [
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
] as const satisfies readonly (readonly [string, ComingSoonTopic])[];

/**
 * The public pages that need no app to be seen and used (no form, no search): the build
 * prerenders each one per locale and the server sends it with the landing script instead of the
 * app (scripts/prerender.mjs, src/landing/landing.ts). Contact and Help (a form, a search) and
 * sign-in and registration are drawn by the app.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.features,
  PATHS.howItWorks,
  PATHS.about,
  ...COMING_SOON_PATHS.map(([path]) => path),
];

/** Every path pattern the router answers with a page (`:name` matches one path segment). */
export const ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(PATHS),
  ...COMING_SOON_PATHS.map(([path]) => path),
];
