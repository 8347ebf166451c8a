import type { HELP_RESOURCE_IDS, HELP_SERVICES, HelpServiceState } from '../help-tab-data';

/**
 * English texts of the Help tab. English is the source: it defines the shape every other
 * catalogue must satisfy.
 */
export const en = {
  title: 'Help & Support',
  intro: 'Guides, ways to reach our team and the state of the platform.',
  opensInNewTab: '(opens in a new tab)',
  resourcesHeading: 'Resources',
  resources: {
    gettingStarted: { title: 'Getting Started', text: 'Set up your account and run your first session.' },
    videos: { title: 'Video Tutorials', text: 'Short walkthroughs of every part of the platform.' },
    faq: { title: 'Frequently Asked Questions', text: 'Answers to the questions we hear most often.' },
    contact: { title: 'Contacting Support', text: 'When and how to reach us, and what to include.' },
    docs: { title: 'Platform Documentation', text: 'Reference for avatars, sessions and recordings.' },
  } satisfies Record<(typeof HELP_RESOURCE_IDS)[number], { title: string; text: string }>,
  quickSupportHeading: 'Quick Support',
  liveChat: {
    title: 'Live Chat',
    action: 'Start Chat',
    unavailable: 'Live chat is not available yet. Please use e-mail in the meantime.',
  },
  email: {
    title: 'Email Support',
    availability: 'Response within 24 hours',
    action: (address: string) => `Write to ${address}`,
  },
  call: {
    title: 'Schedule a Call',
    availability: 'Mon–Fri, 9AM–6PM',
    action: 'Schedule Call',
    unavailable: 'Call scheduling is not available yet. Please use e-mail in the meantime.',
  },
  statusHeading: 'System Status',
  statusNote: 'Status as of this release. This list is not updated live.',
  services: {
    platform: 'Web platform',
    avatars: 'Avatar creation',
    video: 'Video generation',
    voice: 'Voice processing',
    storage: 'Data storage',
  } satisfies Record<(typeof HELP_SERVICES)[number]['id'], string>,
  states: {
    operational: 'Operational',
    maintenance: 'Maintenance',
  } satisfies Record<HelpServiceState, string>,
  contactHeading: 'Contact Information',
  supportEmail: 'Support e-mail',
  businessEmail: 'Business inquiries',
  address: 'Address',
  emergencyHeading: 'Emergency Support',
  emergencyResponse: 'Response in under 2 hours',
  emergencyText:
    'For urgent technical problems that stop you from working, such as a failure just before a client appointment.',
  emergencyAction: 'Email urgent support',
  emergencySubject: 'URGENT: Rebond support',
  crisisTitle: 'Rebond is not a crisis service',
  crisisText:
    'If you, a client or anyone else is in danger or in a mental health crisis, call your local emergency number now (112 in Europe, 911 in the United States and Canada).',
};

/** The shape of the Help tab's texts; every locale must provide all of it. */
export type HelpTabMessages = typeof en;
