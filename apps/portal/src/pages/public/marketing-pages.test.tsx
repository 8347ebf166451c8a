import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderPublicRoute } from './test-helpers';

describe('FeaturesPage', () => {
  afterEach(cleanup);

  it('shows one h1 and six features', () => {
    renderPublicRoute('/features');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Lip-synced video replies' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Features' }).querySelectorAll('li')).toHaveLength(6);
  });

  it('calls to action to /register and /contact', () => {
    renderPublicRoute('/features');
    const cta = screen.getByRole('region', { name: 'Start practising today' });
    expect(within(cta).getByRole('link', { name: 'Create Your Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('has no axe violations', async () => {
    const { container } = renderPublicRoute('/features');
    await expectNoAxeViolations(container);
  });
});

describe('HowItWorksPage', () => {
  afterEach(cleanup);

  it('shows the four steps in order', () => {
    renderPublicRoute('/how-it-works');
    const steps = screen.getByRole('region', { name: 'Four steps' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Sign up and set up', 'Create a session', 'AI interaction', 'Review and progress']);
  });

  it('compares the psychiatrist and patient workflows', () => {
    renderPublicRoute('/how-it-works');
    const workflows = screen.getByRole('region', { name: 'Two workflows, one shared goal' });
    expect(
      within(workflows).getByRole('heading', { name: 'For psychiatrists and therapists' }),
    ).toBeInTheDocument();
    expect(within(workflows).getByRole('heading', { name: 'For patients' })).toBeInTheDocument();
  });

  it('calls to action to /register, /features and /contact', () => {
    renderPublicRoute('/how-it-works');
    const cta = screen.getByRole('region', { name: 'See it for yourself' });
    expect(within(cta).getByRole('link', { name: 'Create Your Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(cta).getByRole('link', { name: 'Explore Features' })).toHaveAttribute('href', '/features');
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('has no axe violations', async () => {
    const { container } = renderPublicRoute('/how-it-works');
    await expectNoAxeViolations(container);
  });
});
