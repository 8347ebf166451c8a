import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './auth/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { AvatarsPage } from './pages/avatars/avatars-page';
import { CoachDashboardPage } from './pages/dashboard/coach-dashboard-page';
import { HistoryPage } from './pages/history/history-page';
import { LaterReleasePage } from './pages/later-release-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { ProfilePage } from './pages/profile/profile-page';
import { publicRoutes } from './pages/public/routes';
import { RegisterPage } from './pages/register-page';
import { ActiveSessionPage } from './pages/sessions/active-session-page';
import { ActiveSessionRedirectPage } from './pages/sessions/active-session-redirect-page';
import { CreateSessionFormPage } from './pages/sessions/create-session-form-page';
import { CreateVideoPage } from './pages/sessions/create-video-page';
import { SessionCreatePage } from './pages/sessions/session-create-page';

const guarded = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

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
      { path: '/dashboard/coach', element: guarded(<CoachDashboardPage />) },
      { path: '/dashboard/patient', element: guarded(<LaterReleasePage page="patientDashboard" />) },
      { path: '/session/create', element: guarded(<SessionCreatePage />) },
      { path: '/session/new', element: guarded(<CreateSessionFormPage />) },
      { path: '/session/active', element: guarded(<ActiveSessionRedirectPage />) },
      { path: '/session/:sessionId', element: guarded(<ActiveSessionPage />) },
      { path: '/session/:sessionId/create-video', element: guarded(<CreateVideoPage />) },
      { path: '/avatars', element: guarded(<AvatarsPage />) },
      { path: '/history', element: guarded(<HistoryPage />) },
      { path: '/profile', element: guarded(<ProfilePage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
