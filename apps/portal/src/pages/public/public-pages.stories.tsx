import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PortalPage, recordedPortal } from '../../../../../.storybook/portal-page';

/**
 * The public pages as a visitor sees them: the portal's own routes and layout. Signing in and
 * registering are answered by the real server's recorded answers.
 */
const meta = {
  title: 'Pages/Public',
  component: PortalPage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  beforeEach: recordedPortal(),
} satisfies Meta<typeof PortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 10_000 };

export const Landing: Story = {
  args: { path: '/' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Features: Story = {
  args: { path: '/features' },
  play: Landing.play,
};

export const HowItWorks: Story = {
  args: { path: '/how-it-works' },
  play: Landing.play,
};

export const About: Story = {
  args: { path: '/about' },
  play: Landing.play,
};

export const Help: Story = {
  args: { path: '/help' },
  play: Landing.play,
};

export const Contact: Story = {
  args: { path: '/contact' },
  play: Landing.play,
};

export const Login: Story = {
  args: { path: '/login' },
  play: Landing.play,
};

/** Signing in with the recorded answer of POST /auth/login lands on the coach's dashboard. */
export const LoginSignsIn: Story = {
  args: { path: '/login' },
  play: async ({ canvasElement, userEvent }) => {
    const field = (name: string) =>
      waitFor(
        () => canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? Promise.reject(),
        timeout,
      );
    await userEvent.type(await field('username'), 'alex_martin');
    await userEvent.type(await field('password'), 'correct horse battery');
    await userEvent.click(canvasElement.querySelector('form button[type="submit"]') as HTMLButtonElement);
    await waitFor(
      () => expect(canvasElement.querySelector('[data-slot="skill-trend"]')).not.toBeNull(),
      timeout,
    );
  },
};

export const Register: Story = {
  args: { path: '/register' },
  play: Landing.play,
};
