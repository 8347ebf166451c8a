import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { RadioGroup } from './radio-group';

const OPTIONS = [
  { value: 'easy', label: 'Easy', hint: 'A cooperative partner.' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard', disabled: true },
] as const;

describe('RadioGroup', () => {
  it('is a labelled radiogroup; a click on a label chooses its option', async () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <RadioGroup
        label="Difficulty"
        hint="How hard the avatar pushes back."
        options={OPTIONS}
        onValueChange={onValueChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Difficulty' });
    expect(group).toHaveAccessibleDescription('How hard the avatar pushes back.');
    expect(screen.getByRole('radio', { name: 'Easy' })).toHaveAccessibleDescription('A cooperative partner.');
    expect(screen.getByRole('radio', { name: 'Hard' })).toBeDisabled();
    await userEvent.click(screen.getByText('Medium'));
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('medium');
    await expectNoAxeViolations(container);
  });

  it('enters at the chosen option with Tab and moves with the arrow keys, skipping disabled ones', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup label="Difficulty" options={OPTIONS} defaultValue="medium" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    // Held down as a person does: Radix chooses the option that an arrow key focuses.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Easy' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Easy' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('easy');
  });

  it('given an error, marks the group invalid and reads the error', () => {
    render(<RadioGroup label="Difficulty" options={OPTIONS} error="Choose a difficulty." />);
    const group = screen.getByRole('radiogroup', { name: 'Difficulty' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a difficulty.');
  });

  it('puts a data-slot and the given classes on every part', () => {
    const { container } = render(
      <RadioGroup
        label="Difficulty"
        options={OPTIONS.slice(1, 2)}
        defaultValue="medium"
        className="root"
        classNames={{ legend: 'lg', group: 'g', option: 'o', item: 'i', indicator: 'in', label: 'l' }}
      />,
    );
    const slots = Object.fromEntries(
      [...container.querySelectorAll('[data-slot]')].map((part) => [
        part.getAttribute('data-slot'),
        part.className,
      ]),
    );
    expect(slots).toEqual({
      'radio-group': 'rb-radio-group root',
      'radio-group-legend': 'rb-field__label lg',
      'radio-group-items': 'rb-radio-group__items g',
      'radio-group-option': 'rb-radio-group__option o',
      'radio-group-item': 'rb-radio-group__item i',
      'radio-group-indicator': 'rb-radio-group__indicator in',
      'radio-group-label': 'rb-radio-group__label l',
    });
  });
});
