import { type PortalMessages, usePortalMessages } from './messages';

/**
 * The document title of a page, "Session history · Rebond" (WCAG 2.4.2: each page says what it
 * is), from the portal's catalogue. React hoists the `<title>` into the head, ahead of index.html's
 * plain "Rebond".
 */
export function PageTitle({ page }: { page: keyof PortalMessages['titles'] }) {
  const messages = usePortalMessages();
  return <title>{messages.documentTitle(messages.titles[page])}</title>;
}
