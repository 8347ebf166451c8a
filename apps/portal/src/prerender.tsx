import { AuthStoreProvider, createAuthStore, type Locale, LocaleProvider, loadMessages } from '@rebond/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { portalMessages } from './messages';
import { publicMessages } from './pages/public/messages/use-public-messages';
import { routes } from './router';

export { STATIC_PUBLIC_PATHS } from './route-paths';

/**
 * A public page's markup in one locale, rendered at build time (scripts/prerender.mjs): the
 * server sends it inside `#root`, so the page is whole before any JavaScript arrives and without
 * the app (see src/landing/landing.ts).
 */
export async function renderPage(locale: Locale, pathname: string): Promise<string> {
  // Rendering to a string cannot wait: every catalogue the page shows is loaded first.
  await Promise.all([publicMessages.load(locale), portalMessages.load(locale), loadMessages(locale)]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`the route of ${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <LocaleProvider locale={locale}>
        {/* Nobody is signed in at build time: a store of its own, never persisted. */}
        <AuthStoreProvider store={createAuthStore({ storageKey: 'rebond-prerender' })}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthStoreProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}
