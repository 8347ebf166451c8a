import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { TextField } from './text-field';

describe('TextField', () => {
  it('given a label and a hint, ties both to the input', async () => {
    const { container } = render(<TextField label="Username" hint="Letters and digits only" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('Letters and digits only');
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('given an error, marks the input invalid and reads the error before the hint', async () => {
    const { container } = render(
      <TextField label="Username" hint="Letters only" error="Choose a username" />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a username Letters only');
    expect(container.querySelector('[data-slot="text-field"]')).toHaveAttribute('data-invalid', 'true');
    await expectNoAxeViolations(container);
  });

  it('when required, says so visibly and to assistive technology', () => {
    render(<TextField label="Email" required />);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(screen.getByText('(required)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes input props through and reports typing', async () => {
    let value = '';
    render(
      <TextField
        label="Email"
        type="email"
        name="email"
        placeholder="name@example.com"
        onChange={(event) => {
          value = event.target.value;
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'a@b.co');
    expect(value).toBe('a@b.co');
  });

  it('keeps an id given by the caller so external labels still work', () => {
    render(<TextField id="my-field" label="City" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'my-field');
  });
});
