import { Button, buttonVariants } from '@rebond/ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { CallToAction } from './call-to-action';
import { FloatingActions } from './floating-actions';
import {
  BreathIcon,
  ChartIcon,
  ChatIcon,
  HeartIcon,
  PlayIcon,
  ShieldIcon,
  SproutIcon,
  UsersIcon,
} from './icons';
import { usePublicMessages } from './messages/use-public-messages';
import { SectionHeading } from './section-heading';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useTypingAnimation } from './use-typing-animation';

const GROWTH_ICONS = {
  emotional: HeartIcon,
  personal: SproutIcon,
  anxiety: BreathIcon,
  relationship: UsersIcon,
} as const;

const STEP_ICONS = { verification: ShieldIcon, sessions: ChatIcon, progress: ChartIcon } as const;

/**
 * The landing page (`/`): hero with the rotating audience, demo video placeholder, the growth
 * areas, how it works, the professional journey, impact figures and testimonials, a closing call
 * to action and the floating help buttons.
 *
 * The specification sends every "Get Started" / "Join" button to `/`; we send them to
 * `/register` so they lead somewhere (see also the header).
 *
 * Served prerendered, the page works without React (`src/landing/landing.ts`): its links are plain
 * anchors, and the script finds the typing animation's phrases in `data-phrases` and the Watch
 * Demo button's target in `data-shows`.
 */
export function LandingPage() {
  const messages = usePublicMessages();
  const landing = messages.landing;
  const { text, phase } = useTypingAnimation(landing.hero.phrases);
  const reducedMotion = usePrefersReducedMotion();
  const demoRef = useRef<HTMLElement>(null);

  function showDemo() {
    const demo = demoRef.current;
    if (!demo) return;
    demo.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    demo.focus({ preventScroll: true });
  }

  return (
    <div className="rb-landing">
      <title>{messages.common.documentTitle(landing.title)}</title>

      <div className="rb-public-hero rb-public-hero--landing">
        <div className="rb-public-container rb-public-hero__inner">
          <p className="rb-public-eyebrow">
            <ShieldIcon size={16} /> {landing.hero.eyebrow}
          </p>
          <h1 className="rb-public-hero__title rb-public-hero__title--landing">
            {landing.hero.headingLead}{' '}
            <span className="rb-visually-hidden">{landing.hero.audienceForScreenReaders}</span>
            <span
              className="rb-typing"
              aria-hidden="true"
              aria-live="off"
              data-state={phase}
              data-phrases={JSON.stringify(landing.hero.phrases)}
            >
              <span className="rb-typing__text">{text}</span>
              <span className="rb-typing__caret" />
            </span>
          </h1>
          <p className="rb-public-hero__intro">{landing.hero.text}</p>
          <div className="rb-public-actions">
            <Link to="/register" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {landing.hero.getStarted}
            </Link>
            <Button variant="secondary" size="lg" onClick={showDemo} data-shows="demo">
              <PlayIcon size={20} />
              {landing.hero.watchDemo}
            </Button>
          </div>
          <p className="rb-public-hero__note">{landing.hero.note}</p>
        </div>
      </div>

      <section
        ref={demoRef}
        id="demo"
        tabIndex={-1}
        className="rb-public-section rb-landing-demo"
        aria-labelledby="landing-demo-heading"
      >
        <div className="rb-public-container">
          <SectionHeading id="landing-demo-heading" title={landing.demo.heading} intro={landing.demo.text} />
          <figure className="rb-landing-demo__video">
            <PlayIcon size={56} />
            <figcaption>{landing.demo.placeholder}</figcaption>
          </figure>
        </div>
      </section>

      <section
        className="rb-public-section rb-public-section--tinted"
        aria-labelledby="landing-growth-heading"
      >
        <div className="rb-public-container">
          <SectionHeading
            id="landing-growth-heading"
            title={landing.growth.heading}
            intro={landing.growth.intro}
          />
          <ul className="rb-public-grid rb-public-grid--4">
            {(Object.keys(GROWTH_ICONS) as (keyof typeof GROWTH_ICONS)[]).map((key) => {
              const Icon = GROWTH_ICONS[key];
              const item = landing.growth.items[key];
              return (
                <li key={key} className="rb-public-card">
                  <span className="rb-public-card__icon">
                    <Icon />
                  </span>
                  <h3 className="rb-public-card__title">{item.title}</h3>
                  <p className="rb-public-card__text">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="rb-public-section" aria-labelledby="landing-steps-heading">
        <div className="rb-public-container">
          <SectionHeading
            id="landing-steps-heading"
            title={landing.steps.heading}
            intro={landing.steps.intro}
          />
          <ol className="rb-public-grid rb-public-grid--3 rb-public-steps">
            {(Object.keys(STEP_ICONS) as (keyof typeof STEP_ICONS)[]).map((key, index) => {
              const Icon = STEP_ICONS[key];
              const item = landing.steps.items[key];
              return (
                <li key={key} className="rb-public-card rb-public-step">
                  <span className="rb-public-step__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className="rb-public-card__icon">
                    <Icon />
                  </span>
                  <h3 className="rb-public-card__title">{item.title}</h3>
                  <p className="rb-public-card__text">{item.text}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section
        className="rb-public-section rb-public-section--tinted"
        aria-labelledby="landing-journey-heading"
      >
        <div className="rb-public-container">
          <SectionHeading
            id="landing-journey-heading"
            title={landing.journey.heading}
            intro={landing.journey.intro}
          />
          <div className="rb-public-grid rb-public-grid--2">
            <div className="rb-public-card rb-public-card--feature">
              <h3 className="rb-public-card__title">{landing.journey.professional.title}</h3>
              <p className="rb-public-card__text">{landing.journey.professional.text}</p>
              <Link to="/register" className={buttonVariants({ variant: 'primary' })}>
                {landing.journey.professional.action}
              </Link>
            </div>
            <div className="rb-public-card rb-public-card--feature">
              <h3 className="rb-public-card__title">
                {landing.journey.individual.title}{' '}
                <span className="rb-public-badge" id="landing-individual-soon">
                  {messages.common.comingSoonBadge}
                </span>
              </h3>
              <p className="rb-public-card__text">{landing.journey.individual.text}</p>
              <Button variant="secondary" disabled aria-describedby="landing-individual-soon">
                {landing.journey.individual.action}
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section className="rb-public-section" aria-labelledby="landing-impact-heading">
        <div className="rb-public-container">
          <SectionHeading
            id="landing-impact-heading"
            title={landing.impact.heading}
            intro={landing.impact.intro}
          />
          <dl className="rb-public-stats">
            {(['outcomes', 'time', 'satisfaction', 'insight'] as const).map((key) => (
              <div key={key} className="rb-public-stat">
                <dt className="rb-public-stat__label">{landing.impact.stats[key].label}</dt>
                <dd className="rb-public-stat__value">{landing.impact.stats[key].value}</dd>
              </div>
            ))}
          </dl>
          <p className="rb-public-trusted">
            <UsersIcon size={20} /> {landing.impact.trustedBy}
          </p>
          <h3 className="rb-public-subheading">{landing.impact.testimonialsHeading}</h3>
          <div className="rb-public-grid rb-public-grid--2">
            {(['first', 'second'] as const).map((key) => (
              <figure key={key} className="rb-public-card rb-public-quote">
                <blockquote>
                  <p>{landing.impact.testimonials[key].quote}</p>
                </blockquote>
                <figcaption>— {landing.impact.testimonials[key].author}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <CallToAction heading={landing.cta.heading} text={landing.cta.text}>
        <Link to="/register" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {landing.cta.primary}
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {landing.cta.secondary}
        </Link>
      </CallToAction>

      <FloatingActions />
    </div>
  );
}
