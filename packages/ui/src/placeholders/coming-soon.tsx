import type { ComponentProps, ReactNode } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { cn } from '../lib/cn';
import { buttonVariants } from '../primitives/button';
import { Link } from '../primitives/link';

export interface ComingSoonProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Extra text under the heading. @default the catalogue's `placeholder.comingSoonBody` */
  description?: ReactNode;
  /** Where the home link goes. @default '/' */
  homeHref?: string;
}

/**
 * The body of a page that is not available yet (/faq, /privacy, /terms, /support,
 * /forgot-password). Place it inside the layout's `<main>`; it brings the page's `<h1>`.
 */
export function ComingSoon({ description, homeHref = '/', className, ...props }: ComingSoonProps) {
  const messages = useUiMessages().placeholder;
  return (
    <div {...props} data-slot="coming-soon" className={cn('rb-page-message', className)}>
      <h1 className="rb-page-message__title">{messages.comingSoon}</h1>
      <p className="rb-page-message__body">{description ?? messages.comingSoonBody}</p>
      <Link href={homeHref} className={buttonVariants({ variant: 'secondary' })}>
        {messages.backHome}
      </Link>
    </div>
  );
}
