/// <reference types="vite/client" />
import { Outlet } from 'react-router';
import { usePublicMessages } from './messages/use-public-messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '@rebond/ui/styles.css';
import './public.css';

/** The id of the public pages' `<main>`, the target of the skip link. */
export const PUBLIC_MAIN_ID = 'main-content';

/**
 * The frame of every public page: a skip link, the header, the page in `<main>` and the footer.
 * Used as a path-less layout route around the public routes.
 */
export function PublicLayout() {
  const messages = usePublicMessages().common;
  return (
    <div className="rb-public">
      <a href={`#${PUBLIC_MAIN_ID}`} className="rb-public-skip-link">
        {messages.skipToContent}
      </a>
      <SiteHeader />
      <main id={PUBLIC_MAIN_ID} tabIndex={-1} className="rb-public-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
