import { buttonVariants } from '@rebond/ui';
import { Link } from 'react-router';
import { CallToAction } from './call-to-action';
import { CheckIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';
import { PageHero } from './page-hero';
import { SectionHeading } from './section-heading';

const STEPS = ['signUp', 'createSession', 'interaction', 'review'] as const;

/**
 * The how-it-works page (`/how-it-works`): four steps, the psychiatrist and patient workflows,
 * and calls to action to `/register`, `/features` and `/contact`.
 */
export function HowItWorksPage() {
  const messages = usePublicMessages();
  const page = messages.howItWorks;
  return (
    <>
      <title>{messages.common.documentTitle(page.title)}</title>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <section className="rb-public-section" aria-labelledby="how-steps-heading">
        <div className="rb-public-container">
          <SectionHeading id="how-steps-heading" title={page.stepsHeading} />
          <ol className="rb-public-grid rb-public-grid--4 rb-public-steps">
            {STEPS.map((key, index) => (
              <li key={key} className="rb-public-card rb-public-step">
                <span className="rb-public-step__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="rb-public-card__title">{page.steps[key].title}</h3>
                <p className="rb-public-card__text">{page.steps[key].text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section
        className="rb-public-section rb-public-section--tinted"
        aria-labelledby="how-workflows-heading"
      >
        <div className="rb-public-container">
          <SectionHeading id="how-workflows-heading" title={page.workflowsHeading} />
          <div className="rb-public-grid rb-public-grid--2">
            {(['psychiatrist', 'patient'] as const).map((key) => (
              <div key={key} className="rb-public-card rb-public-card--feature">
                <h3 className="rb-public-card__title">{page[key].heading}</h3>
                <ul className="rb-public-checklist">
                  {page[key].steps.map((step) => (
                    <li key={step}>
                      <CheckIcon size={18} />
                      <span>{step}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
      <CallToAction heading={page.cta.heading} text={page.cta.text}>
        <Link to="/register" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {page.cta.register}
        </Link>
        <Link to="/features" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {page.cta.features}
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          {page.cta.contact}
        </Link>
      </CallToAction>
    </>
  );
}
