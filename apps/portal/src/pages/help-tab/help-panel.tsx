import { type HelpResourceId, HelpTab } from '@rebond/ui';
import { BUSINESS_EMAIL, SUPPORT_EMAIL } from '../public/contact-details';
import { usePublicMessages } from '../public/messages/use-public-messages';

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
