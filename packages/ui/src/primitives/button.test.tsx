import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('given defaults, renders a primary medium button that does not submit forms', async () => {
    const { container } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveClass('rb-button', 'rb-button--primary', 'rb-button--md');
    await expectNoAxeViolations(container);
  });

  it('given a variant and size, applies their classes and keeps extra class names', () => {
    render(
      <Button variant="danger" size="lg" className="extra">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'rb-button--danger',
      'rb-button--lg',
      'extra',
    );
  });

  it('given asChild, renders its link child with the button classes, state and a slot name of its own', async () => {
    const { container } = render(
      <Button asChild variant="secondary" className="mine" data-slot="wizard-back">
        <a href="/dashboard">Back</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveClass('rb-button', 'rb-button--secondary', 'mine');
    expect(link).toHaveAttribute('data-slot', 'wizard-back');
    expect(link).toHaveAttribute('data-state', 'idle');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when clicked, calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while pending, says it is busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button pending onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'pending');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('while pending inside a form, a click does not submit it', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" pending>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('exports its variants so links can look like buttons', () => {
    expect(buttonVariants({ variant: 'link', size: 'sm' })).toBe('rb-button rb-button--link rb-button--sm');
  });
});
