import { type ComponentProps, useEffect, useState } from 'react';
import { cn } from '../lib/cn';

/** Whether the element's content is taller than its box (it scrolls), kept true to its content. */
function useOverflows(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    // The box changes with the window; the content with what loads or unfolds inside it.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(element);
    const changed = new MutationObserver(measure);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, [element]);
  return overflows;
}

export type DialogBodyProps = Omit<ComponentProps<'div'>, 'ref'>;

/**
 * A dialog's scrolling body (`rb-dialog__body`: the title, the text, the fields; the actions stay
 * below it). When its content is taller than the dialog (a long report, a phone's screen) it becomes
 * a tab stop, so the keyboard can scroll it too; when everything fits it is not one.
 */
export function DialogBody({ className, ...props }: DialogBodyProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflows(element);
  return (
    <div
      data-slot="dialog-body"
      // A tab stop only while it scrolls: a scrollable region must be keyboard reachable.
      tabIndex={overflows ? 0 : undefined}
      {...props}
      ref={setElement}
      className={cn('rb-dialog__body', className)}
    />
  );
}
