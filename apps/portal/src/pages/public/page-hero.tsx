import type { ReactNode } from 'react';

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** The page's only `<h1>`. */
  title: ReactNode;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** Extra content under the intro, such as buttons. */
  children?: ReactNode;
}

/** The opening band of an information page: eyebrow, `<h1>` and intro. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <div className="rb-public-hero rb-public-hero--page">
      <div className="rb-public-container rb-public-hero__inner">
        {eyebrow ? <p className="rb-public-eyebrow">{eyebrow}</p> : null}
        <h1 className="rb-public-hero__title">{title}</h1>
        {intro ? <p className="rb-public-hero__intro">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
