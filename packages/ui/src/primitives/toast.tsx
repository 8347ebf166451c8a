import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePrimitiveMessages } from './messages';
import type { NoticeTone } from './notice';

/** The parts of a `Toast` that take their own classes (the toast itself takes `className`). */
export type ToastPart = 'viewport' | 'title' | 'description' | 'close';

export interface ToastProps extends Omit<RadixToast.ToastProps, 'title' | 'children' | 'type' | 'asChild'> {
  /** The first line. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** `error` is announced at once, the others politely. @default 'info' */
  tone?: NoticeTone;
  /** Milliseconds before it closes by itself (paused while hovered or focused). @default 5000 */
  duration?: number;
  /** Classes for the toast. */
  className?: string;
  /** Classes for the other parts. */
  classNames?: Partial<Record<ToastPart, string>>;
}

/**
 * A transient message on Radix Toast, shown in the page's corner and closed after `duration`, by
 * its close button, by Escape or by a swipe. It is announced by screen readers, and F8 moves focus
 * to it. Control it with `open` and `onOpenChange`.
 */
export function Toast({
  title,
  description,
  tone = 'info',
  duration = 5000,
  className,
  classNames = {},
  ...props
}: ToastProps) {
  const messages = usePrimitiveMessages();
  return (
    <RadixToast.Provider duration={duration} label={messages.notification}>
      <RadixToast.Root
        {...props}
        type={tone === 'error' ? 'foreground' : 'background'}
        data-slot="toast"
        data-tone={tone}
        className={cn('rb-toast', `rb-toast--${tone}`, className)}
      >
        <RadixToast.Title data-slot="toast-title" className={cn('rb-toast__title', classNames.title)}>
          {title}
        </RadixToast.Title>
        {description ? (
          <RadixToast.Description
            data-slot="toast-description"
            className={cn('rb-toast__description', classNames.description)}
          >
            {description}
          </RadixToast.Description>
        ) : null}
        <RadixToast.Close
          aria-label={messages.dismiss}
          data-slot="toast-close"
          className={cn('rb-toast__close', classNames.close)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </RadixToast.Close>
      </RadixToast.Root>
      <RadixToast.Viewport
        label={messages.notifications}
        data-slot="toast-viewport"
        className={cn('rb-toast-viewport', classNames.viewport)}
      />
    </RadixToast.Provider>
  );
}
