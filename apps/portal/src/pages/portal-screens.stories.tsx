import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PortalPage, recordedPortal } from '../../../../.storybook/portal-page';
import { recordedBody } from '../../../../.storybook/recorded-api';

/**
 * The portal's main screens as the recorded coach sees them: every answer comes from the real
 * server's recording (apps/server/test/storybook-recordings.test.ts), an avatar "Anna", a closed
 * session and an open one with a video reply.
 */
const meta = {
  title: 'Pages/Portal',
  component: PortalPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  beforeEach: recordedPortal({ signedIn: true }),
} satisfies Meta<typeof PortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSession = recordedBody<{ id: string }>('session-open');
const timeout = { timeout: 10_000 };

/** The overview: the recorded sessions counted (one open, one completed) and listed, the skill trend. */
export const Overview: Story = {
  args: { path: '/dashboard/coach' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('heading', { level: 1 }, timeout))[0]).toBeVisible();
    // The sessions and the trend are two reads: the story (and its screenshot) waits for both.
    await waitFor(() => {
      expect(canvasElement.querySelector('[data-slot="overview"][data-state="ready"]')).not.toBeNull();
      expect(canvasElement.querySelector('[data-slot="skill-trend"]')).not.toBeNull();
    }, timeout);
  },
};

const showsAnna: Story['play'] = async ({ canvas }) => {
  await expect((await canvas.findAllByText(/Anna/, {}, timeout))[0]).toBeVisible();
};

export const Avatars: Story = {
  args: { path: '/dashboard/coach', state: { tab: 'avatars' } },
  play: showsAnna,
};

export const History: Story = {
  args: { path: '/dashboard/coach', state: { tab: 'history' } },
  play: showsAnna,
};

/** Settings, with the recorded consent ledger: all three consents granted. */
export const Settings: Story = {
  args: { path: '/dashboard/coach', state: { tab: 'settings' } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('.portal-consents li[data-state="granted"]')).toHaveLength(3),
      timeout,
    );
  },
};

export const Profile: Story = {
  args: { path: '/dashboard/coach', state: { tab: 'profile' } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(/alex\.martin@example\.com/, {}, timeout))[0]).toBeVisible();
  },
};

/** The open session with the recorded reply: the coach's words, Anna's answer and its video. */
export const ActiveSessionWithReply: Story = {
  args: { path: `/session/${openSession.id}` },
  play: async ({ canvas }) => {
    // The spoken turn is shown word by word (the words the recogniser was unsure of marked): the
    // element whose text holds the sentence, not one of its words.
    const sentence = /you never listen to me/i;
    const spokenTurn = (_: string, element: Element | null) =>
      !!element &&
      sentence.test(element.textContent ?? '') &&
      ![...element.children].some((child) => sentence.test(child.textContent ?? ''));
    await expect((await canvas.findAllByText(spokenTurn, {}, timeout))[0]).toBeVisible();
    await expect((await canvas.findAllByText(/I don't have the energy/, {}, timeout))[0]).toBeVisible();
  },
};
