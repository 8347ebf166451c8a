import type { ReactNode } from 'react';

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** Id of the `<h2>`, so the section can point at it with `aria-labelledby`. */
  id: string;
  /** The heading text. */
  title: ReactNode;
  /** An optional paragraph under the heading. */
  intro?: ReactNode;
}

/** The centred `<h2>` and intro that open a section of a public page. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="rb-public-section__header">
      <h2 id={id} className="rb-public-section__title">
        {title}
      </h2>
      {intro ? <p className="rb-public-section__intro">{intro}</p> : null}
    </div>
  );
}
