import type { ComponentProps, ReactNode } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { cn } from '../lib/cn';
import { Heading, type HeadingLevel } from '../primitives/heading';

export interface PlaceholderPanelProps extends Omit<ComponentProps<'section'>, 'title' | 'children'> {
  /** The name of the screen that will live here, such as 'Settings'. */
  title: ReactNode;
  /**
   * What the screen will do, in a sentence.
   * @default the catalogue's `placeholder.panelBody`
   */
  description?: ReactNode;
  /**
   * The level of the title.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/** Stands in for a screen built in a later release, with a clear 'Coming in a later release' badge. */
export function PlaceholderPanel({
  title,
  description,
  headingLevel = 2,
  className,
  ...props
}: PlaceholderPanelProps) {
  const messages = useUiMessages().placeholder;
  return (
    <section {...props} data-slot="placeholder-panel" className={cn('rb-placeholder', className)}>
      <Heading level={headingLevel} className="rb-placeholder__title">
        {title}
      </Heading>
      <p data-slot="placeholder-badge" className="rb-badge">
        {messages.laterRelease}
      </p>
      <p className="rb-placeholder__body">{description ?? messages.panelBody}</p>
    </section>
  );
}
