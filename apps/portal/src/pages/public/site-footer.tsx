import { Link } from 'react-router';
import { COPYRIGHT_YEAR, SUPPORT_EMAIL } from './contact-details';
import { LogoIcon, MailIcon, MapPinIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';

type FooterLink = keyof ReturnType<typeof usePublicMessages>['footer']['links'];

const COLUMNS: readonly {
  heading: 'productHeading' | 'resourcesHeading' | 'legalHeading';
  links: readonly [FooterLink, string][];
}[] = [
  {
    heading: 'productHeading',
    links: [
      ['features', '/features'],
      ['howItWorks', '/how-it-works'],
      ['api', '/api'],
      ['status', '/status'],
    ],
  },
  {
    heading: 'resourcesHeading',
    links: [
      ['help', '/help'],
      ['faq', '/faq'],
      ['feedback', '/feedback'],
      ['about', '/about'],
      ['contact', '/contact'],
    ],
  },
  {
    heading: 'legalHeading',
    links: [
      ['privacy', '/privacy'],
      ['terms', '/terms'],
      ['security', '/security'],
      ['cookies', '/cookies'],
    ],
  },
];

const SOCIAL_NETWORKS = ['LinkedIn', 'Mastodon', 'YouTube'] as const;

/** The public pages' footer: contact details, site links, social channels and the copyright. */
export function SiteFooter() {
  const messages = usePublicMessages().footer;
  return (
    <footer className="rb-public-footer">
      <div className="rb-public-container rb-public-footer__grid">
        <div className="rb-public-footer__about">
          <p className="rb-public-brand rb-public-brand--footer">
            <LogoIcon size={26} className="rb-public-brand__mark" />
            <span>Rebond</span>
          </p>
          <p className="rb-public-footer__tagline">{messages.tagline}</p>
          <h2 className="rb-public-footer__heading">{messages.contactHeading}</h2>
          <dl className="rb-public-footer__contact">
            <div>
              <dt>
                <MailIcon size={18} />
                <span className="rb-visually-hidden">{messages.emailLabel}</span>
              </dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </dd>
            </div>
            <div>
              <dt>
                <MapPinIcon size={18} />
                <span className="rb-visually-hidden">{messages.addressLabel}</span>
              </dt>
              <dd>
                <address>
                  {messages.address.map((line) => (
                    <span key={line} className="rb-public-footer__address-line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          </dl>
        </div>
        {COLUMNS.map((column) => (
          <nav
            key={column.heading}
            aria-labelledby={`rb-footer-${column.heading}`}
            className="rb-public-footer__column"
          >
            <h2 id={`rb-footer-${column.heading}`} className="rb-public-footer__heading">
              {messages[column.heading]}
            </h2>
            <ul>
              {column.links.map(([key, to]) => (
                <li key={key}>
                  <Link to={to}>{messages.links[key]}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="rb-public-container rb-public-footer__bottom">
        <p>{messages.copyright(COPYRIGHT_YEAR)}</p>
        <div className="rb-public-footer__social">
          <h2 className="rb-visually-hidden">{messages.socialHeading}</h2>
          {/* Placeholder channels: there are no accounts yet, so they are named but not linked. */}
          <ul aria-describedby="rb-footer-social-note">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network} className="rb-public-footer__social-item">
                {network}
              </li>
            ))}
          </ul>
          <p id="rb-footer-social-note" className="rb-public-footer__social-note">
            {messages.socialNote}
          </p>
        </div>
      </div>
    </footer>
  );
}
