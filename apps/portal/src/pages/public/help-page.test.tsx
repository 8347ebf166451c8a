import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-items';
import { expectNoAxeViolations, renderPublicRoute } from './test-helpers';

function faqRegion() {
  return screen.getByRole('region', { name: 'Frequently Asked Questions' });
}

function visibleQuestions() {
  return Array.from(faqRegion().querySelectorAll('summary')).map((summary) => summary.textContent);
}

describe('HelpPage', () => {
  afterEach(cleanup);

  describe('given the help route', () => {
    it('has a single h1 and the three contact channels as information', () => {
      renderPublicRoute('/help');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const contact = screen.getByRole('region', { name: 'Contact support' });
      expect(within(contact).getByRole('heading', { name: 'Live Chat' })).toBeInTheDocument();
      expect(within(contact).getByText("We'll respond within 24 hours")).toBeInTheDocument();
      expect(within(contact).getByText('Mon–Fri 9AM–6PM EST')).toBeInTheDocument();
    });

    it('does not offer a Start Chat button that silently does nothing', () => {
      renderPublicRoute('/help');
      const start = screen.getByRole('button', { name: 'Start Chat' });
      expect(start).toBeDisabled();
      expect(start).toHaveAccessibleDescription(/not available yet/);
    });

    it('lists six resources that open their documentation in a new tab', () => {
      renderPublicRoute('/help');
      const resources = screen.getByRole('region', { name: 'Helpful Resources' });
      const links = within(resources).getAllByRole('link');
      expect(links).toHaveLength(6);
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        expect.arrayContaining([
          '/help/getting-started',
          '/help/videos',
          '/help/faq',
          '/help/contact',
          '/help/docs',
        ]),
      );
      const types = Array.from(resources.querySelectorAll('[data-type]')).map((item) =>
        item.getAttribute('data-type'),
      );
      expect(new Set(types)).toEqual(new Set(['guide', 'video', 'article', 'tutorial']));
    });

    it('shows every question with the "all" category selected', () => {
      renderPublicRoute('/help');
      expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
      expect(visibleQuestions()).toHaveLength(FAQ_ITEMS.length);
      expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${FAQ_ITEMS.length} questions`);
    });

    it('has no axe violations', async () => {
      const { container } = renderPublicRoute('/help');
      await expectNoAxeViolations(container);
    });
  });

  describe('when searching the FAQ', () => {
    it('matches the answers as well as the questions', () => {
      renderPublicRoute('/help');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search questions and answers' }), {
        target: { value: 'opus' },
      });
      expect(visibleQuestions()).toEqual(['Which audio format is used for recordings?']);
      expect(screen.getByRole('status')).toHaveTextContent(`Showing 1 of ${FAQ_ITEMS.length} questions`);
    });

    it('shows "No FAQs Found" when nothing matches, and can start over', () => {
      renderPublicRoute('/help');
      const search = screen.getByRole('searchbox', { name: 'Search questions and answers' });
      fireEvent.change(search, { target: { value: 'teleportation' } });
      expect(screen.getByRole('heading', { name: 'No FAQs Found' })).toBeInTheDocument();
      expect(faqRegion()).toHaveAttribute('data-state', 'empty');
      expect(visibleQuestions()).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'Clear search and category' }));
      expect(search).toHaveValue('');
      expect(visibleQuestions()).toHaveLength(FAQ_ITEMS.length);
      expect(faqRegion()).toHaveAttribute('data-state', 'results');
    });

    it('has no axe violations in the empty state', async () => {
      const { container } = renderPublicRoute('/help');
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'teleportation' } });
      await expectNoAxeViolations(container);
    });
  });

  describe('when choosing a category', () => {
    it('keeps only that category', () => {
      renderPublicRoute('/help');
      fireEvent.click(screen.getByRole('radio', { name: 'Billing' }));
      expect(visibleQuestions()).toEqual(['Do I need a credit card to sign up?']);
      fireEvent.click(screen.getByRole('radio', { name: 'Technical' }));
      expect(visibleQuestions()).toEqual([
        'Which audio format is used for recordings?',
        'How long does video generation take?',
        'My microphone is not working. What can I do?',
      ]);
    });

    it('combines the category with the search', () => {
      renderPublicRoute('/help');
      fireEvent.click(screen.getByRole('radio', { name: 'Sessions' }));
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'microphone' } });
      expect(screen.getByRole('heading', { name: 'No FAQs Found' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('radio', { name: 'Technical' }));
      expect(visibleQuestions()).toEqual(['My microphone is not working. What can I do?']);
    });
  });

  describe('the FAQ answers', () => {
    it('are native disclosures that open from their question', () => {
      renderPublicRoute('/help');
      const summary = screen.getByText('Can I delete sessions and avatars?');
      const details = summary.closest('details');
      expect(details).not.toHaveAttribute('open');
      fireEvent.click(summary);
      expect(details).toHaveAttribute('open');
      expect(within(details as HTMLElement).getByText(/cannot be undone/)).toBeVisible();
    });
  });

  describe('the Still Need Help block', () => {
    it('links to the contact page and to support e-mail', () => {
      renderPublicRoute('/help');
      const block = screen.getByRole('region', { name: 'Still Need Help?' });
      expect(within(block).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      expect(within(block).getByRole('link', { name: 'Email Support' })).toHaveAttribute(
        'href',
        'mailto:support@rebond.example',
      );
    });
  });
});
