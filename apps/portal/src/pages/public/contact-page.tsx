import { BUSINESS_EMAIL, SUPPORT_EMAIL } from './contact-details';
import { ContactForm } from './contact-form';
import { CalendarIcon, MailIcon, MapPinIcon, UsersIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';
import { PageHero } from './page-hero';

const AVAILABILITY = ['email', 'consultation', 'demo', 'enterprise'] as const;

/**
 * The contact page (`/contact`): four ways to reach the team, the contact form and the
 * availability of each channel.
 */
export function ContactPage() {
  const messages = usePublicMessages();
  const contact = messages.contact;
  const { cards } = contact;
  return (
    <>
      <title>{messages.common.documentTitle(contact.title)}</title>
      <PageHero eyebrow={contact.eyebrow} title={contact.heading} intro={contact.intro} />

      <section
        className="rb-public-section rb-public-section--compact"
        aria-labelledby="contact-cards-heading"
      >
        <div className="rb-public-container">
          <h2 id="contact-cards-heading" className="rb-visually-hidden">
            {contact.cardsHeading}
          </h2>
          <ul className="rb-public-grid rb-public-grid--4">
            <li className="rb-public-card rb-public-card--contact">
              <span className="rb-public-card__icon">
                <MailIcon />
              </span>
              <h3 className="rb-public-card__title">{cards.support.title}</h3>
              <p className="rb-public-card__text">{cards.support.text}</p>
              <p className="rb-public-card__meta">
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
            </li>
            <li className="rb-public-card rb-public-card--contact">
              <span className="rb-public-card__icon">
                <MapPinIcon />
              </span>
              <h3 className="rb-public-card__title">{cards.office.title}</h3>
              <p className="rb-public-card__text">{cards.office.text}</p>
              <address className="rb-public-card__meta">
                {messages.footer.address.map((line) => (
                  <span key={line} className="rb-public-footer__address-line">
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li className="rb-public-card rb-public-card--contact">
              <span className="rb-public-card__icon">
                <CalendarIcon />
              </span>
              <h3 className="rb-public-card__title">{cards.demo.title}</h3>
              <p className="rb-public-card__text">{cards.demo.text}</p>
            </li>
            <li className="rb-public-card rb-public-card--contact">
              <span className="rb-public-card__icon">
                <UsersIcon />
              </span>
              <h3 className="rb-public-card__title">{cards.business.title}</h3>
              <p className="rb-public-card__text">{cards.business.text}</p>
              <p className="rb-public-card__meta">
                <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="rb-public-section">
        <div className="rb-public-container rb-contact-layout">
          <div className="rb-public-card rb-contact-layout__form">
            <ContactForm />
          </div>
          <div className="rb-public-card rb-contact-layout__aside">
            <h2 id="contact-availability-heading" className="rb-public-card__title">
              {contact.availability.heading}
            </h2>
            <dl className="rb-availability">
              {AVAILABILITY.map((key) => (
                <div key={key} className="rb-availability__row">
                  <dt>{contact.availability[key].label}</dt>
                  <dd>{contact.availability[key].value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
    </>
  );
}
