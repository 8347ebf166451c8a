import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './auth/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { publicRoutes } from './pages/public/routes';
import { PATHS } from './route-paths';

const guarded = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/**
 * A signed-in screen loaded on first visit: the public pages and sign-in stay small, and each
 * screen's code (the avatar wizard, the recorder...) arrives only when a coach opens it.
 */
const signedIn = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    // The data cache comes with the first signed-in screen: the public pages never carry it.
    const [Page, { DataProvider }] = await Promise.all([load(), import('./data/data-provider')]);
    return {
      element: guarded(
        <DataProvider>
          <Page />
        </DataProvider>,
      ),
    };
  },
});

/**
 * A page outside the signed-in area loaded on first visit too: sign-in and registration carry the
 * SDK and the forms, which the public pages do not need.
 */
const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** Renders nothing while the first screen's code arrives (the page is blank until then anyway). */
const FirstLoad = () => null;

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FirstLoad,
    children: [
      ...publicRoutes,
      {
        element: <AuthLayout />,
        children: [
          { path: PATHS.login, ...page(() => import('./pages/login-page').then((m) => m.LoginPage)) },
          {
            path: PATHS.register,
            ...page(() => import('./pages/register-page').then((m) => m.RegisterPage)),
          },
        ],
      },
      {
        path: PATHS.coachDashboard,
        ...signedIn(() => import('./pages/dashboard/coach-dashboard-page').then((m) => m.CoachDashboardPage)),
      },
      {
        path: PATHS.patientDashboard,
        ...signedIn(() => import('./pages/patient-dashboard-page').then((m) => m.PatientDashboardPage)),
      },
      {
        path: PATHS.sessionCreate,
        ...signedIn(() => import('./features/sessions/session-create-page').then((m) => m.SessionCreatePage)),
      },
      {
        path: PATHS.sessionNew,
        ...signedIn(() =>
          import('./features/sessions/create-session-form-page').then((m) => m.CreateSessionFormPage),
        ),
      },
      {
        path: PATHS.sessionActive,
        ...signedIn(() =>
          import('./features/sessions/active-session-redirect-page').then((m) => m.ActiveSessionRedirectPage),
        ),
      },
      {
        path: PATHS.session,
        ...signedIn(() => import('./features/sessions/active-session-page').then((m) => m.ActiveSessionPage)),
      },
      {
        path: PATHS.createVideo,
        ...signedIn(() => import('./features/sessions/create-video-page').then((m) => m.CreateVideoPage)),
      },
      {
        path: PATHS.avatars,
        ...signedIn(() => import('./features/avatars/avatars-page').then((m) => m.AvatarsPage)),
      },
      {
        path: PATHS.history,
        ...signedIn(() => import('./pages/history/history-page').then((m) => m.HistoryPage)),
      },
      {
        path: PATHS.profile,
        ...signedIn(() => import('./features/profile/profile-page').then((m) => m.ProfilePage)),
      },
      { path: '*', ...page(() => import('./pages/not-found-page').then((m) => m.NotFoundPage)) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
