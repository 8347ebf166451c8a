import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('given defaults, hides the password and offers to show it', async () => {
    const { container } = render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-controls', input.id);
    expect(container.querySelector('[data-slot="password-field"]')).toHaveAttribute('data-state', 'hidden');
    await expectNoAxeViolations(container);
  });

  it('after pressing the toggle, shows the password and the toggle offers to hide it', async () => {
    const { container } = render(<PasswordField label="Password" defaultValue="s3cret!" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('data-state', 'visible');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(container);
  });

  it('works from the keyboard: Tab reaches the toggle and Space flips it', async () => {
    render(<PasswordField label="Password" />);
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('given custom toggle labels, uses them', () => {
    render(<PasswordField label="Confirm" showLabel="Show confirmation" hideLabel="Hide confirmation" />);
    expect(screen.getByRole('button', { name: 'Show confirmation' })).toBeInTheDocument();
  });

  it('given an error, marks the input invalid and describes it', () => {
    render(<PasswordField label="Password" error="Enter your password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your password');
  });

  it('in French, labels the toggle in French', () => {
    render(
      <LocaleProvider locale="fr">
        <PasswordField label="Mot de passe" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
  });
});
