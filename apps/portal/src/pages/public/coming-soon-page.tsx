import { buttonVariants } from '@rebond/ui';
import { Link } from 'react-router';
import type { PublicMessages } from './messages/en';
import { usePublicMessages } from './messages/use-public-messages';

/** A page that is not written yet; the key of its name in the catalogue. */
export type ComingSoonTopic = keyof PublicMessages['comingSoon']['pages'];

/** Props of {@link ComingSoonPage}. */
export interface ComingSoonPageProps {
  /** Which page this stands in for; its name is shown above the heading and in the title. */
  topic: ComingSoonTopic;
}

/**
 * A placeholder page: the page's name, the heading "Coming Soon", a sentence and a link home.
 * It renders inside the public layout's `<main>`, so it does not use `@rebond/ui`'s
 * `ComingSoon`, which brings its own `<main>`.
 */
export function ComingSoonPage({ topic }: ComingSoonPageProps) {
  const messages = usePublicMessages();
  const page = messages.comingSoon;
  const name = page.pages[topic];
  return (
    <div className="rb-public-container rb-coming-soon" data-topic={topic}>
      <title>{messages.common.documentTitle(name)}</title>
      <p className="rb-public-eyebrow">{name}</p>
      <h1 className="rb-public-hero__title">{page.heading}</h1>
      <p className="rb-public-hero__intro">{page.text}</p>
      <Link to="/" className={buttonVariants({ variant: 'primary' })}>
        {page.backHome}
      </Link>
    </div>
  );
}
