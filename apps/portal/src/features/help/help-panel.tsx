import { BUSINESS_EMAIL, SUPPORT_EMAIL } from '../../pages/public/contact-details';
import { usePublicMessages } from '../../pages/public/messages/use-public-messages';
import { HelpTab } from './help-tab';
import type { HelpResourceId } from './help-tab-data';

/** The specification's help paths; each is a public 'Coming Soon' page for now (see public/routes.tsx). */
const RESOURCE_LINKS: Readonly<Record<HelpResourceId, string>> = {
  gettingStarted: '/help/getting-started',
  videos: '/help/videos',
  faq: '/help/faq',
  contact: '/help/contact',
  docs: '/help/docs',
};

/**
 * The dashboard's Help tab, with the same support addresses and postal address as the public
 * Help & Support page and footer.
 */
export function HelpPanel() {
  const publicMessages = usePublicMessages();
  return (
    <HelpTab
      resourceLinks={RESOURCE_LINKS}
      contact={{
        supportEmail: SUPPORT_EMAIL,
        businessEmail: BUSINESS_EMAIL,
        address: publicMessages.footer.address,
      }}
    />
  );
}
