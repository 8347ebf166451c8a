import type { LoginResponse } from '@rebond/sdk';
import { hasSession, LoginForm, useAuthStore } from '@rebond/ui';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { api } from '../api';
import type { SignedOutState } from '../auth/sign-out';
import { dashboardPath, signInAsCoach } from '../auth/use-sign-in';
import { focusMainHeading } from '../focus-main-heading';
import { usePortalMessages } from '../messages';
import { PageTitle } from '../page-title';
import { useErrorMessage } from '../use-error-message';
import { TwoFactorStep } from './two-factor-step';

/** `/login`: the `message` query parameter, or a note that the session expired, shows as a notice; signed-in users go to the dashboard. */
export function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const messages = usePortalMessages();
  const expired = (location.state as SignedOutState | null)?.expired === true;
  const session = useAuthStore(hasSession);
  const role = useAuthStore((state) => state.user?.role);
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // After the password, when two-factor sign-in is on: the second step's token and Remember me.
  const [challenge, setChallenge] = useState<{ token: string; remember: boolean }>();

  // Signed in, the dashboard's main heading gets the focus the Sign In button had (not <body>).
  const finish = ({ user_id, access_token, refresh_token, ...user }: LoginResponse, remember: boolean) => {
    signInAsCoach({ ...user, id: user_id }, { access_token, refresh_token }, remember);
    focusMainHeading(5000, dashboardPath(user.role));
  };

  if (session) return <Navigate to={dashboardPath(role)} replace />;
  if (challenge)
    return (
      <>
        <PageTitle page="login" />
        <TwoFactorStep
          error={error}
          onBack={() => {
            setChallenge(undefined);
            setError(undefined);
          }}
          onSubmit={async (code) => {
            setError(undefined);
            try {
              finish(
                await api.auth.loginTwoFactor({ two_factor_token: challenge.token, code }),
                challenge.remember,
              );
            } catch (caught) {
              setError(errorMessage(caught, 'login'));
            }
          }}
        />
      </>
    );
  return (
    <>
      <PageTitle page="login" />
      <LoginForm
        notice={params.get('message') ?? (expired ? messages.notices.sessionExpired : undefined)}
        error={error}
        pending={pending}
        onSubmit={async ({ username, password, rememberMe }) => {
          setPending(true);
          setError(undefined);
          try {
            const answer = await api.auth.login({ username, password });
            if ('two_factor_required' in answer) {
              setChallenge({ token: answer.two_factor_token, remember: rememberMe });
              setPending(false);
            } else finish(answer, rememberMe);
          } catch (caught) {
            setError(errorMessage(caught, 'login'));
            setPending(false);
          }
        }}
      />
    </>
  );
}
