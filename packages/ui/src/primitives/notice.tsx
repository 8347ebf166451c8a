import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Class names for each tone of notice. */
const noticeVariants = /* @__PURE__ */ cva('rb-notice', {
  variants: {
    tone: {
      success: 'rb-notice--success',
      error: 'rb-notice--error',
      info: 'rb-notice--info',
    },
  },
  defaultVariants: { tone: 'info' },
});

export type NoticeTone = 'success' | 'error' | 'info';

/** The parts inside a notice that take their own classes (`data-slot="notice-<part>"`). */
export type NoticePart = 'icon' | 'body' | 'title' | 'content';

export interface NoticeProps extends Omit<ComponentProps<'div'>, 'title'> {
  /**
   * `success` is green, `error` is red and is announced at once (`role="alert"`); the others are
   * polite live regions (`role="status"`).
   * @default 'info'
   */
  tone?: NoticeTone;
  /** An optional bold first line. */
  title?: ReactNode;
  /** Classes added to each inner part (`className` goes on the root). */
  classNames?: Partial<Record<NoticePart, string>>;
}

/** A short message about the page or a form: a success, an error or information. */
function Notice({ tone = 'info', title, className, classNames = {}, children, ...props }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="notice"
      {...props}
      data-tone={tone}
      className={cn(noticeVariants({ tone }), className)}
    >
      <NoticeIcon tone={tone} className={classNames.icon} />
      <div data-slot="notice-body" className={cn('rb-notice__body', classNames.body)}>
        {title ? (
          <p data-slot="notice-title" className={cn('rb-notice__title', classNames.title)}>
            {title}
          </p>
        ) : null}
        <div data-slot="notice-content" className={classNames.content}>
          {children}
        </div>
      </div>
    </div>
  );
}

function NoticeIcon({ tone, className }: { tone: NoticeTone; className: string | undefined }) {
  return (
    <svg
      data-slot="notice-icon"
      className={cn('rb-notice__icon', className)}
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      {tone === 'success' ? <path d="m8 12 3 3 5-6" /> : null}
      {tone === 'error' ? <path d="M12 7v6M12 17h.01" /> : null}
      {tone === 'info' ? <path d="M12 11v6M12 7h.01" /> : null}
    </svg>
  );
}

export { Notice, noticeVariants };
