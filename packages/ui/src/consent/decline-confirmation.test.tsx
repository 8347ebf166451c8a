import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { DeclineConfirmation } from './decline-confirmation';

const TITLE = 'We Understand - Your privacy and comfort come first';

function setup() {
  const onGoBack = vi.fn();
  const onConfirm = vi.fn();
  render(<DeclineConfirmation open onGoBack={onGoBack} onConfirm={onConfirm} />);
  return { onGoBack, onConfirm };
}

describe('DeclineConfirmation', () => {
  it('given it is open, explains that consent is required and what happens next', async () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: TITLE });
    expect(dialog).toHaveAccessibleDescription(/Consent is required to use the platform/);
    const next = screen.getByRole('list', { name: 'What happens next' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You will be safely logged out.',
      'No personal data will be stored.',
      'You can return anytime and give your consent then.',
      'Our support team is available if you have any questions.',
    ]);
    await expectNoAxeViolations(document.body);
  });

  it('starts with focus on the safe choice, Go Back to Consent', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Go Back to Consent' })).toHaveFocus();
  });

  it('when choosing Go Back to Consent, calls onGoBack', async () => {
    const { onGoBack, onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back to Consent' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when choosing Continue Without Consent, calls onConfirm', async () => {
    const { onGoBack, onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Without Consent' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onGoBack).not.toHaveBeenCalled();
  });

  it('when pressing Escape, goes back rather than confirming', async () => {
    const { onGoBack, onConfirm } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onGoBack).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when clicking outside, does nothing', async () => {
    const { onGoBack, onConfirm } = setup();
    const overlay = document.querySelector('[data-slot="decline-confirmation-overlay"]');
    expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    expect(onGoBack).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
