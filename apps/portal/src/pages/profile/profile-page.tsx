import { Link } from '@rebond/ui';
import { usePortalMessages } from '../../messages';
import { ProfilePanel } from './profile-panel';

/** `/profile`: the profile tab as a page. */
export function ProfilePage() {
  const messages = usePortalMessages().pages;
  return (
    <main id="main" className="portal-page">
      <ProfilePanel headingLevel={1} />
      <Link href="/dashboard/coach">{messages.backToDashboard}</Link>
    </main>
  );
}
