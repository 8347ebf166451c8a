import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './auth/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { PatientDashboardPage } from './pages/patient-dashboard-page';
import { publicRoutes } from './pages/public/routes';
import { RegisterPage } from './pages/register-page';
import { PATHS } from './route-paths';

const guarded = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/**
 * A signed-in screen loaded on first visit: the public pages and sign-in stay small, and each
 * screen's code (the avatar wizard, the recorder...) arrives only when a coach opens it.
 */
const signedIn = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Page = await load();
    return { element: guarded(<Page />) };
  },
});

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      {
        element: <AuthLayout />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.register, element: <RegisterPage /> },
        ],
      },
      {
        path: PATHS.coachDashboard,
        ...signedIn(() => import('./pages/dashboard/coach-dashboard-page').then((m) => m.CoachDashboardPage)),
      },
      { path: PATHS.patientDashboard, element: guarded(<PatientDashboardPage />) },
      {
        path: PATHS.sessionCreate,
        ...signedIn(() => import('./pages/sessions/session-create-page').then((m) => m.SessionCreatePage)),
      },
      {
        path: PATHS.sessionNew,
        ...signedIn(() =>
          import('./pages/sessions/create-session-form-page').then((m) => m.CreateSessionFormPage),
        ),
      },
      {
        path: PATHS.sessionActive,
        ...signedIn(() =>
          import('./pages/sessions/active-session-redirect-page').then((m) => m.ActiveSessionRedirectPage),
        ),
      },
      {
        path: PATHS.session,
        ...signedIn(() => import('./pages/sessions/active-session-page').then((m) => m.ActiveSessionPage)),
      },
      {
        path: PATHS.createVideo,
        ...signedIn(() => import('./pages/sessions/create-video-page').then((m) => m.CreateVideoPage)),
      },
      {
        path: PATHS.avatars,
        ...signedIn(() => import('./pages/avatars/avatars-page').then((m) => m.AvatarsPage)),
      },
      {
        path: PATHS.history,
        ...signedIn(() => import('./pages/history/history-page').then((m) => m.HistoryPage)),
      },
      {
        path: PATHS.profile,
        ...signedIn(() => import('./pages/profile/profile-page').then((m) => m.ProfilePage)),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
