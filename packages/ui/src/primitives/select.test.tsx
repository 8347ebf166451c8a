import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Select } from './select';

const FRUITS = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'damson', label: 'Damson' },
] as const;

type Fruit = (typeof FRUITS)[number]['value'];

function Controlled({ onValueChange }: { onValueChange?(value: Fruit): void }) {
  const [value, setValue] = useState<Fruit>('apple');
  return (
    <Select<Fruit>
      label="Fruit"
      hint="Pick one."
      options={FRUITS}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a labelled combobox showing the chosen option; a click opens the listbox and a click chooses', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Fruit' });
    expect(combobox).toHaveTextContent('Apple');
    expect(combobox).toHaveAccessibleDescription('Pick one.');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox);
    const listbox = await screen.findByRole('listbox');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Apple',
      'Banana',
      'Cherry',
      'Damson',
    ]);
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(combobox.closest('[data-slot="select"]') ?? undefined);
    await expectNoAxeViolations(listbox);
    await userEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onValueChange).toHaveBeenCalledWith('banana');
    expect(listbox).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Banana');
    expect(combobox).toHaveFocus();
  });

  it('works from the keyboard: Enter opens, arrows skip disabled options, Enter chooses, Escape closes', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.tab();
    const combobox = screen.getByRole('combobox', { name: 'Fruit' });
    expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('damson');
    expect(combobox).toHaveTextContent('Damson');
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox).toHaveTextContent('Damson');
  });

  it('given an error, marks the control invalid and reads the error before the hint', () => {
    render(
      <Select label="Fruit" options={FRUITS} defaultValue="apple" hint="Pick one." error="Not in season." />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Fruit' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Not in season. Pick one.');
  });

  it('submits the chosen value under its name inside a form', async () => {
    let submitted: FormData | undefined;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <Select label="Fruit" name="fruit" options={FRUITS} defaultValue="banana" />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted?.get('fruit')).toBe('banana');
  });

  it('puts a data-slot and the given classes on every part, the open list included', async () => {
    render(
      <Select
        label="Fruit"
        options={FRUITS}
        defaultValue="apple"
        className="root"
        classNames={{ trigger: 'tr', content: 'co', item: 'it', label: 'la' }}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await screen.findByRole('listbox');
    const slot = (name: string) => document.querySelector(`[data-slot="${name}"]`);
    expect(slot('select')).toHaveClass('rb-select', 'root');
    expect(slot('field-label')).toHaveClass('la');
    expect(slot('select-trigger')).toHaveClass('rb-select__trigger', 'tr');
    expect(slot('select-value')).toHaveClass('rb-select__value');
    expect(slot('select-icon')).toHaveClass('rb-select__icon');
    expect(slot('select-content')).toHaveClass('rb-select__content', 'co');
    expect(slot('select-content')).toHaveAttribute('data-state', 'open');
    expect(slot('select-viewport')).toHaveClass('rb-select__viewport');
    expect(slot('select-item')).toHaveClass('rb-select__item', 'it');
    expect(slot('select-item-indicator')).toHaveClass('rb-select__item-indicator');
    await userEvent.keyboard('{Escape}');
  });
});
