import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on an element and fails with a readable list of violations.
 * Colour contrast needs real layout, so it is checked in the Storybook browser tests instead.
 */
export async function expectNoAxeViolations(element: Element = document.body): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
