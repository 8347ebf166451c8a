import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Link, type LinkComponent, LinkProvider } from './link';

/** Stands in for a router's link component. */
const RouterLink: LinkComponent = ({ href, children, className }) => (
  <a href={`#${href}`} className={className} data-router="yes">
    {children}
  </a>
);

describe('Link and LinkProvider', () => {
  it('without a provider, renders a plain anchor', async () => {
    const { container } = render(<Link href="/register">Create an account</Link>);
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/register');
    expect(link).toHaveClass('rb-link');
    await expectNoAxeViolations(container);
  });

  it('with a provider, renders links through the app component with href, class and children', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/terms" className="custom">
          Terms
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', '#/terms');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveClass('custom');
  });
});
