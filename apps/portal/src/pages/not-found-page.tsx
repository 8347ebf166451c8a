import { NotFound } from '@rebond/ui';

/** Any path no route claims. */
export function NotFoundPage() {
  return (
    <main id="main" className="portal-page">
      <NotFound />
    </main>
  );
}
