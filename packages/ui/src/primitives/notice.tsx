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

export interface NoticeProps extends Omit<ComponentProps<'div'>, 'title'> {
  /**
   * `success` is green, `error` is red and is announced at once (`role="alert"`); the others are
   * polite live regions (`role="status"`).
   * @default 'info'
   */
  tone?: NoticeTone;
  /** An optional bold first line. */
  title?: ReactNode;
}

/** A short message about the page or a form: a success, an error or information. */
function Notice({ tone = 'info', title, className, children, ...props }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="notice"
      {...props}
      data-tone={tone}
      className={cn(noticeVariants({ tone }), className)}
    >
      <NoticeIcon tone={tone} />
      <div className="rb-notice__body">
        {title ? (
          <p data-slot="notice-title" className="rb-notice__title">
            {title}
          </p>
        ) : null}
        <div data-slot="notice-content">{children}</div>
      </div>
    </div>
  );
}

function NoticeIcon({ tone }: { tone: NoticeTone }) {
  return (
    <svg
      className="rb-notice__icon"
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
