import { Link, PlaceholderPanel } from '@rebond/ui';
import type { PortalMessages } from '../messages';
import { usePortalMessages } from '../messages';

export interface LaterReleasePageProps {
  page: keyof Omit<PortalMessages['pages'], 'patientDashboardBody' | 'backToDashboard'>;
}

/** A signed-in screen that a later release builds: says so plainly and leads back to the dashboard. */
export function LaterReleasePage({ page }: LaterReleasePageProps) {
  const messages = usePortalMessages().pages;
  return (
    <main id="main" className="portal-page">
      <h1>{messages[page]}</h1>
      <PlaceholderPanel
        title={messages[page]}
        headingLevel={2}
        description={page === 'patientDashboard' ? messages.patientDashboardBody : undefined}
      />
      <Link href="/dashboard/coach">{messages.backToDashboard}</Link>
    </main>
  );
}
