import { NotFound } from '@rebond/ui';
import { PageTitle } from '../page-title';

/** Any path no route claims (the server answers such a path with HTTP 404, see route-paths.ts). */
export function NotFoundPage() {
  return (
    <main id="main" className="portal-page">
      <PageTitle page="notFound" />
      <NotFound />
    </main>
  );
}
