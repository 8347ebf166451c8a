import {
  type AvatarWizardDraft,
  fileKey,
  LocaleProvider,
  TypicalWaitsProvider,
  useAvatarWizard,
} from '@rebond/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { AvatarWizard, type AvatarWizardActions, type AvatarWizardProps } from './avatar-wizard';
import { draftAt } from './fixtures';
import { avatarMessages } from './messages/all-locales';

/** The first bytes of real files: what the server (and the wizard) look at, never the name. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WAV = new Uint8Array(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [36, 0, 0, 0],
      [...'WAVE'].map((c) => c.charCodeAt(0)),
    ),
);

function actions(): AvatarWizardActions {
  return {
    onContinue: vi.fn(),
    onCancel: vi.fn(),
    onRetryAvatar: vi.fn(),
    onRetryVoice: vi.fn(),
    onReset: vi.fn(),
    onGeneratePreviews: vi.fn(),
    onTryAgain: vi.fn(),
    onCreateAnother: vi.fn(),
    onViewAvatars: vi.fn(),
    onVoicePromptConfirm: vi.fn(),
    onVoicePromptDismiss: vi.fn(),
  };
}

function Harness({ draft, ...props }: Omit<AvatarWizardProps, 'wizard'> & { draft?: AvatarWizardDraft }) {
  const wizard = useAvatarWizard({ initialDraft: draft ?? null });
  return <AvatarWizard wizard={wizard} {...props} />;
}

function renderWizard(draft?: AvatarWizardDraft, props: Partial<AvatarWizardProps> = {}) {
  const handlers = actions();
  render(<Harness draft={draft} {...handlers} {...props} />);
  return handlers;
}

const failedDraft = () =>
  draftAt(5, {
    jobs: {
      avatar: { id: 'job-a', status: 'failed', progress: 5, error: 'Several faces were found in the photo.' },
      voice: null,
    },
  });

describe('AvatarWizard', () => {
  it('takes a class on the section, the title, each step, Continue and the error notice', () => {
    renderWizard(undefined, {
      error: 'Upload failed',
      className: 'my-avatar-wizard',
      classNames: {
        title: 'my-aw-title',
        steps: 'my-aw-steps',
        step: 'my-aw-step',
        continue: 'my-aw-continue',
        error: 'my-aw-error',
      },
    });
    expect(document.querySelector('[data-slot="avatar-wizard"]')).toHaveClass('my-avatar-wizard');
    for (const [slot, className] of [
      ['avatar-wizard-title', 'my-aw-title'],
      ['avatar-wizard-steps', 'my-aw-steps'],
      ['avatar-wizard-step', 'my-aw-step'],
      ['avatar-wizard-continue', 'my-aw-continue'],
      ['avatar-wizard-error', 'my-aw-error'],
    ] as const) {
      const parts = document.querySelectorAll(`[data-slot="${slot}"]`);
      expect(parts.length, slot).toBeGreaterThan(0);
      for (const part of parts) expect(part).toHaveClass(className);
      expect(document.querySelectorAll(`.${className}`)).toHaveLength(parts.length);
    }
  });

  it('given a fresh wizard, is on step 1 of 5 with Continue disabled until a name is typed', async () => {
    const handlers = renderWizard();
    const wizard = screen.getByRole('region', { name: 'Create Avatar' });
    expect(wizard).toHaveAttribute('data-step', '1');
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 5' })).toHaveAttribute('aria-valuenow', '20');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Please enter an avatar name');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Avatar Name/), 'Elena{Enter}');
    expect(next).toBeEnabled();
    expect(handlers.onContinue).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
  });

  it("moves focus to the new step's heading when the step changes, never to the page body", async () => {
    renderWizard(draftAt(3));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: /Step 2 of 5/ })).toHaveFocus();
  });

  it('does not continue while the step is busy', async () => {
    const handlers = renderWizard({ ...draftAt(3), step: 2 }, { busy: true });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(handlers.onContinue).not.toHaveBeenCalled();
  });

  it('asks before cancelling, and only a confirmation cancels', async () => {
    const handlers = renderWizard(draftAt(3));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel avatar creation?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel? All progress will be lost.');
    expect(within(dialog).getByRole('button', { name: 'Keep going' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    expect(handlers.onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers only earlier steps in the quick navigation, with check marks', async () => {
    renderWizard(draftAt(3));
    const nav = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(nav).getByRole('button', { name: /^Details.*\(done\)$/ })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Voice' })).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('button', { name: 'Character' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: /^Details.*\(done\)$/ }));
    expect(screen.getByRole('region', { name: 'Create Avatar' })).toHaveAttribute('data-step', '1');
  });

  it('shows the avatar id prefix and the job badges, with Retry Avatar only for a failed job', () => {
    renderWizard(draftAt(3));
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('6f1c2a9e')).toBeInTheDocument();
    expect(within(status).getByText('Processing')).toHaveAttribute('data-status', 'processing');
    expect(within(status).getByRole('button', { name: 'Retry Avatar' })).toBeDisabled();
    expect(within(status).getByRole('button', { name: 'Retry Voice' })).toBeDisabled();
    expect(within(status).getByRole('button', { name: 'Reset' })).toBeEnabled();
  });

  it('refuses a picture that is not an image', async () => {
    renderWizard(draftAt(2));
    await userEvent.upload(
      screen.getByLabelText('Choose a picture'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a picture: choose a JPG, PNG, GIF or WebP image.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('refuses a text file named .png before any preview, and a picture over 10 MB, saying why', async () => {
    renderWizard(draftAt(2));
    const input = screen.getByLabelText('Choose a picture');
    await userEvent.upload(input, new File(['just some notes'], 'face.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a picture');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const big = new File([PNG, new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This picture is 11 MB: pictures can be up to 10 MB.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });

  it('keeps one picture with its preview (1/1)', async () => {
    renderWizard(draftAt(2));
    await userEvent.upload(
      screen.getByLabelText('Choose a picture'),
      new File([PNG], 'face.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'Preview of face.png' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('1 of 1 picture chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('refuses a voice file that is not audio, and accepts a WAV', async () => {
    renderWizard(draftAt(3));
    const input = screen.getByLabelText('Voice file');
    await userEvent.upload(input, new File(['x'], 'face.png', { type: 'image/png' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not audio: choose an MP3, WAV, M4A, WebM or Ogg file.',
    );
    await userEvent.upload(input, new File([WAV], 'voice.wav', { type: 'audio/wav' }));
    expect(await screen.findByText('Chosen: voice.wav')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('refuses a 30 MB voice file with the reason, before any upload', async () => {
    renderWizard(draftAt(3));
    const big = new File([WAV, new Uint8Array(30 * 1024 * 1024)], 'long.wav', { type: 'audio/wav' });
    await userEvent.upload(screen.getByLabelText('Voice file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This voice file is 30 MB: voice files can be up to 25 MB.',
    );
    expect(screen.queryByText('Chosen: long.wav')).not.toBeInTheDocument();
  });

  it('plays the chosen voice file through a blob: URL (the CSP refuses data:), revoked when it changes', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    renderWizard(draftAt(3));
    const input = screen.getByLabelText('Voice file');
    await userEvent.upload(input, new File([WAV], 'voice.wav', { type: 'audio/wav' }));
    const player = await screen.findByLabelText('voice.wav', { selector: 'audio' });
    const first = player.getAttribute('src') ?? '';
    expect(first).toMatch(/^blob:/);
    await userEvent.upload(input, new File([WAV, new Uint8Array(8)], 'other.wav', { type: 'audio/wav' }));
    await screen.findByLabelText('other.wav', { selector: 'audio' });
    expect(revoke).toHaveBeenCalledWith(first);
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    revoke.mockRestore();
  });

  it("in Record mode shows one player: the restored recording's, with no second one", async () => {
    const draft = draftAt(3);
    const wav = `data:audio/wav;base64,${btoa(String.fromCharCode(...WAV))}`;
    renderWizard({
      ...draft,
      data: {
        ...draft.data,
        voice_option: 'record',
        voice_file: { name: 'recording.wav', type: 'audio/wav', size: WAV.length, dataUrl: wav },
      },
    });
    const players = await screen.findAllByLabelText('recording.wav', { selector: 'audio' });
    expect(players).toHaveLength(1);
    expect(players[0]?.getAttribute('src')).toMatch(/^blob:/);
    expect(document.querySelectorAll('audio[src^="data:"]')).toHaveLength(0);
  });

  it('asks whether to continue without a voice', async () => {
    const handlers = renderWizard(draftAt(3), { voicePrompt: 'noVoice' });
    const dialog = screen.getByRole('alertdialog', { name: 'Continue without a voice?' });
    expect(dialog).toHaveAccessibleDescription('No voice file uploaded. Continue without voice?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue without voice' }));
    expect(handlers.onVoicePromptConfirm).toHaveBeenCalledTimes(1);
  });

  it('on step 5 shows each job, the overall percent and the time remaining; the voice is Skipped', () => {
    render(
      <TypicalWaitsProvider waits={{ replySeconds: 4, avatarSeconds: 20 }}>
        <Harness draft={draftAt(5)} {...actions()} />
      </TypicalWaitsProvider>,
    );
    expect(screen.getByText('35%')).toBeInTheDocument();
    // 65 % of the measured 20 s is left.
    expect(screen.getByText('Estimated time remaining: about 13 seconds')).toBeInTheDocument();
    expect(
      screen.getByText('Avatar creation takes about 20 seconds on this server lately.'),
    ).toBeInTheDocument();
    const voice = document.querySelector('[data-slot="avatar-job"][data-job="voice"]');
    expect(voice).toHaveAttribute('data-status', 'skipped');
    expect(screen.getByRole('button', { name: 'Create New Avatar' })).toBeEnabled();
  });

  it('when a job failed, shows Avatar Creation Failed with the reason and tips; Close and Try Again', async () => {
    const handlers = renderWizard(failedDraft());
    const dialog = screen.getByRole('alertdialog', { name: 'Avatar Creation Failed' });
    expect(within(dialog).getByText('Several faces were found in the photo.')).toBeInTheDocument();
    for (const tip of avatarMessages.en.failure.tips)
      expect(within(dialog).getByText(tip)).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(handlers.onTryAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('One or more jobs failed. Check details below.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Avatar' }));
    expect(handlers.onRetryAvatar).toHaveBeenCalledTimes(1);
  });

  it('on step 5 of a failed avatar shows the failure, never progress or a time left', async () => {
    renderWizard(failedDraft());
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Avatar Creation Failed' })).getByRole('button', {
        name: 'Close',
      }),
    );
    const main = document.querySelector('[data-slot="avatar-wizard-main"]') as HTMLElement;
    expect(within(main).getByRole('alert', { name: 'This photo could not be used' })).toBeInTheDocument();
    expect(main.textContent).not.toMatch(/\d+%|minutes|Estimated time remaining/);
    expect(within(main).queryByRole('progressbar', { name: 'Overall progress' })).not.toBeInTheDocument();
  });

  it('shows a refused photo in the main panel of the picture step, and Upload Again clears it', async () => {
    const draft = failedDraft();
    const picture = { name: 'coffee.png', type: 'image/png', size: 420, dataUrl: null };
    renderWizard({
      ...draft,
      step: 2,
      data: { ...draft.data, pictures: [picture] },
      pictureSource: fileKey(picture),
    });
    const failure = screen.getByRole('alert', { name: 'This photo could not be used' });
    expect(within(failure).getByText('Several faces were found in the photo.')).toBeInTheDocument();
    for (const tip of avatarMessages.en.failure.tips)
      expect(within(failure).getByText(tip)).toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Upload Again' }));
    expect(screen.queryByRole('alert', { name: 'This photo could not be used' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose a picture')).toBeInTheDocument();
  });

  it('without retry, the failure dialog offers only Close', () => {
    renderWizard(failedDraft(), { canTryAgain: false });
    const dialog = screen.getByRole('alertdialog', { name: 'Avatar Creation Failed' });
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('when everything succeeded, shows the details and leads to the avatars', async () => {
    const handlers = renderWizard(
      draftAt(5, {
        jobs: { avatar: { id: 'job-a', status: 'completed', progress: 100 }, voice: null },
      }),
      {
        created: {
          avatarName: 'Elena',
          groupId: 'group-7',
          voiceId: null,
          createdAt: '2026-11-20T09:30:00.000Z',
          variants: [{ emotion: 'sadness', url: null }],
        },
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Avatar Created Successfully!' });
    expect(within(dialog).getByText('group-7')).toBeInTheDocument();
    expect(within(dialog).getByText('No voice')).toBeInTheDocument();
    expect(within(dialog).getByText('Sadness')).toBeInTheDocument();
    expect(within(dialog).getByText('Next steps')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Another' }));
    expect(handlers.onCreateAnother).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View Avatars' }));
    expect(handlers.onViewAvatars).toHaveBeenCalledTimes(1);
  });

  it('speaks German', () => {
    render(
      <LocaleProvider locale="de">
        <Harness draft={draftAt(4)} {...actions()} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Profil unvollständig')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avatar erstellen' })).toBeDisabled();
  });
});

describe('AvatarWizard step 1 after the avatar was created', () => {
  it('keeps the name read-only and says why', () => {
    render(<Harness draft={{ ...draftAt(2), step: 1 }} {...actions()} />);
    const name = screen.getByLabelText(/Avatar Name/);
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription('The avatar is created: its name stays as it is.');
  });
});
