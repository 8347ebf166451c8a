import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { ComingSoon } from './coming-soon';
import { NotFound } from './not-found';
import { PlaceholderPanel } from './placeholder-panel';

describe('PlaceholderPanel', () => {
  it('given a title, shows it with a clear Coming in a later release badge', async () => {
    const { container } = render(<PlaceholderPanel title="Settings" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Coming in a later release')).toHaveAttribute('data-slot', 'placeholder-badge');
    await expectNoAxeViolations(container);
  });

  it('given a description, shows it instead of the default text', () => {
    render(<PlaceholderPanel title="Help" description="Guides and contact details." />);
    expect(screen.getByText('Guides and contact details.')).toBeInTheDocument();
  });
});

describe('ComingSoon', () => {
  it('shows the Coming Soon heading and a link home', async () => {
    const { container } = render(<ComingSoon />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });
});

describe('NotFound', () => {
  it('shows the 404 - Page Not Found heading and a link home', async () => {
    const { container } = render(<NotFound homeHref="/dashboard/coach" />);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/dashboard/coach',
    );
    await expectNoAxeViolations(container);
  });

  it('in French, shows the French heading', () => {
    render(
      <LocaleProvider locale="fr">
        <NotFound />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: '404 - Page introuvable' })).toBeInTheDocument();
  });
});
