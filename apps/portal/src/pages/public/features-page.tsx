import { buttonVariants } from '@rebond/ui';
import { Link } from 'react-router';
import { CallToAction } from './call-to-action';
import { HistoryIcon, MicIcon, ShieldIcon, SparkleIcon, UsersIcon, VideoIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';
import { PageHero } from './page-hero';

const FEATURE_ICONS = {
  avatars: UsersIcon,
  voice: MicIcon,
  sessions: SparkleIcon,
  video: VideoIcon,
  history: HistoryIcon,
  privacy: ShieldIcon,
} as const;

/** The features page (`/features`), with calls to action to `/register` and `/contact`. */
export function FeaturesPage() {
  const messages = usePublicMessages();
  const features = messages.features;
  return (
    <>
      <title>{messages.common.documentTitle(features.title)}</title>
      <PageHero eyebrow={features.eyebrow} title={features.heading} intro={features.intro} />
      <section className="rb-public-section" aria-label={features.title}>
        <div className="rb-public-container">
          <ul className="rb-public-grid rb-public-grid--3">
            {(Object.keys(FEATURE_ICONS) as (keyof typeof FEATURE_ICONS)[]).map((key) => {
              const Icon = FEATURE_ICONS[key];
              return (
                <li key={key} className="rb-public-card">
                  <span className="rb-public-card__icon">
                    <Icon />
                  </span>
                  <h2 className="rb-public-card__title">{features.items[key].title}</h2>
                  <p className="rb-public-card__text">{features.items[key].text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <CallToAction heading={features.cta.heading} text={features.cta.text}>
        <Link to="/register" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {features.cta.primary}
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {features.cta.secondary}
        </Link>
      </CallToAction>
    </>
  );
}
