import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger, and closes on Escape', async () => {
    const { container } = render(
      <Tooltip content="Copies the code to the clipboard" className="mine">
        <button type="button" aria-label="Copy">
          ⧉
        </button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Copy' });
    expect(trigger).not.toHaveAccessibleDescription();
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copies the code to the clipboard');
    expect(trigger).toHaveAccessibleDescription('Copies the code to the clipboard');
    expect(trigger).toHaveAttribute('data-slot', 'tooltip-trigger');
    const bubble = document.querySelector('[data-slot="tooltip"]');
    expect(bubble).toHaveClass('rb-tooltip', 'mine');
    expect(bubble?.getAttribute('data-state')).toMatch(/open/);
    expect(document.querySelector('[data-slot="tooltip-arrow"]')).toHaveClass('rb-tooltip__arrow');
    await expectNoAxeViolations(container);
    await expectNoAxeViolations(tooltip);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('opens on hover after its delay', async () => {
    render(
      <Tooltip content="Shown on hover" delayDuration={0}>
        <button type="button">Info</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Info' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Shown on hover');
  });
});
