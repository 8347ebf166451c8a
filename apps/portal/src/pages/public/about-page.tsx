import { buttonVariants } from '@rebond/ui';
import { Link } from 'react-router';
import { CallToAction } from './call-to-action';
import { HeartIcon, SparkleIcon, UsersIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';
import { PageHero } from './page-hero';
import { SectionHeading } from './section-heading';

const STATS = ['professionals', 'sessions', 'satisfaction', 'availability'] as const;

const VALUES = [
  'trust',
  'respect',
  'compassion',
  'communication',
  'commitment',
  'equality',
  'patience',
  'forgiveness',
  'support',
  'playfulness',
] as const;

const TEAM_ICONS = { clinical: HeartIcon, product: SparkleIcon, support: UsersIcon } as const;

/**
 * The about page (`/about`): hero, figures, mission and vision, the ten values, the team and
 * calls to action to `/contact`, `/features` and `/`.
 */
export function AboutPage() {
  const messages = usePublicMessages();
  const about = messages.about;
  return (
    <>
      <title>{messages.common.documentTitle(about.title)}</title>
      <PageHero eyebrow={about.eyebrow} title={about.heading} intro={about.intro} />

      <section className="rb-public-section rb-public-section--compact" aria-label={about.statsLabel}>
        <div className="rb-public-container">
          <dl className="rb-public-stats">
            {STATS.map((key) => (
              <div key={key} className="rb-public-stat">
                <dt className="rb-public-stat__label">{about.stats[key].label}</dt>
                <dd className="rb-public-stat__value">{about.stats[key].value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="rb-public-section rb-public-section--tinted">
        <div className="rb-public-container">
          <div className="rb-public-grid rb-public-grid--2">
            <div className="rb-public-card rb-public-card--feature">
              <h2 className="rb-public-card__title">{about.mission.heading}</h2>
              <p className="rb-public-card__text">{about.mission.text}</p>
            </div>
            <div className="rb-public-card rb-public-card--feature">
              <h2 className="rb-public-card__title">{about.vision.heading}</h2>
              <p className="rb-public-card__text">{about.vision.text}</p>
            </div>
          </div>
        </div>
      </section>

      <section className="rb-public-section" aria-labelledby="about-values-heading">
        <div className="rb-public-container">
          <SectionHeading id="about-values-heading" title={about.valuesHeading} intro={about.valuesIntro} />
          <ul className="rb-public-grid rb-public-grid--5 rb-values">
            {VALUES.map((key) => (
              <li key={key} className="rb-public-card rb-value">
                <h3 className="rb-public-card__title">{about.values[key].title}</h3>
                <p className="rb-public-card__text">{about.values[key].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="rb-public-section rb-public-section--tinted" aria-labelledby="about-team-heading">
        <div className="rb-public-container">
          <SectionHeading id="about-team-heading" title={about.teamHeading} intro={about.teamIntro} />
          <ul className="rb-public-grid rb-public-grid--3">
            {(Object.keys(TEAM_ICONS) as (keyof typeof TEAM_ICONS)[]).map((key) => {
              const Icon = TEAM_ICONS[key];
              return (
                <li key={key} className="rb-public-card rb-public-card--center">
                  <span className="rb-public-card__icon rb-public-card__icon--large">
                    <Icon size={32} />
                  </span>
                  <h3 className="rb-public-card__title">{about.team[key].title}</h3>
                  <p className="rb-public-card__text">{about.team[key].text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <CallToAction heading={about.cta.heading} text={about.cta.text}>
        <Link to="/contact" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {about.cta.contact}
        </Link>
        <Link to="/features" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {about.cta.features}
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          {about.cta.home}
        </Link>
      </CallToAction>
    </>
  );
}
