import { type Locale, LocaleProvider } from '@rebond/ui';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, useRoutes } from 'react-router';
import { expect } from 'vitest';
import { publicRoutes } from './routes';

function PublicRoutes() {
  return useRoutes(publicRoutes);
}

/**
 * Test helper: renders the public routes at `path` inside a `MemoryRouter`, with the layout,
 * in the given locale (English by default).
 */
export function renderPublicRoute(path: string, locale: Locale = 'en') {
  return render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <PublicRoutes />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

/**
 * Test helper: runs axe-core on an element and fails with a readable list of violations.
 * Colour contrast needs real layout, which jsdom does not have, so that rule is off here.
 */
export async function expectNoAxeViolations(element: Element = document.body): Promise<void> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
