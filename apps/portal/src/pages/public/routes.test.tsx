import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { publicRoutes } from './routes';
import { expectNoAxeViolations, renderPublicRoute } from './test-helpers';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

const PLACEHOLDERS = [
  '/faq',
  '/privacy',
  '/terms',
  '/support',
  '/forgot-password',
  '/security',
  '/api',
  '/status',
  '/feedback',
  '/cookies',
  '/help/getting-started',
  '/help/videos',
  '/help/faq',
  '/help/contact',
  '/help/docs',
];

describe('publicRoutes', () => {
  afterEach(cleanup);

  it('leaves sign-in, registration, the app pages and the 404 page to the app', () => {
    const owned = paths(publicRoutes);
    for (const path of ['/login', '/register', '/dashboard/coach', '/avatars', '/history', '/profile', '*']) {
      expect(owned).not.toContain(path);
    }
    expect(owned.some((path) => path.startsWith('/session') || path.startsWith('/dashboard'))).toBe(false);
  });

  it.each([
    ['/', 'AI-assisted practice for'],
    ['/features', 'Everything you need to rehearse with confidence'],
    ['/how-it-works', 'From first sign-up to meaningful practice'],
    ['/help', 'How can we help?'],
    ['/about', 'Helping professionals prepare for the conversations that matter'],
    ['/contact', 'Get in touch'],
  ])('renders %s inside the layout with its own h1', (path, heading) => {
    renderPublicRoute(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(PLACEHOLDERS)('shows "Coming Soon" and a link home at %s', (path) => {
    renderPublicRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('names the placeholder page it stands in for', () => {
    renderPublicRoute('/privacy');
    expect(screen.getByText('Privacy Policy', { selector: 'main p' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy · Rebond');
  });

  it('starts every page with a skip link to the main content', () => {
    renderPublicRoute('/about');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('has no axe violations on a placeholder page', async () => {
    const { container } = renderPublicRoute('/forgot-password');
    await expectNoAxeViolations(container);
  });
});
