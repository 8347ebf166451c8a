import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderPublicRoute } from './test-helpers';

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('LandingPage', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('given the landing route', () => {
    it('has one h1 that names the whole audience for screen readers', () => {
      renderPublicRoute('/');
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveAccessibleName(
        'AI-assisted practice for therapists & coaches, mental health professionals, healthcare providers and wellness practitioners',
      );
    });

    it('hides the animated text from assistive technology', () => {
      const { container } = renderPublicRoute('/');
      const animated = container.querySelector('.rb-typing');
      expect(animated).toHaveAttribute('aria-hidden', 'true');
      expect(animated).toHaveAttribute('aria-live', 'off');
      expect(animated).toHaveAttribute('data-state', 'waiting');
    });

    it('types the first audience after the start delay', () => {
      vi.useFakeTimers();
      const { container } = renderPublicRoute('/');
      for (let step = 0; step < 1000 + 3 * 100; step += 50) {
        act(() => {
          vi.advanceTimersByTime(50);
        });
      }
      expect(container.querySelector('.rb-typing__text')).toHaveTextContent(/^The$/);
    });

    it('sends Sign In to /login and every Get Started / Join button to /register', () => {
      renderPublicRoute('/');
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      const getStarted = screen.getAllByRole('link', { name: 'Get Started' });
      expect(getStarted).toHaveLength(2);
      for (const link of getStarted) expect(link).toHaveAttribute('href', '/register');
      expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('link', { name: 'Join as Professional' })).toHaveAttribute('href', '/register');
    });

    it('links the header to Home, About and Contact', () => {
      renderPublicRoute('/');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
      expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    });

    it('labels Explore as Individual as coming soon and does not let it act', () => {
      renderPublicRoute('/');
      const button = screen.getByRole('button', { name: 'Explore as Individual' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Coming soon');
    });

    it('shows the impact figures and two testimonials', () => {
      renderPublicRoute('/');
      const impact = screen.getByRole('region', { name: 'Real Impact' });
      expect(within(impact).getByText('85%')).toBeInTheDocument();
      expect(within(impact).getByText('Improved client outcomes')).toBeInTheDocument();
      expect(within(impact).getByText('60%')).toBeInTheDocument();
      expect(within(impact).getByText('92%')).toBeInTheDocument();
      expect(within(impact).getByText('40%')).toBeInTheDocument();
      expect(within(impact).getByText('Trusted by 500+ professionals')).toBeInTheDocument();
      expect(impact.querySelectorAll('blockquote')).toHaveLength(2);
    });

    it('has no axe violations', async () => {
      const { container } = renderPublicRoute('/');
      await expectNoAxeViolations(container);
    });
  });

  describe('when Watch Demo is pressed', () => {
    it('scrolls to the demo video placeholder and moves focus there', () => {
      renderPublicRoute('/');
      fireEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
      const demo = screen.getByRole('region', { name: 'See Rebond in action' });
      expect(demo.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(demo).toHaveFocus();
      expect(within(demo).getByText('Demo video coming soon')).toBeInTheDocument();
    });
  });

  describe('given the user prefers reduced motion', () => {
    it('shows the first audience at once and scrolls without smoothing', () => {
      stubReducedMotion(true);
      const { container } = renderPublicRoute('/');
      expect(container.querySelector('.rb-typing__text')).toHaveTextContent('Therapists & Coaches');
      expect(container.querySelector('.rb-typing')).toHaveAttribute('data-state', 'static');
      fireEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    });
  });

  describe('the mobile menu toggle', () => {
    it('starts closed and opens on click', () => {
      renderPublicRoute('/');
      const toggle = screen.getByRole('button', { name: 'Menu' });
      const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveAttribute('data-state', 'closed');
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(menu).toHaveAttribute('data-state', 'open');
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape and gives focus back to the toggle', () => {
      renderPublicRoute('/');
      const toggle = screen.getByRole('button', { name: 'Menu' });
      fireEvent.click(toggle);
      const about = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'About',
      });
      about.focus();
      fireEvent.keyDown(about, { key: 'Escape' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('closes after following a link', () => {
      renderPublicRoute('/');
      const toggle = screen.getByRole('button', { name: 'Menu' });
      fireEvent.click(toggle);
      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
      );
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent(
        'Helping professionals prepare for the conversations that matter',
      );
    });
  });

  describe('the floating help buttons', () => {
    it('link to live chat support, documentation and a demo, with their tooltip as description', () => {
      renderPublicRoute('/');
      const quickHelp = screen.getByRole('navigation', { name: 'Quick help' });
      const chat = within(quickHelp).getByRole('link', { name: 'Live Chat Support' });
      expect(chat).toHaveAttribute('href', '/support');
      expect(chat).toHaveAccessibleDescription('Talk to our support team');
      expect(within(quickHelp).getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/help');
      expect(within(quickHelp).getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });

    it('shows the tooltip on focus and hides it on Escape', () => {
      renderPublicRoute('/');
      const chat = screen.getByRole('link', { name: 'Live Chat Support' });
      const hint = document.getElementById(chat.getAttribute('aria-describedby') ?? '');
      expect(hint).toHaveAttribute('role', 'tooltip');
      const tooltip = hint?.closest('.rb-floating__tooltip');
      expect(tooltip).toHaveAttribute('data-state', 'closed');
      fireEvent.focus(chat);
      expect(tooltip).toHaveAttribute('data-state', 'open');
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(tooltip).toHaveAttribute('data-state', 'closed');
    });

    it('sends the closing Schedule Demo button to /contact too', () => {
      renderPublicRoute('/');
      const links = screen.getAllByRole('link', { name: 'Schedule Demo' });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', '/contact');
    });
  });

  describe('the footer', () => {
    it('shows the support e-mail, the Berlin address, the 2024 copyright and the site links', () => {
      renderPublicRoute('/');
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'support@rebond.example' })).toHaveAttribute(
        'href',
        'mailto:support@rebond.example',
      );
      expect(within(footer).getByText('10119 Berlin')).toBeInTheDocument();
      expect(within(footer).getByText(/© 2024 Rebond/)).toBeInTheDocument();
      const hrefs = within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      for (const path of [
        '/privacy',
        '/terms',
        '/security',
        '/api',
        '/status',
        '/feedback',
        '/cookies',
        '/faq',
        '/help',
      ]) {
        expect(hrefs).toContain(path);
      }
    });
  });

  describe('given the French locale', () => {
    it('speaks French', () => {
      renderPublicRoute('/', 'fr');
      expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('heading', { level: 2, name: 'Conçu pour progresser' })).toBeInTheDocument();
    });
  });
});
