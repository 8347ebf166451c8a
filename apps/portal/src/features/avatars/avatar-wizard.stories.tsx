import { type AvatarWizardDraft, useAvatarWizard } from '@rebond/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AvatarWizard, type AvatarWizardProps } from './avatar-wizard';
import { draftAt, SAMPLE_PICTURE } from './fixtures';

type StoryProps = Omit<AvatarWizardProps, 'wizard'> & { draft: AvatarWizardDraft };

/** Renders the wizard from a draft, as the portal does after a reload. */
function WizardFromDraft({ draft, ...props }: StoryProps) {
  const wizard = useAvatarWizard({ initialDraft: draft });
  return <AvatarWizard wizard={wizard} {...props} />;
}

const meta = {
  title: 'Avatars/AvatarWizard',
  component: WizardFromDraft,
  args: {
    draft: draftAt(1),
    onContinue: fn(),
    onCancel: fn(),
    onRetryAvatar: fn(),
    onRetryVoice: fn(),
    onReset: fn(),
    onGeneratePreviews: fn(),
    onTryAgain: fn(),
    onCreateAnother: fn(),
    onViewAvatars: fn(),
    onVoicePromptConfirm: fn(),
    onVoicePromptDismiss: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WizardFromDraft>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, nothing typed: Continue is disabled and says why. */
export const DetailsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(canvas.getByText('Please enter an avatar name')).toBeVisible();
  },
};

/** Step 1 with a name: Continue asks the page to create the avatar. */
export const DetailsFilled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Avatar Name/), 'Elena');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Step 2 before a picture is chosen. */
export const PicturesEmpty: Story = { args: { draft: draftAt(2) } };

/** Step 2 with its one picture (1/1) and the preview. */
export const PicturesChosen: Story = {
  args: {
    draft: draftAt(2, {
      data: {
        ...draftAt(2).data,
        pictures: [{ name: 'portrait.svg', type: 'image/svg+xml', size: 420, dataUrl: SAMPLE_PICTURE }],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Preview of portrait.svg' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Step 3, upload chosen and no file: Continue asks before going on without a voice. */
export const VoiceUpload: Story = {
  args: { draft: draftAt(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No file yet: Continue stays open and asks "Continue without voice?", as Record does.
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(canvas.getByText('MP3, WAV, M4A, up to 25MB')).toBeVisible();
  },
};

/** Step 3, record: the recorder saves a WAV. */
export const VoiceRecord: Story = {
  args: { draft: draftAt(3, { data: { ...draftAt(3).data, voice_option: 'record' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Start Recording' })).toBeVisible();
  },
};

/** Step 3, generate: settings, description and language. */
export const VoiceGenerate: Story = {
  args: { draft: draftAt(3, { data: { ...draftAt(3).data, voice_option: 'generate' } }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Voice description'), 'A calm older man');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Previews' }));
    await expect(args.onGeneratePreviews).toHaveBeenCalledTimes(1);
  },
};

/** Step 3 with three previews to listen to; one is chosen. */
export const VoicePreviews: Story = {
  args: {
    draft: draftAt(3, {
      data: {
        ...draftAt(3).data,
        voice_option: 'generate',
        voice_description: 'A calm older man with a low voice',
        voice_previews: [1, 2, 3].map((index) => ({
          generated_voice_id: `preview-${index}`,
          preview_url: `/media/preview-${index}.wav`,
        })),
        selected_preview_id: 'preview-2',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Preview 2' })).toBeChecked();
  },
};

/** Step 3 while previews are generated. */
export const VoiceGenerating: Story = {
  args: {
    ...VoiceGenerate.args,
    generatingPreviews: true,
  },
};

/** Step 4, blank: six templates and Profile Pending. */
export const CharacterPending: Story = {
  args: { draft: draftAt(4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Profile Pending')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Avatar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Use template: Anxious Student' }));
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Priya');
    await expect(canvas.getByLabelText(/^Talking language/)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Firm but Fair' }));
    await expect(canvas.getByRole('button', { name: 'Firm but Fair' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Step 4 with every required field: Profile Complete and the generated profile. */
export const CharacterComplete: Story = {
  args: { draft: { ...draftAt(5), step: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Profile Complete')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Avatar' })).toBeEnabled();
  },
};

/** Step 5 while the creation job runs; the voice was skipped. */
export const MonitorRunning: Story = {
  args: { draft: draftAt(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('35%')).toBeVisible();
    await expect(
      canvas.getByText('Creation times show here once this server has made a few avatars.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('Skipped').length).toBeGreaterThan(0);
  },
};

/** Step 5 with both jobs running. */
export const MonitorWithVoice: Story = {
  args: {
    draft: draftAt(5, {
      jobs: {
        avatar: { id: 'job-a', status: 'completed', progress: 100 },
        voice: { id: 'job-v', status: 'processing', progress: 70 },
      },
    }),
  },
};

/** Step 5 could not read the jobs. */
export const MonitorCheckFailed: Story = { args: { draft: draftAt(5), checkFailed: true } };

/** The creation job failed: 'Avatar Creation Failed' with the reason and the tips. */
export const Failed: Story = {
  args: {
    draft: draftAt(5, {
      jobs: {
        avatar: {
          id: 'job-a',
          status: 'failed',
          progress: 5,
          error: 'No face was found in the photo. Use a high-quality, well-lit, frontal photo of one person.',
        },
        voice: null,
      },
    }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Avatar Creation Failed' });
    await expect(within(dialog).getByText('Only one person in the photo.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

/** Everything done: 'Avatar Created Successfully!' with the details and next steps. */
export const Succeeded: Story = {
  args: {
    draft: draftAt(5, {
      jobs: {
        avatar: { id: 'job-a', status: 'completed', progress: 100 },
        voice: { id: 'job-v', status: 'completed', progress: 100 },
      },
    }),
    created: {
      avatarName: 'Elena',
      groupId: null,
      voiceId: 'local-2c9ce172',
      createdAt: '2026-11-20T09:30:00.000Z',
      variants: ['happiness', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'normal'].map((emotion) => ({
        emotion,
        url: SAMPLE_PICTURE,
      })),
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Avatar Created Successfully!' });
    await expect(within(dialog).getByText('local-2c9ce172')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Avatars' }));
    await expect(args.onViewAvatars).toHaveBeenCalledTimes(1);
  },
};

/** Cancel asks first. */
export const CancelConfirmation: Story = {
  args: { draft: draftAt(3) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel avatar creation?' });
    await expect(dialog).toHaveTextContent('Are you sure you want to cancel? All progress will be lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Going on from step 3 without a voice. */
export const NoVoicePrompt: Story = { args: { draft: draftAt(3), voicePrompt: 'noVoice' } };

/** Voice processing failed to start. */
export const VoiceFailedPrompt: Story = { args: { draft: draftAt(3), voicePrompt: 'voiceFailed' } };

/** A step's server call is running. */
export const Busy: Story = { args: { draft: draftAt(2, { data: { ...draftAt(3).data } }), busy: true } };

/** A step's server call failed. */
export const StepError: Story = {
  args: {
    draft: draftAt(3, { data: { ...draftAt(3).data } }),
    error: 'Failed to upload pictures. You can try again.',
  },
};

/** The creation failed and the dialog was closed: Retry Avatar and the failure marks. */
export const RetryAvailable: Story = {
  args: Failed.args,
  play: async ({ args, canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Avatar Creation Failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry Avatar' }));
    await expect(args.onRetryAvatar).toHaveBeenCalledTimes(1);
  },
};

export const French: Story = { args: { draft: draftAt(4) }, globals: { locale: 'fr' } };

export const German: Story = { args: MonitorWithVoice.args, globals: { locale: 'de' } };

export const Spanish: Story = { args: { draft: draftAt(3) }, globals: { locale: 'es' } };
