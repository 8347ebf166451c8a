import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Heading, type HeadingLevel } from '../primitives/heading';

/** One section of an `Accordion`. */
export interface AccordionItem {
  /** A stable key, also the value reported when it opens. */
  value: string;
  /** The heading and the button that opens the section. */
  title: ReactNode;
  /** The section's content. */
  content: ReactNode;
  disabled?: boolean;
}

/** The parts of an `Accordion` that take their own classes (the root takes `className`). */
export type AccordionPart = 'item' | 'header' | 'trigger' | 'icon' | 'content' | 'body';

interface AccordionBaseProps {
  /** The sections, in order. */
  items: readonly AccordionItem[];
  /** The level of each section's heading (the trigger sits in it). @default 3 */
  headingLevel?: HeadingLevel;
  /** Classes for the root. */
  className?: string;
  /** Classes for the other parts. */
  classNames?: Partial<Record<AccordionPart, string>>;
}

export type AccordionProps = AccordionBaseProps &
  (
    | Omit<RadixAccordion.AccordionSingleProps, 'children' | 'asChild'>
    | Omit<RadixAccordion.AccordionMultipleProps, 'children' | 'asChild'>
  );

/**
 * Sections that open and close on Radix Accordion: each title is a heading holding a button
 * (`aria-expanded`, `aria-controls`), and the arrow keys, Home and End move between the buttons.
 * `type="single"` keeps one section open (add `collapsible` to allow none), `type="multiple"` any.
 */
export function Accordion({ items, headingLevel = 3, className, classNames = {}, ...props }: AccordionProps) {
  return (
    <RadixAccordion.Root {...props} data-slot="accordion" className={cn('rb-accordion', className)}>
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          data-slot="accordion-item"
          className={cn('rb-accordion__item', classNames.item)}
        >
          <RadixAccordion.Header asChild>
            <Heading
              level={headingLevel}
              data-slot="accordion-header"
              className={cn('rb-accordion__header', classNames.header)}
            >
              <RadixAccordion.Trigger
                data-slot="accordion-trigger"
                className={cn('rb-accordion__trigger', classNames.trigger)}
              >
                {item.title}
                <svg
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  data-slot="accordion-icon"
                  className={cn('rb-accordion__icon', classNames.icon)}
                >
                  <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
                </svg>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content
            data-slot="accordion-content"
            className={cn('rb-accordion__content', classNames.content)}
          >
            <div data-slot="accordion-body" className={cn('rb-accordion__body', classNames.body)}>
              {item.content}
            </div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
