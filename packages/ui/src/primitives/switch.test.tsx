import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Switch } from './switch';

function Controlled() {
  const [on, setOn] = useState(false);
  return <Switch label="Email" checked={on} onCheckedChange={setOn} />;
}

describe('Switch', () => {
  it('is a labelled switch that toggles on click of the control or the label', async () => {
    const onCheckedChange = vi.fn();
    const { container } = render(
      <Switch label="SMS notifications" hint="Texts before a session." onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'SMS notifications' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription('Texts before a session.');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveAttribute('data-state', 'checked');
    await userEvent.click(screen.getByText('SMS notifications'));
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations(container);
  });

  it('toggles from the keyboard with Space and Enter', async () => {
    render(<Controlled />);
    await userEvent.tab();
    const control = screen.getByRole('switch', { name: 'Email' });
    expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(control).not.toBeChecked();
  });

  it('puts a data-slot and the given classes on every part', () => {
    const { container } = render(
      <Switch
        label="Push"
        hint="On this phone."
        className="root"
        classNames={{ label: 'l', control: 'c', thumb: 't', hint: 'h' }}
      />,
    );
    const slots = Object.fromEntries(
      [...container.querySelectorAll('[data-slot]')].map((part) => [
        part.getAttribute('data-slot'),
        part.className,
      ]),
    );
    expect(slots).toEqual({
      switch: 'rb-switch root',
      'switch-label': 'rb-switch__label l',
      'switch-control': 'rb-switch__control c',
      'switch-thumb': 'rb-switch__thumb t',
      'field-hint': 'rb-field__hint h',
    });
  });

  it('submits its value under its name inside a form when on', async () => {
    let submitted: FormData | undefined;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <Switch label="Reminders" name="reminders" defaultChecked />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted?.get('reminders')).toBe('on');
  });
});
