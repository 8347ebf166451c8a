import { type ComponentProps, useId } from 'react';
import './help-tab.css';
import { Button, cn, Heading, type HeadingLevel, Notice } from '@rebond/ui';
import { HELP_RESOURCE_IDS, HELP_SERVICES, type HelpResourceId } from './help-tab-data';
import { useHelpTabMessages } from './messages';

/** The Help tab's contact details. */
export interface HelpContactInfo {
  /** The support address: the e-mail channel, the emergency channel and the contact list use it. */
  supportEmail: string;
  /** The address for partnerships, press and enterprise plans. */
  businessEmail: string;
  /** The postal address, one line per entry. */
  address: readonly string[];
}

export interface HelpTabProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Where each resource link goes (the app's help pages); they open in a new tab. */
  resourceLinks: Readonly<Record<HelpResourceId, string>>;
  /** The contact details shown in Contact Information and used by the e-mail links. */
  contact: HelpContactInfo;
  /** The level of the 'Help & Support' heading; the sections use the levels below it. @default 2 */
  headingLevel?: HeadingLevel;
}

const below = (level: HeadingLevel, steps: number) => Math.min(level + steps, 4) as HeadingLevel;

/**
 * The dashboard's Help tab: resource links, quick support channels (live chat and call scheduling
 * are shown as not available yet; e-mail is a real `mailto:` link), the static system status
 * list, contact information, and emergency support with a note that Rebond is not a crisis
 * service.
 */
export function HelpTab({ resourceLinks, contact, headingLevel = 2, className, ...props }: HelpTabProps) {
  const messages = useHelpTabMessages();
  const headingId = useId();
  const resourcesId = useId();
  const quickId = useId();
  const statusId = useId();
  const contactId = useId();
  const emergencyId = useId();
  const chatNoteId = useId();
  const callNoteId = useId();
  const section = below(headingLevel, 1);
  const item = below(headingLevel, 2);
  const emergencyHref = `mailto:${contact.supportEmail}?subject=${encodeURIComponent(messages.emergencySubject)}`;

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="help-tab"
      className={cn('rb-help-tab', className)}
    >
      <div>
        <Heading level={headingLevel} id={headingId} className="rb-help-tab__title">
          {messages.title}
        </Heading>
        <p className="rb-help-tab__intro">{messages.intro}</p>
      </div>

      <section aria-labelledby={resourcesId} className="rb-help-tab__card">
        <Heading level={section} id={resourcesId} className="rb-help-tab__heading">
          {messages.resourcesHeading}
        </Heading>
        <ul className="rb-help-tab__resources">
          {HELP_RESOURCE_IDS.map((id) => (
            <li key={id} className="rb-help-tab__resource">
              <a href={resourceLinks[id]} target="_blank" rel="noopener noreferrer" className="rb-link">
                {messages.resources[id].title}{' '}
                <span className="rb-visually-hidden">{messages.opensInNewTab}</span>
              </a>
              <p className="rb-help-tab__muted">{messages.resources[id].text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={quickId} className="rb-help-tab__card">
        <Heading level={section} id={quickId} className="rb-help-tab__heading">
          {messages.quickSupportHeading}
        </Heading>
        <ul className="rb-help-tab__channels">
          <li className="rb-help-tab__channel" data-channel="chat" data-available="false">
            <Heading level={item} className="rb-help-tab__channel-title">
              {messages.liveChat.title}
            </Heading>
            <p id={chatNoteId} className="rb-help-tab__note">
              {messages.liveChat.unavailable}
            </p>
            <Button variant="secondary" disabled aria-describedby={chatNoteId}>
              {messages.liveChat.action}
            </Button>
          </li>
          <li className="rb-help-tab__channel" data-channel="email" data-available="true">
            <Heading level={item} className="rb-help-tab__channel-title">
              {messages.email.title}
            </Heading>
            <p className="rb-help-tab__muted">{messages.email.availability}</p>
            <a href={`mailto:${contact.supportEmail}`} className="rb-link">
              {messages.email.action(contact.supportEmail)}
            </a>
          </li>
          <li className="rb-help-tab__channel" data-channel="call" data-available="false">
            <Heading level={item} className="rb-help-tab__channel-title">
              {messages.call.title}
            </Heading>
            <p className="rb-help-tab__muted">{messages.call.availability}</p>
            <p id={callNoteId} className="rb-help-tab__note">
              {messages.call.unavailable}
            </p>
            <Button variant="secondary" disabled aria-describedby={callNoteId}>
              {messages.call.action}
            </Button>
          </li>
        </ul>
      </section>

      <section aria-labelledby={statusId} className="rb-help-tab__card">
        <Heading level={section} id={statusId} className="rb-help-tab__heading">
          {messages.statusHeading}
        </Heading>
        <p className="rb-help-tab__muted">{messages.statusNote}</p>
        <ul className="rb-help-tab__status">
          {HELP_SERVICES.map(({ id, state }) => (
            <li key={id} className="rb-help-tab__service" data-state={state}>
              <span>{messages.services[id]}</span>
              <span className="rb-help-tab__state">{messages.states[state]}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={contactId} className="rb-help-tab__card">
        <Heading level={section} id={contactId} className="rb-help-tab__heading">
          {messages.contactHeading}
        </Heading>
        <dl className="rb-help-tab__contact">
          <div>
            <dt>{messages.supportEmail}</dt>
            <dd>
              <a href={`mailto:${contact.supportEmail}`} className="rb-link">
                {contact.supportEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt>{messages.businessEmail}</dt>
            <dd>
              <a href={`mailto:${contact.businessEmail}`} className="rb-link">
                {contact.businessEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt>{messages.address}</dt>
            <dd>
              <address>
                {contact.address.map((line) => (
                  <span key={line} className="rb-help-tab__line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={emergencyId} className="rb-help-tab__card rb-help-tab__card--emergency">
        <Heading level={section} id={emergencyId} className="rb-help-tab__heading">
          {messages.emergencyHeading}
        </Heading>
        <p className="rb-help-tab__response">{messages.emergencyResponse}</p>
        <p>{messages.emergencyText}</p>
        <a href={emergencyHref} className="rb-link">
          {messages.emergencyAction}
        </a>
        <Notice tone="info" role="note" title={messages.crisisTitle}>
          {messages.crisisText}
        </Notice>
      </section>
    </section>
  );
}
