import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../page-title';
import { SessionWizardPanel } from './session-wizard-panel';

/** `/session/create`: the session wizard; `state.avatarId` preselects an avatar. */
export function SessionCreatePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const avatarId = (location.state as { avatarId?: unknown } | null)?.avatarId;
  return (
    <main id="main" className="portal-page">
      <PageTitle page="sessionCreate" />
      <SessionWizardPanel
        headingLevel={1}
        defaultAvatarId={typeof avatarId === 'string' ? avatarId : null}
        onBack={() => navigate('/dashboard/coach')}
      />
    </main>
  );
}
