/** The tabs of the coach dashboard, in sidebar order. */
export const DASHBOARD_TABS = [
  'overview',
  'avatars',
  'create-avatar',
  'create-session',
  'history',
  'embed',
  'profile',
  'settings',
  'help',
] as const;

/** One tab of the coach dashboard. */
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Whether a string (for example from a URL or storage) names a dashboard tab. */
export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}
