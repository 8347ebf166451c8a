import type { ComponentProps } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { cn } from '../lib/cn';
import { buttonVariants } from '../primitives/button';
import { Link } from '../primitives/link';

export interface NotFoundProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Where the home link goes. @default '/' */
  homeHref?: string;
}

/**
 * The body of the '404 - Page Not Found' page, with a link home. Place it inside the layout's
 * `<main>`; it brings the page's `<h1>`.
 */
export function NotFound({ homeHref = '/', className, ...props }: NotFoundProps) {
  const messages = useUiMessages().placeholder;
  return (
    <div {...props} data-slot="not-found" className={cn('rb-page-message', className)}>
      <h1 className="rb-page-message__title">{messages.notFound}</h1>
      <p className="rb-page-message__body">{messages.notFoundBody}</p>
      <Link href={homeHref} className={buttonVariants({ variant: 'primary' })}>
        {messages.backHome}
      </Link>
    </div>
  );
}
