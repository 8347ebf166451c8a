import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './auth/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { PatientDashboardPage } from './pages/patient-dashboard-page';
import { publicRoutes } from './pages/public/routes';
import { RegisterPage } from './pages/register-page';

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
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
        ],
      },
      {
        path: '/dashboard/coach',
        ...signedIn(() => import('./pages/dashboard/coach-dashboard-page').then((m) => m.CoachDashboardPage)),
      },
      { path: '/dashboard/patient', element: guarded(<PatientDashboardPage />) },
      {
        path: '/session/create',
        ...signedIn(() => import('./pages/sessions/session-create-page').then((m) => m.SessionCreatePage)),
      },
      {
        path: '/session/new',
        ...signedIn(() =>
          import('./pages/sessions/create-session-form-page').then((m) => m.CreateSessionFormPage),
        ),
      },
      {
        path: '/session/active',
        ...signedIn(() =>
          import('./pages/sessions/active-session-redirect-page').then((m) => m.ActiveSessionRedirectPage),
        ),
      },
      {
        path: '/session/:sessionId',
        ...signedIn(() => import('./pages/sessions/active-session-page').then((m) => m.ActiveSessionPage)),
      },
      {
        path: '/session/:sessionId/create-video',
        ...signedIn(() => import('./pages/sessions/create-video-page').then((m) => m.CreateVideoPage)),
      },
      {
        path: '/avatars',
        ...signedIn(() => import('./pages/avatars/avatars-page').then((m) => m.AvatarsPage)),
      },
      {
        path: '/history',
        ...signedIn(() => import('./pages/history/history-page').then((m) => m.HistoryPage)),
      },
      {
        path: '/profile',
        ...signedIn(() => import('./pages/profile/profile-page').then((m) => m.ProfilePage)),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
