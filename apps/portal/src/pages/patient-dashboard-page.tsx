import { Link, PlaceholderPanel } from '@rebond/ui';
import { usePortalMessages } from '../messages';
import { PageTitle } from '../page-title';

/** `/dashboard/patient`: the spec keeps it as a target after consent; its content comes later. */
export function PatientDashboardPage() {
  const messages = usePortalMessages().pages;
  return (
    <main id="main" className="portal-page">
      <PageTitle page="patientDashboard" />
      <h1>{messages.patientDashboard}</h1>
      <PlaceholderPanel
        title={messages.patientDashboard}
        headingLevel={2}
        description={messages.patientDashboardBody}
      />
      <Link href="/dashboard/coach">{messages.backToDashboard}</Link>
    </main>
  );
}
