import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderPublicRoute } from './test-helpers';

describe('AboutPage', () => {
  afterEach(cleanup);

  it('has one h1, the four figures, mission and vision', () => {
    renderPublicRoute('/about');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const figures = screen.getByRole('region', { name: 'Rebond in numbers' });
    for (const [value, label] of [
      ['500+', 'Licensed Professionals'],
      ['10,000+', 'Sessions Supported'],
      ['95%', 'Satisfaction Rate'],
      ['24/7', 'Availability'],
    ]) {
      expect(within(figures).getByText(value as string)).toBeInTheDocument();
      expect(within(figures).getByText(label as string)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
  });

  it('lists the ten values in order', () => {
    renderPublicRoute('/about');
    const values = screen.getByRole('region', { name: 'Our values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Trust',
      'Respect',
      'Compassion',
      'Open Communication',
      'Commitment',
      'Equality',
      'Patience',
      'Forgiveness',
      'Support',
      'Playfulness',
    ]);
  });

  it('shows three team cards', () => {
    renderPublicRoute('/about');
    const team = screen.getByRole('region', { name: 'The people behind Rebond' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(3);
  });

  it('ends with calls to action to /contact, /features and /', () => {
    renderPublicRoute('/about');
    const cta = screen.getByRole('region', { name: 'Let’s talk' });
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(cta).getByRole('link', { name: 'Explore Features' })).toHaveAttribute('href', '/features');
    expect(within(cta).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('has no axe violations', async () => {
    const { container } = renderPublicRoute('/about');
    await expectNoAxeViolations(container);
  });
});
