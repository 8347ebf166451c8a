import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { samplePortrait } from '../../../../../.storybook/sample-media';
import { CreateSessionForm } from './create-session-form';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: samplePortrait },
  { id: 'a2', avatar_name: 'Karl', image_url: samplePortrait },
  { id: 'a3', avatar_name: 'Not ready', image_url: null },
];

const meta = {
  title: 'Sessions/CreateSessionForm',
  component: CreateSessionForm,
  args: { avatars, onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CreateSessionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: active avatars only, the spec's defaults (empathetic, medium), back to the dashboard. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New Session' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Not ready/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Emotional tone' })).toHaveTextContent('Empathetic');
    await expect(canvas.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Medium');
    await expect(canvas.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard/coach',
    );
    await expect(canvas.queryByRole('textbox', { name: /Opening line/ })).not.toBeInTheDocument();
  },
};

/** Filled in with a typed opening line: Start Session hands over the trimmed values. */
export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Karl/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Session title/ }), 'Asking for a raise');
    await userEvent.type(canvas.getByRole('textbox', { name: /Patient ID/ }), 'P-042');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Session description/ }),
      'Practise asking my manager for a raise.',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Relationship' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Boss' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Context/ }), 'Two years without a raise.');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Emotional tone' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Challenging' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Difficulty' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hard' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /text to speech/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Opening line/ }),
      ' Can we talk about my pay? ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start Session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      avatarId: 'a2',
      sessionTitle: 'Asking for a raise',
      patientId: 'P-042',
      sessionDescription: 'Practise asking my manager for a raise.',
      relationshipType: 'boss',
      context: 'Two years without a raise.',
      emotionalTone: 'challenging',
      difficulty: 'hard',
      photos: [],
      audioFile: null,
      useTextToSpeech: true,
      textToSpeechText: 'Can we talk about my pay?',
    });
  },
};

/** Start Session on an empty form: each required field says what is missing, nothing is sent. */
export const Errors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /text to speech/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start Session' }));
    await expect(canvas.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(canvas.getByText('Choose an avatar, or add a photo to create one.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Session title/ })).toHaveAccessibleDescription(
      'Session title is required.',
    );
    await expect(canvas.getByText('Session description is required.')).toBeVisible();
    await expect(canvas.getByText('Context is required.')).toBeVisible();
    await expect(canvas.getByText('Opening line is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No active avatar: the form explains why, and a photo will make a new one. */
export const NoActiveAvatar: Story = {
  args: { avatars: [{ id: 'p', avatar_name: 'Pending', image_url: null }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/None of your avatars is active yet/)).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** Creating the avatar from the photo: the fields are locked and the progress is announced. */
export const CreatingAvatar: Story = {
  args: { pending: true, progress: 'Creating the avatar from your photo... 40%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Creating the avatar from your photo... 40%');
    await expect(canvas.getByRole('textbox', { name: /Session title/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Start Session/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sending the first message once the session started. */
export const Submitting: Story = {
  args: { defaultAvatarId: 'a1', pending: true, progress: 'Sending your first message... 55%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your first message... 55%');
  },
};

/** The server refused: its reason is shown, the form stays filled for another try. */
export const ServerError: Story = {
  args: {
    defaultAvatarId: 'a1',
    error: 'The avatar could not be created: No face was found in the photo. Please use a clear portrait.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No face was found in the photo/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Marion/ })).toBeChecked();
  },
};
