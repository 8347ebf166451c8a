import type { ComponentProps } from 'react';

/** A heading level a component can be told to use, so it fits the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4;

const TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** An `h1` to `h4` chosen by `level`; every other prop goes to the element. */
export function Heading({ level, ...props }: ComponentProps<'h2'> & { level: HeadingLevel }) {
  const Tag = TAGS[level];
  return <Tag {...props} />;
}
