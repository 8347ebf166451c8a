import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { samplePortrait } from '../../../../.storybook/sample-media';
import { SessionWizard } from './session-wizard';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: samplePortrait },
  { id: 'a2', avatar_name: 'Karl', image_url: samplePortrait },
  { id: 'a3', avatar_name: 'Not ready', image_url: null },
];

const meta = {
  title: 'Sessions/SessionWizard',
  component: SessionWizard,
  args: { avatars, onCreate: fn(), onBack: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SessionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 offers only avatars with a picture; Next waits for a choice. */
export const ChooseAnAvatar: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Not ready/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Marion/ }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** A scenario session: Create Session waits for the scenario prompt. */
export const ScenarioSession: Story = {
  args: { defaultAvatarId: 'a2' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Scenario-Based/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Step 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Session' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: /Emotion/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Anger' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Scenario prompt/ }),
      'My manager refuses my raise.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Patient name/ }), 'Alex');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Session' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      avatarId: 'a2',
      dynamicSession: false,
      emotion: 'anger',
      scenarioPrompt: 'My manager refuses my raise.',
      patientName: 'Alex',
    });
  },
};

export const SessionType: Story = {
  args: { defaultAvatarId: 'a1' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('radio', { name: /Dynamic Session/ })).toBeChecked();
  },
};

export const Creating: Story = {
  args: { defaultAvatarId: 'a1', pending: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Create Session' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 404: the avatar was not found; the wizard shows the message on step 1. */
export const AvatarNotFound: Story = {
  args: {
    error: 'The selected avatar was not found. Please select a different avatar.',
    errorStep: 1,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Step 1 of 3')).toBeVisible());
    await expect(canvas.getByRole('alert')).toHaveTextContent('The selected avatar was not found.');
  },
};

/** 403: an active session already exists. */
export const AlreadyActive: Story = {
  args: {
    defaultAvatarId: 'a1',
    error: 'You already have an active session. Please close it before starting a new one.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You already have an active session.');
  },
};

/** 500: the server failed. */
export const ServerError: Story = {
  args: {
    defaultAvatarId: 'a1',
    error: 'Server error occurred. Please check if the backend services are running properly.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server error occurred.');
  },
};

export const NoActiveAvatar: Story = {
  args: { avatars: [{ id: 'a3', avatar_name: 'Not ready', image_url: null }] },
};

export const Spanish: Story = { globals: { locale: 'es' } };
