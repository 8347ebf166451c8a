import { LOCALES } from '@rebond/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { CreateSessionForm, type CreateSessionFormProps } from './create-session-form';
import { sessionScreenMessages } from './messages/all-locales';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: '/media/a1.png' },
  { id: 'a3', avatar_name: 'Pending one', image_url: null },
];

function setup(props: Partial<CreateSessionFormProps> = {}) {
  const onSubmit = vi.fn();
  // The browser's file picker filters by `accept`; a drop or an old browser does not, so the form checks.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <main>
      <CreateSessionForm avatars={avatars} onSubmit={onSubmit} {...props} />
    </main>,
  );
  return { onSubmit, user };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Session title/ }), '  Dinner talk ');
  await user.type(screen.getByRole('textbox', { name: /Session description/ }), 'A hard talk.');
  await user.type(screen.getByRole('textbox', { name: /^Context/ }), 'Missed the dinner.');
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });
const wav = () => new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'hello.wav', { type: 'audio/wav' });

describe('CreateSessionForm', () => {
  it('has no axe violations, empty and with errors', async () => {
    const { user } = setup();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('checkbox', { name: /text to speech/ }));
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(screen.getByRole('textbox', { name: /Opening line/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();
  });

  it('requires the title, the description, the context and an avatar or a photo', async () => {
    const { user, onSubmit } = setup();
    expect(screen.queryByText('Session title is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Session title/ })).toHaveAccessibleDescription(
      'Session title is required.',
    );
    expect(screen.getByText('Session description is required.')).toBeInTheDocument();
    expect(screen.getByText('Context is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose an avatar, or add a photo to create one.')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: /Marion/ }));
    expect(screen.queryByText('Please correct the highlighted fields.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        avatarId: 'a1',
        sessionTitle: 'Dinner talk',
        patientId: undefined,
        relationshipType: 'other',
        emotionalTone: 'empathetic',
        difficulty: 'medium',
        useTextToSpeech: false,
        textToSpeechText: undefined,
      }),
    );
  });

  it('offers only active avatars and says why', () => {
    setup();
    expect(screen.getByRole('radio', { name: /Marion/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pending one/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only active avatars can hold a session/)).toBeInTheDocument();
  });

  it('accepts only images as photos and only audio as the audio file', async () => {
    const { user, onSubmit } = setup();
    const photos = screen.getByLabelText('Photos (optional)');
    const audio = screen.getByLabelText('Audio file (optional)');
    expect(photos).toHaveAttribute('accept', 'image/*');
    expect(audio).toHaveAttribute('accept', 'audio/*');
    await user.upload(photos, wav());
    expect(photos).toHaveAccessibleDescription(expect.stringContaining('Photos must be image files.'));
    await user.upload(audio, png());
    expect(screen.getByText('The audio file must be an audio file.')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.upload(photos, png());
    await user.upload(audio, wav());
    expect(screen.queryByText('Photos must be image files.')).not.toBeInTheDocument();
    expect(screen.queryByText('The audio file must be an audio file.')).not.toBeInTheDocument();
  });

  it('makes a new avatar from the first photo when none is chosen, and notes the others are ignored', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    const first = png();
    await user.upload(screen.getByLabelText('Photos (optional)'), [first, png()]);
    expect(screen.getByText(/the other photos are ignored/)).toBeInTheDocument();
    const audio = wav();
    await user.upload(screen.getByLabelText('Audio file (optional)'), audio);
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values.avatarId).toBeNull();
    expect(values.photos[0]).toBe(first);
    expect(values.audioFile).toBe(audio);
  });

  it('does not use the photos once an avatar is chosen, until the choice is cleared', async () => {
    const { user, onSubmit } = setup({ defaultAvatarId: 'a1' });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Photos (optional)'), png());
    expect(screen.getByText('An avatar is chosen, so the photos are not used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ avatarId: 'a1', photos: [] });
    await user.click(screen.getByRole('button', { name: /Create a new avatar from a photo instead/ }));
    expect(screen.getByRole('radio', { name: /Marion/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ avatarId: null, photos: [expect.any(File)] });
  });

  it('toggles the opening line box, limits it to 2000 characters and to one first message', async () => {
    const { user, onSubmit } = setup({ defaultAvatarId: 'a1' });
    await fillRequired(user);
    const toggle = screen.getByRole('checkbox', { name: /text to speech/ });
    await user.click(toggle);
    const line = screen.getByRole('textbox', { name: /Opening line/ });
    await user.click(line);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(screen.getByText('The opening line must be at most 2000 characters.')).toBeInTheDocument();
    await user.clear(line);
    await user.type(line, 'Hello there.');
    await user.upload(screen.getByLabelText('Audio file (optional)'), wav());
    expect(screen.getByText(/not both/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: /Opening line/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      useTextToSpeech: false,
      textToSpeechText: undefined,
    });
  });

  it('locks the fields and announces the progress while pending; shows the server error after', () => {
    const { rerender } = render(
      <CreateSessionForm avatars={avatars} onSubmit={vi.fn()} pending progress="Starting the session..." />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Starting the session...');
    expect(screen.getByRole('textbox', { name: /Session title/ })).toBeDisabled();
    rerender(<CreateSessionForm avatars={avatars} onSubmit={vi.fn()} error="No face was found." />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('No face was found.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Session title/ })).toBeEnabled();
  });

  it('has every text in every locale, translated', () => {
    for (const locale of LOCALES) {
      const form = sessionScreenMessages[locale].form;
      expect(form.required('X').length).toBeGreaterThan(3);
      expect(form.creatingAvatar(40)).toContain('40');
      expect(sessionScreenMessages[locale].activeRedirect.none.length).toBeGreaterThan(5);
      if (locale !== 'en') {
        expect(form.avatarHint).not.toBe(sessionScreenMessages.en.form.avatarHint);
        expect(sessionScreenMessages[locale].activeRedirect.title).not.toBe(
          sessionScreenMessages.en.activeRedirect.title,
        );
      }
    }
  });
});
