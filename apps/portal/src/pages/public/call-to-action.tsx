import { type ReactNode, useId } from 'react';

/** Props of {@link CallToAction}. */
export interface CallToActionProps {
  /** The section heading (`<h2>`). */
  heading: ReactNode;
  /** A sentence under the heading. */
  text?: ReactNode;
  /** The actions, usually links styled as buttons. */
  children: ReactNode;
}

/** A closing band that invites the reader to act, with a heading, a sentence and buttons. */
export function CallToAction({ heading, text, children }: CallToActionProps) {
  const headingId = useId();
  return (
    <section className="rb-public-section rb-public-cta" aria-labelledby={headingId}>
      <div className="rb-public-container rb-public-cta__inner">
        <h2 id={headingId} className="rb-public-cta__title">
          {heading}
        </h2>
        {text ? <p className="rb-public-cta__text">{text}</p> : null}
        <div className="rb-public-actions rb-public-actions--center">{children}</div>
      </div>
    </section>
  );
}
