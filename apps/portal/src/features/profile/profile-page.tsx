import { Link } from '@rebond/ui';
import { usePortalMessages } from '../../messages';
import { PageTitle } from '../../page-title';
import { ProfilePanel } from './profile-panel';

/** `/profile`: the profile tab as a page. */
export function ProfilePage() {
  const messages = usePortalMessages().pages;
  return (
    <main id="main" className="portal-page">
      <PageTitle page="profile" />
      <ProfilePanel headingLevel={1} />
      <Link href="/dashboard/coach">{messages.backToDashboard}</Link>
    </main>
  );
}
