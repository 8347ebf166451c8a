import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { LoginForm } from './login-form';

function setup(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const utils = render(<LoginForm onSubmit={onSubmit} {...props} />);
  return {
    ...utils,
    onSubmit,
    username: () => screen.getByRole('textbox', { name: /Email or Username/ }),
    password: () => screen.getByLabelText(/^Password/),
    submit: () => screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('LoginForm', () => {
  it('given a fresh form, shows the fields, Remember me checked, and every link', async () => {
    const { container, username, password } = setup();
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('novalidate');
    expect(username()).toHaveValue('');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when submitted empty, explains both missing fields, focuses the first, and does not submit', async () => {
    const { container, onSubmit, username, password, submit } = setup();
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAccessibleDescription('Enter your email or username');
    expect(password()).toHaveAccessibleDescription('Enter your password');
    expect(username()).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('after a failed submit, clears a message as soon as the field is filled in', async () => {
    const { username, password, submit } = setup();
    await userEvent.click(submit());
    await userEvent.type(username(), 'dr.lee');
    expect(username()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter your email or username')).not.toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('given only a username, focuses the password and asks for it', async () => {
    const { onSubmit, username, password, submit } = setup();
    await userEvent.type(username(), 'dr.lee');
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(password()).toHaveFocus();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('given valid values, submits the trimmed username, the password and Remember me', async () => {
    const { onSubmit, username, password } = setup();
    await userEvent.type(username(), '  dr.lee@example.com ');
    await userEvent.type(password(), ' pass word ');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'dr.lee@example.com',
      password: ' pass word ',
      rememberMe: true,
    });
  });

  it('with Remember me unticked, submits rememberMe false', async () => {
    const { onSubmit, username, password, submit } = setup();
    await userEvent.type(username(), 'dr.lee');
    await userEvent.type(password(), 'secret');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ username: 'dr.lee', password: 'secret', rememberMe: false });
  });

  it('given a notice, shows it as a green status message', async () => {
    const { container } = setup({ notice: 'Registration successful! Please sign in.' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Registration successful! Please sign in.');
    expect(status).toHaveAttribute('data-tone', 'success');
    await expectNoAxeViolations(container);
  });

  it('given an error, shows it as an alert', async () => {
    const { container } = setup({ error: 'Login failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    await expectNoAxeViolations(container);
  });

  it('while pending, the button is busy and a second submit is ignored', async () => {
    const { onSubmit, username, password, submit } = setup({ pending: true });
    await userEvent.type(username(), 'dr.lee');
    await userEvent.type(password(), 'secret');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit());
    await userEvent.type(password(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when onSubmit returns a promise, stays busy until it settles', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginForm onSubmit={onSubmit} defaultValues={{ username: 'dr.lee', password: 'secret' }} />);
    const submit = screen.getByRole('button', { name: 'Sign In' });
    await userEvent.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  });

  it('in Spanish, speaks Spanish', () => {
    render(
      <LocaleProvider locale="es">
        <LoginForm onSubmit={() => {}} />
      </LocaleProvider>,
    );
    expect(
      screen.getByRole('textbox', { name: /Correo electrónico o nombre de usuario/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
