import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { AvatarManagement, type AvatarManagementProps } from './avatar-management';
import { SAMPLE_AVATARS, sampleAvatar } from './fixtures';

function renderManagement(props: Partial<AvatarManagementProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onStartSession: vi.fn(),
    onSaveProfile: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    onCreateAvatar: vi.fn(),
  };
  render(<AvatarManagement avatars={SAMPLE_AVATARS} state="ready" {...handlers} {...props} />);
  return handlers;
}

describe('AvatarManagement', () => {
  it('shows the stats, a card per avatar with its status, and passes axe', async () => {
    renderManagement();
    const stats = screen.getByRole('list', { name: 'Avatar statistics' });
    expect(within(stats).getByText('Total Avatars').previousSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Active').previousSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Pending').previousSibling).toHaveTextContent('1');
    expect(screen.getByRole('article', { name: 'Jordan' })).toHaveAttribute('data-status', 'pending');
    expect(screen.getByRole('article', { name: 'Elena' })).toHaveAttribute('data-status', 'active');
    await expectNoAxeViolations(document.body);
  });

  it('disables Start Session for an avatar that is not active, and starts one for an active avatar', async () => {
    const handlers = renderManagement();
    const pending = within(screen.getByRole('article', { name: 'Jordan' })).getByRole('button', {
      name: 'Start Session',
    });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAccessibleDescription('Available once the avatar is active');
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Elena' })).getByRole('button', { name: 'Start Session' }),
    );
    expect(handlers.onStartSession).toHaveBeenCalledWith(SAMPLE_AVATARS[0]);
  });

  it('given a failed avatar, says Failed and offers to upload the photo again or delete it', async () => {
    const failed = sampleAvatar({
      id: '2e3f4a50-6b7c-4d8e-9f0a-1b2c3d4e5f60',
      avatar_name: 'Noor',
      image_url: null,
      heygen_avatar_ids: {},
      variant_urls: {},
      status: 'failed',
    });
    const onRetryPhoto = vi.fn(async () => undefined);
    const handlers = renderManagement({ avatars: [failed], onRetryPhoto });
    const card = screen.getByRole('article', { name: 'Noor' });
    expect(card).toHaveAttribute('data-status', 'failed');
    expect(within(card).getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(within(card).queryByText('Pending')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Creating this avatar failed. Upload the photo again to retry, or delete it.',
    );
    await expectNoAxeViolations(document.body);

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'again.png', { type: 'image/png' });
    await userEvent.upload(within(card).getByLabelText('Upload the photo of Noor again'), photo);
    expect(onRetryPhoto).toHaveBeenCalledWith(failed, photo);
    expect(await screen.findByText('Creating Noor again from the new photo...')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Delete/ }));
    expect(handlers.onDelete).toHaveBeenCalledWith(failed, { deleteSessions: false });
  });

  it('says why a new photo for a failed avatar was refused', async () => {
    const failed = sampleAvatar({
      image_url: null,
      heygen_avatar_ids: {},
      variant_urls: {},
      status: 'failed',
    });
    renderManagement({
      avatars: [failed],
      onRetryPhoto: async () => {
        throw new Error('This file is not a picture: choose a JPG, PNG, GIF or WebP image.');
      },
    });
    await userEvent.upload(
      screen.getByLabelText('Upload the photo of Elena again'),
      new File(['x'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a picture');
  });

  it('searches names and profiles, case-insensitively', async () => {
    renderManagement();
    await userEvent.type(screen.getByLabelText('Search avatars'), 'HANDOVER');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(
      1,
    );
    expect(screen.getByRole('article', { name: 'Marcus' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search avatars'));
    await userEvent.type(screen.getByLabelText('Search avatars'), 'zzz');
    expect(screen.getByText('No avatars match your search.')).toBeInTheDocument();
  });

  it('cuts profile previews at 100 characters', () => {
    renderManagement({ avatars: [sampleAvatar({ character_profile: 'x'.repeat(150) })] });
    const preview = document.querySelector('[data-slot="avatar-card-profile"]');
    expect(preview?.textContent).toBe(`${'x'.repeat(100)}...`);
  });

  it('while loading, says so', () => {
    renderManagement({ state: 'loading', avatars: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading avatars...');
  });

  it('on a failed load says so and offers Try Again', async () => {
    const handlers = renderManagement({ state: 'error', avatars: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load avatars. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(handlers.onRetry).toHaveBeenCalledTimes(1);
  });

  it('with no avatars, offers to create one', async () => {
    const handlers = renderManagement({ avatars: [] });
    expect(screen.getByText("You haven't created any avatars yet.")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Avatar' })[1] as HTMLElement);
    expect(handlers.onCreateAvatar).toHaveBeenCalledTimes(1);
  });

  it('shows the details of an avatar', async () => {
    renderManagement();
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Elena' })).getByRole('button', { name: 'View Details' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Elena' });
    expect(within(dialog).getByText('local-voice-1')).toBeInTheDocument();
    expect(within(dialog).getByText(/"role_occupation": "Accountant"/)).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('edits the profile in a 12-row box; Save is disabled when blank; success is announced', async () => {
    const handlers = renderManagement();
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Marcus' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Marcus' });
    const box = within(dialog).getByLabelText('Character profile');
    expect(box).toHaveAttribute('rows', '12');
    expect(box).toHaveValue(SAMPLE_AVATARS[1]?.character_profile);
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(box, 'Calmer now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(handlers.onSaveProfile).toHaveBeenCalledWith(SAMPLE_AVATARS[1], '   Calmer now.');
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says before saving a profile that it replaces the coach's edits to the case formulation", async () => {
    let answer: (edited: boolean) => void = () => undefined;
    const formulationEdited = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const handlers = renderManagement({ formulationEdited });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Marcus' })).getByRole('button', { name: 'Edit' }),
    );
    expect(formulationEdited).toHaveBeenCalledWith(SAMPLE_AVATARS[1]);
    const dialog = screen.getByRole('dialog', { name: 'Edit Marcus' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // Not known yet: Save waits.
    expect(save).toBeDisabled();
    answer(true);
    expect(await within(dialog).findByText(/replaces your edits/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Replace my edits to the case formulation' }),
    );
    expect(save).toBeEnabled();
    await expectNoAxeViolations(document.body);
    await userEvent.click(save);
    expect(handlers.onSaveProfile).toHaveBeenCalledWith(
      SAMPLE_AVATARS[1],
      SAMPLE_AVATARS[1]?.character_profile,
    );
  });

  it('saves a profile without asking when the case formulation was not edited', async () => {
    const handlers = renderManagement({ formulationEdited: vi.fn(async () => false) });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Marcus' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Marcus' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(handlers.onSaveProfile).toHaveBeenCalled();
  });

  it('keeps the edit open with "Failed to update avatar" when saving fails', async () => {
    renderManagement({ onSaveProfile: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Marcus' })).getByRole('button', { name: 'Edit' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update avatar')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Marcus' })).toBeInTheDocument();
  });

  it('deletes only after confirmation, and says when it failed', async () => {
    const onDelete = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderManagement({ onDelete });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Jordan' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Jordan?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Avatar' }));
    expect(await within(dialog).findByText('Failed to delete avatar')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Avatar' }));
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
