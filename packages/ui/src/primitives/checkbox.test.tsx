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

  it('reports the new state, and submits its value under its name inside a form when ticked', async () => {
    const onCheckedChange = vi.fn();
    let submitted: FormData | undefined;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <Checkbox label="Remember me" name="rememberMe" onCheckedChange={onCheckedChange} />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted?.get('rememberMe')).toBe('on');
  });

  it('puts a data-slot and the given classes on every part', () => {
    const { container } = render(
      <Checkbox
        label="I agree"
        hint="Read them first."
        error="Required."
        defaultChecked
        className="root"
        classNames={{ row: 'r', control: 'c', indicator: 'i', label: 'l', hint: 'h', error: 'e' }}
      />,
    );
    const slots = Object.fromEntries(
      [...container.querySelectorAll('[data-slot]')].map((part) => [
        part.getAttribute('data-slot'),
        part.className,
      ]),
    );
    expect(slots).toEqual({
      checkbox: 'rb-checkbox root',
      'checkbox-row': 'rb-checkbox__row r',
      'checkbox-control': 'rb-checkbox__control c',
      'checkbox-indicator': 'rb-checkbox__indicator i',
      'checkbox-label': 'rb-checkbox__label l',
      'field-hint': 'rb-field__hint h',
      'field-error': 'rb-field__error e',
    });
    expect(container.querySelector('[data-slot="checkbox-control"]')).toHaveAttribute(
      'data-state',
      'checked',
    );
  });
});
