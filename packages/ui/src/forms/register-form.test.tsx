import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { RegisterForm } from './register-form';

function setup(props: Partial<Parameters<typeof RegisterForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const utils = render(<RegisterForm onSubmit={onSubmit} {...props} />);
  const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
  return {
    ...utils,
    onSubmit,
    firstName: () => field(/^First Name/),
    lastName: () => field(/^Last Name/),
    username: () => field(/^Username/),
    email: () => field(/^Email Address/),
    password: () => field(/^Password/),
    confirm: () => field(/^Confirm Password/),
    terms: () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }),
    submit: () => screen.getByRole('button', { name: 'Create Account' }),
  };
}

type Form = ReturnType<typeof setup>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function fillValid(form: Form) {
  await userEvent.type(form.firstName(), 'Ada');
  await userEvent.type(form.lastName(), 'Lee');
  await userEvent.type(form.username(), 'ada.lee');
  await userEvent.type(form.email(), 'ada@example.com');
  await userEvent.type(form.password(), 'correct horse');
  await userEvent.type(form.confirm(), 'correct horse');
  await userEvent.click(form.terms());
}

describe('RegisterForm', () => {
  it('given a fresh form, shows every field, the terms links and the sign-in link', async () => {
    const form = setup();
    expect(form.email()).toHaveAttribute('type', 'email');
    expect(form.email()).toBeRequired();
    expect(form.password()).toHaveAttribute('type', 'password');
    expect(form.password()).toHaveAccessibleDescription('Use 8 to 128 characters.');
    expect(form.confirm()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeInTheDocument();
    expect(form.terms()).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(form.container);
  });

  it('when submitted empty, says to fill in all required fields, focuses First Name and does not submit', async () => {
    const form = setup();
    await userEvent.click(form.submit());
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(form.firstName()).toHaveFocus();
    expect(form.firstName()).toHaveAccessibleDescription('Enter your first name');
    expect(form.lastName()).toHaveAttribute('aria-invalid', 'true');
    expect(form.username()).toHaveAttribute('aria-invalid', 'true');
    expect(form.terms()).toHaveAccessibleDescription('Please accept the terms and conditions');
    await expectNoAxeViolations(form.container);
  });

  it('given different passwords, says Passwords do not match on the confirmation', async () => {
    const form = setup();
    await fillValid(form);
    await userEvent.clear(form.confirm());
    await userEvent.type(form.confirm(), 'correct horsE');
    await userEvent.click(form.submit());
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.confirm()).toHaveFocus();
    expect(form.confirm()).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  });

  it('given the terms unticked, says Please accept the terms and conditions', async () => {
    const form = setup();
    await fillValid(form);
    await userEvent.click(form.terms());
    await userEvent.click(form.submit());
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.terms()).toHaveFocus();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
  });

  it('given an invalid e-mail address, explains the expected form', async () => {
    const form = setup();
    await fillValid(form);
    await userEvent.clear(form.email());
    await userEvent.type(form.email(), 'ada.example.com');
    await userEvent.click(form.submit());
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.email()).toHaveFocus();
    expect(form.email()).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
  });

  it('given a missing e-mail address, asks for it', async () => {
    const form = setup();
    await fillValid(form);
    await userEvent.clear(form.email());
    await userEvent.click(form.submit());
    expect(form.email()).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  });

  it('given a password shorter than 8 characters, says how long it must be', async () => {
    const form = setup();
    await fillValid(form);
    await userEvent.clear(form.password());
    await userEvent.type(form.password(), 'short');
    await userEvent.clear(form.confirm());
    await userEvent.type(form.confirm(), 'short');
    await userEvent.click(form.submit());
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.password()).toHaveAccessibleDescription(
      'Your password must be at least 8 characters long Use 8 to 128 characters.',
    );
  });

  it('given a password longer than 128 characters, says the maximum', async () => {
    const long = 'x'.repeat(129);
    const form = setup({
      defaultValues: {
        first_name: 'Ada',
        last_name: 'Lee',
        username: 'ada',
        email: 'a@b.co',
        password: long,
      },
    });
    await userEvent.click(form.terms());
    await userEvent.click(form.submit());
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Your password must be at most 128 characters long')).toBeInTheDocument();
  });

  it.each([
    ['password', 'This is one of the most common passwords. Choose another.'],
    ['12345678', 'This is one of the most common passwords. Choose another.'],
    ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['ada.lee1990', 'Do not use your name, username or e-mail.'],
  ])('given the weak password %s, says why as it is typed and does not submit', async (weak, why) => {
    const form = setup();
    await fillValid(form);
    await userEvent.clear(form.password());
    await userEvent.type(form.password(), weak);
    await userEvent.clear(form.confirm());
    await userEvent.type(form.confirm(), weak);
    await waitFor(() => expect(form.password()).toHaveAccessibleDescription(new RegExp(escapeRegExp(why))), {
      timeout: 5000,
    });
    await userEvent.click(form.submit());
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.password()).toHaveFocus();
  });

  it('given valid values, submits them trimmed with API field names', async () => {
    const form = setup();
    await userEvent.type(form.firstName(), ' Ada ');
    await userEvent.type(form.lastName(), 'Lee');
    await userEvent.type(form.username(), 'ada.lee');
    await userEvent.type(form.email(), 'ada@example.com ');
    await userEvent.type(form.password(), 'correct horse');
    await userEvent.type(form.confirm(), 'correct horse');
    await userEvent.click(form.terms());
    await userEvent.click(form.submit());
    expect(form.onSubmit).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lee',
      username: 'ada.lee',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a failed submit, removes messages as the user corrects the fields', async () => {
    const form = setup();
    await userEvent.click(form.submit());
    await userEvent.type(form.firstName(), 'Ada');
    await userEvent.type(form.lastName(), 'Lee');
    await userEvent.type(form.username(), 'ada');
    await userEvent.type(form.email(), 'ada@example.com');
    await userEvent.type(form.password(), 'correct horse');
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(form.firstName()).not.toHaveAttribute('aria-invalid');
    expect(form.confirm()).toHaveAccessibleDescription('Passwords do not match');
  });

  it('given a server error, shows it as an alert', async () => {
    const form = setup({ error: 'Registration failed. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    await expectNoAxeViolations(form.container);
  });

  it('opens the terms and privacy links in a new tab and says so', () => {
    setup();
    const terms = screen.getByRole('link', { name: /^Terms of Service ?\(opens in a new tab\)$/ });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noreferrer');
  });

  it('while pending, ignores submits', async () => {
    const form = setup({ pending: true });
    await fillValid(form);
    await userEvent.click(form.submit());
    expect(form.submit()).toHaveAttribute('aria-busy', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });
});
