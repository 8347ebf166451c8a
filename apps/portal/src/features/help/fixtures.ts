import type { HelpContactInfo } from './help-tab';
import type { HelpResourceId } from './help-tab-data';

/** The specification's help paths, for stories and tests. */
export const SAMPLE_RESOURCE_LINKS: Readonly<Record<HelpResourceId, string>> = {
  gettingStarted: '/help/getting-started',
  videos: '/help/videos',
  faq: '/help/faq',
  contact: '/help/contact',
  docs: '/help/docs',
};

/** Contact details for stories and tests. */
export const SAMPLE_CONTACT: HelpContactInfo = {
  supportEmail: 'support@rebond.example',
  businessEmail: 'business@rebond.example',
  address: ['Rebond GmbH', 'Torstraße 140', '10119 Berlin', 'Germany'],
};
