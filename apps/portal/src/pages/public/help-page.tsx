import { Button, buttonVariants } from '@rebond/ui';
import { Link } from 'react-router';
import { CallToAction } from './call-to-action';
import { SUPPORT_EMAIL } from './contact-details';
import { FaqSection } from './faq-section';
import { BookIcon, ChatIcon, ExternalIcon, MailIcon, PhoneIcon, PlayIcon, SparkleIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';
import { PageHero } from './page-hero';
import { SectionHeading } from './section-heading';

type ResourceType = 'guide' | 'video' | 'article' | 'tutorial';

/** The help page's static resources; each opens its documentation path in a new tab. */
const RESOURCES = [
  { id: 'gettingStarted', type: 'guide', href: '/help/getting-started', Icon: SparkleIcon },
  { id: 'videos', type: 'video', href: '/help/videos', Icon: PlayIcon },
  { id: 'faq', type: 'article', href: '/help/faq', Icon: BookIcon },
  { id: 'contact', type: 'article', href: '/help/contact', Icon: MailIcon },
  { id: 'docs', type: 'guide', href: '/help/docs', Icon: BookIcon },
  { id: 'firstAvatar', type: 'tutorial', href: '/help/first-avatar', Icon: SparkleIcon },
] as const satisfies readonly { id: string; type: ResourceType; href: string; Icon: unknown }[];

/**
 * The Help & Support page (`/help`): contact channels, helpful resources, the searchable FAQ and
 * a "Still Need Help?" block. The specification wires no support actions, so the live chat is
 * shown as not available yet rather than as a button that does nothing.
 */
export function HelpPage() {
  const messages = usePublicMessages();
  const help = messages.help;
  return (
    <>
      <title>{messages.common.documentTitle(help.title)}</title>
      <PageHero eyebrow={help.eyebrow} title={help.heading} intro={help.intro} />

      <section className="rb-public-section" aria-labelledby="help-contact-heading">
        <div className="rb-public-container">
          <SectionHeading id="help-contact-heading" title={help.contactHeading} />
          <ul className="rb-public-grid rb-public-grid--3">
            <li className="rb-public-card rb-public-card--contact">
              <span className="rb-public-card__icon">
                <ChatIcon />
              </span>
              <h3 className="rb-public-card__title">{help.liveChat.title}</h3>
              <p className="rb-public-card__text">{help.liveChat.text}</p>
              <p className="rb-public-card__meta" id="help-live-chat-unavailable">
                {help.liveChat.unavailable}
              </p>
              <Button variant="secondary" disabled aria-describedby="help-live-chat-unavailable">
                {help.liveChat.action}
              </Button>
            </li>
            <li className="rb-public-card rb-public-card--contact">
              <span className="rb-public-card__icon">
                <MailIcon />
              </span>
              <h3 className="rb-public-card__title">{help.email.title}</h3>
              <p className="rb-public-card__text">{help.email.text}</p>
              <p className="rb-public-card__meta">
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
            </li>
            <li className="rb-public-card rb-public-card--contact">
              <span className="rb-public-card__icon">
                <PhoneIcon />
              </span>
              <h3 className="rb-public-card__title">{help.phone.title}</h3>
              <p className="rb-public-card__text">{help.phone.text}</p>
              <p className="rb-public-card__meta">{help.phone.hours}</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="rb-public-section" aria-labelledby="help-resources-heading">
        <div className="rb-public-container">
          <SectionHeading id="help-resources-heading" title={help.resourcesHeading} />
          <ul className="rb-public-grid rb-public-grid--3">
            {RESOURCES.map(({ id, type, href, Icon }) => (
              <li key={id} className="rb-public-card rb-resource" data-type={type}>
                <span className="rb-public-card__icon">
                  <Icon />
                </span>
                <p className="rb-public-badge">{help.resourceTypes[type]}</p>
                <h3 className="rb-public-card__title">
                  <a href={href} target="_blank" rel="noopener noreferrer" className="rb-resource__link">
                    {help.resources[id].title}
                    <ExternalIcon size={16} />
                    <span className="rb-visually-hidden"> {messages.common.opensInNewTab}</span>
                  </a>
                </h3>
                <p className="rb-public-card__text">{help.resources[id].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FaqSection />

      <CallToAction heading={help.stillNeedHelp.heading} text={help.stillNeedHelp.text}>
        <Link to="/contact" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {help.stillNeedHelp.contact}
        </Link>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {help.stillNeedHelp.email}
        </a>
      </CallToAction>
    </>
  );
}
