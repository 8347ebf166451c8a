/** The Help tab's resource links, in the order the specification lists them. */
export const HELP_RESOURCE_IDS = ['gettingStarted', 'videos', 'faq', 'contact', 'docs'] as const;

/** One of the Help tab's resource links. */
export type HelpResourceId = (typeof HELP_RESOURCE_IDS)[number];

/** What the system status list can say about a service. */
export type HelpServiceState = 'operational' | 'maintenance';

/**
 * The system status list. It is static, as the specification asks: the state of each service as
 * of this release, with voice processing in maintenance. It does not query any live monitor.
 */
export const HELP_SERVICES = [
  { id: 'platform', state: 'operational' },
  { id: 'avatars', state: 'operational' },
  { id: 'video', state: 'operational' },
  { id: 'voice', state: 'maintenance' },
  { id: 'storage', state: 'operational' },
] as const satisfies readonly { id: string; state: HelpServiceState }[];
