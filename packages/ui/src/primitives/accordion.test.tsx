import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Accordion } from './accordion';

const ITEMS = [
  { value: 'record', title: 'How do I record?', content: 'Press Record and speak.' },
  { value: 'delete', title: 'Can I delete a session?', content: 'Yes, from the history.' },
  { value: 'export', title: 'Can I export?', content: 'Download My Data in Settings.' },
];

describe('Accordion', () => {
  it('shows headings holding buttons; a click opens a section and, single, closes the other', async () => {
    const { container } = render(<Accordion type="single" collapsible items={ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      ITEMS.map((item) => item.title),
    );
    const record = screen.getByRole('button', { name: 'How do I record?' });
    const remove = screen.getByRole('button', { name: 'Can I delete a session?' });
    expect(record).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Press Record and speak.')).toBeNull();
    await userEvent.click(record);
    expect(record).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I record?' })).toHaveTextContent(
      'Press Record and speak.',
    );
    await userEvent.click(remove);
    expect(record).toHaveAttribute('aria-expanded', 'false');
    expect(remove).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
  });

  it('moves between the buttons with the arrow keys, Home and End, and toggles with Enter', async () => {
    render(<Accordion type="multiple" items={ITEMS} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'How do I record?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Can I delete a session?' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Can I export?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Home}{Enter}');
    expect(screen.getByRole('button', { name: 'How do I record?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Can I export?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts a data-slot and the given classes on every part', () => {
    const { container } = render(
      <Accordion
        type="single"
        defaultValue="record"
        items={ITEMS.slice(0, 1)}
        className="root"
        classNames={{ item: 'i', header: 'h', trigger: 't', icon: 'ic', content: 'c', body: 'b' }}
      />,
    );
    const slots = Object.fromEntries(
      [...container.querySelectorAll('[data-slot]')].map((part) => [
        part.getAttribute('data-slot'),
        part.getAttribute('class'),
      ]),
    );
    expect(slots).toEqual({
      accordion: 'rb-accordion root',
      'accordion-item': 'rb-accordion__item i',
      'accordion-header': 'rb-accordion__header h',
      'accordion-trigger': 'rb-accordion__trigger t',
      'accordion-icon': 'rb-accordion__icon ic',
      'accordion-content': 'rb-accordion__content c',
      'accordion-body': 'rb-accordion__body b',
    });
    expect(container.querySelector('[data-slot="accordion-item"]')).toHaveAttribute('data-state', 'open');
  });
});
