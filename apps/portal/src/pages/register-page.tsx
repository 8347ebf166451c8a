import { hasSession, RegisterForm, useAuthStore } from '@rebond/ui';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { api } from '../api';
import { dashboardPath, signInAsCoach } from '../auth/use-sign-in';
import { PageTitle } from '../page-title';
import { useErrorMessage } from '../use-error-message';

/** `/register`: creates the account and signs in; the consent gate takes over from there. */
export function RegisterPage() {
  const session = useAuthStore(hasSession);
  const role = useAuthStore((state) => state.user?.role);
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  if (session) return <Navigate to={dashboardPath(role)} replace />;
  return (
    <>
      <PageTitle page="register" />
      <RegisterForm
        error={error}
        pending={pending}
        onSubmit={async (values) => {
          setPending(true);
          setError(undefined);
          try {
            const { user, access_token, refresh_token } = await api.auth.register(values);
            signInAsCoach(user, { access_token, refresh_token }, true);
          } catch (caught) {
            setError(errorMessage(caught, 'register'));
            setPending(false);
          }
        }}
      />
    </>
  );
}
