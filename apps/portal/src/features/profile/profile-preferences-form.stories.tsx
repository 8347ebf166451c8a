import { DEFAULT_PROFILE_PREFERENCES } from '@rebond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfilePreferencesForm } from './profile-preferences-form';

/** Notification, privacy and coaching preferences on the Profile page, saved as they change. */
const meta = {
  title: 'Profile/ProfilePreferencesForm',
  component: ProfilePreferencesForm,
  args: { preferences: DEFAULT_PROFILE_PREFERENCES, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(36rem, calc(100vw - 2rem))' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      notes: {
        keyboard: ['Tab between groups; Space toggles a checkbox; arrow keys change a select.'],
        accessibility: ['Each group is a fieldset with a legend, so screen readers announce the context.'],
        do: ['Save each change at once and say so quietly.'],
      },
    },
  },
} satisfies Meta<typeof ProfilePreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults. */
export const Defaults: Story = {};

/** Private profile, no sharing, long challenging sessions. */
export const Customised: Story = {
  args: {
    preferences: {
      notifications: { email: false, push: false, session_reminders: true, marketing: false },
      privacy: { profile_visibility: 'private', data_sharing: false, analytics: false },
      coaching: { preferred_session_length: 60, default_emotion: 'challenging', auto_save_sessions: false },
    },
  },
};
