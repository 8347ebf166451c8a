import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The parts of a `Tooltip` that take their own classes (the bubble takes `className`). */
export type TooltipPart = 'arrow';

export interface TooltipProps
  extends Omit<RadixTooltip.TooltipProps, 'children'>,
    Pick<RadixTooltip.TooltipContentProps, 'side' | 'align' | 'sideOffset'> {
  /** What the tooltip says; it describes the trigger (`aria-describedby`) while shown. */
  content: ReactNode;
  /**
   * The element it explains, one focusable element (a button, a link): the tooltip opens on hover
   * and on keyboard focus and closes on Escape. It must have its own accessible name.
   */
  children: ReactElement;
  /** Milliseconds of hover before it opens. @default 300 */
  delayDuration?: number;
  /** Classes for the bubble. */
  className?: string;
  /** Classes for the other parts. */
  classNames?: Partial<Record<TooltipPart, string>>;
}

/**
 * A short hint for a control on Radix Tooltip: shown on hover and focus, dismissed with Escape, read
 * by screen readers as the control's description (`role="tooltip"`).
 */
export function Tooltip({
  content,
  children,
  delayDuration = 300,
  side = 'top',
  align,
  sideOffset = 6,
  className,
  classNames = {},
  ...props
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...props}>
        <RadixTooltip.Trigger asChild data-slot="tooltip-trigger">
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            data-slot="tooltip"
            side={side}
            align={align}
            sideOffset={sideOffset}
            className={cn('rb-tooltip', className)}
          >
            {content}
            <RadixTooltip.Arrow
              data-slot="tooltip-arrow"
              className={cn('rb-tooltip__arrow', classNames.arrow)}
            />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
