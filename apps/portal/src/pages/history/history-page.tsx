import { Link } from '@rebond/ui';
import { usePortalMessages } from '../../messages';
import { PageTitle } from '../../page-title';
import { HistoryPanel } from './history-panel';

/** `/history`: the history tab as a page. */
export function HistoryPage() {
  const messages = usePortalMessages().pages;
  return (
    <main id="main" className="portal-page">
      <PageTitle page="history" />
      <HistoryPanel headingLevel={1} />
      <Link href="/dashboard/coach">{messages.backToDashboard}</Link>
    </main>
  );
}
