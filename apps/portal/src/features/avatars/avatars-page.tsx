import { Link } from '@rebond/ui';
import { useNavigate } from 'react-router';
import { usePortalMessages } from '../../messages';
import { PageTitle } from '../../page-title';
import { AvatarsPanel } from './avatars-panel';

/**
 * `/avatars`: the avatars tab as a page. Start Session goes to session creation with the avatar
 * preselected (`state.avatarId`); Create Avatar opens the dashboard on its create-avatar tab
 * (`state.tab`).
 */
export function AvatarsPage() {
  const navigate = useNavigate();
  const messages = usePortalMessages().pages;
  return (
    <main id="main" className="portal-page">
      <PageTitle page="avatars" />
      <AvatarsPanel
        headingLevel={1}
        caseFormulation
        onStartSession={(avatar) => navigate('/session/create', { state: { avatarId: avatar.id } })}
        onCreateAvatar={() => navigate('/dashboard/coach', { state: { tab: 'create-avatar' } })}
      />
      <Link href="/dashboard/coach">{messages.backToDashboard}</Link>
    </main>
  );
}
