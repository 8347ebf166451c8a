import { Link } from '@rebond/ui';
import { Outlet } from 'react-router';
import { usePortalMessages } from '../messages';

/** Sign-in and registration: the brand, and one centred card. */
export function AuthLayout() {
  const messages = usePortalMessages();
  return (
    <div className="portal-auth">
      <header className="portal-auth__brand">
        <Link href="/" className="portal-brand">
          {messages.appName}
        </Link>
      </header>
      <main id="main" className="portal-auth__card">
        <Outlet />
      </main>
    </div>
  );
}
