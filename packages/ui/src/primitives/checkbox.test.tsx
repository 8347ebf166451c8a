import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('given a label, toggles when the label is clicked', async () => {
    const { container } = render(<Checkbox label="Remember me" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('given a label with a link, the link stays separately clickable and does not toggle', async () => {
    const onLink = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { container } = render(
      <Checkbox
        label={
          <>
            I accept the{' '}
            <a href="/terms" onClick={onLink}>
              terms
            </a>
          </>
        }
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(onLink).toHaveBeenCalledTimes(1);
    expect(checkbox).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('given an error, marks the checkbox invalid and describes it', async () => {
    const { container } = render(<Checkbox label="I agree" error="Please accept the terms and conditions" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept the terms and conditions');
    await expectNoAxeViolations(container);
  });

  it('toggles with Space from the keyboard', async () => {
    render(<Checkbox label="Remember me" defaultChecked />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });
});
