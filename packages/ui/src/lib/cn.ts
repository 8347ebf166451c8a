import { type CxOptions, cx } from 'class-variance-authority';

/**
 * Joins class names, skipping falsy values: `cn('a', isOn && 'b', ['c'])`.
 * Our classes are plain CSS classes that never fight each other the way utility classes do,
 * so no merge step is needed.
 */
export function cn(...inputs: CxOptions): string {
  return cx(...inputs);
}
