/// <reference types="vite/client" />
import { Notice } from '@rebond/ui';
import { Outlet, useLocation } from 'react-router';
import type { SignedOutState } from '../../auth/sign-out';
import { usePortalMessages } from '../../messages';
import { usePublicMessages } from './messages/use-public-messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '@rebond/ui/styles.css';
import './public.css';

/** The id of the public pages' `<main>`, the target of the skip link. */
export const PUBLIC_MAIN_ID = 'main-content';

/**
 * The frame of every public page: a skip link, the header, the page in `<main>` (after the notice
 * of a sign-out, such as a deleted account) and the footer.
 * Used as a path-less layout route around the public routes.
 */
export function PublicLayout() {
  const messages = usePublicMessages().common;
  const notices = usePortalMessages().notices;
  const notice = (useLocation().state as SignedOutState | null)?.notice;
  return (
    <div className="rb-public">
      <a href={`#${PUBLIC_MAIN_ID}`} className="rb-public-skip-link">
        {messages.skipToContent}
      </a>
      <SiteHeader />
      <main id={PUBLIC_MAIN_ID} tabIndex={-1} className="rb-public-main">
        {notice ? (
          <div className="rb-public-container rb-public-notice">
            <Notice tone="success">{notices[notice]}</Notice>
          </div>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
