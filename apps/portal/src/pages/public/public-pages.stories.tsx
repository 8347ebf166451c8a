import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText(/username|e-mail/i, {}, { timeout: 10_000 }),
      'alex_martin',
    );
    await userEvent.type(canvas.getByLabelText(/^password/i), 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: /sign in|log in/i }));
    await expect(await canvas.findByText(/Alex/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Register: Story = {
  args: { path: '/register' },
  play: Landing.play,
};
