import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderPublicRoute } from './test-helpers';

function field(name: string | RegExp) {
  return screen.getByRole('textbox', { name });
}

function fillValidForm() {
  fireEvent.change(field(/^Full Name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(field(/^Email Address/), { target: { value: 'ada@example.com' } });
  fireEvent.change(field(/^Organization/), { target: { value: 'Analytical Practice' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Inquiry Type' }), { target: { value: 'demo' } });
  fireEvent.change(field(/^Subject/), { target: { value: 'A demo for my team' } });
  fireEvent.change(field(/^Message/), { target: { value: 'We are five therapists.' } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactPage', () => {
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = vi.fn();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('given the contact route', () => {
    it('shows the four contact cards and the availability block', () => {
      renderPublicRoute('/contact');
      const cards = screen.getByRole('region', { name: 'Ways to reach us' });
      for (const title of [
        'Technical support',
        'Berlin headquarters',
        'Platform demo',
        'Business inquiries',
      ]) {
        expect(within(cards).getByRole('heading', { name: title })).toBeInTheDocument();
      }
      expect(within(cards).getByRole('link', { name: 'support@rebond.example' })).toHaveAttribute(
        'href',
        'mailto:support@rebond.example',
      );
      expect(screen.getByText('Live consultation')).toBeInTheDocument();
      expect(screen.getByText('Mon–Fri 9AM–6PM CET')).toBeInTheDocument();
      expect(screen.getByText('By appointment')).toBeInTheDocument();
      expect(screen.getByText('Enterprise support')).toBeInTheDocument();
    });

    it('defaults the inquiry type to general and offers the six types', () => {
      renderPublicRoute('/contact');
      const select = screen.getByRole('combobox', { name: 'Inquiry Type' });
      expect(select).toHaveValue('general');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['general', 'demo', 'technical', 'integration', 'business', 'enterprise']);
    });

    it('marks the four required fields as required and organization as optional', () => {
      renderPublicRoute('/contact');
      expect(field(/^Full Name/)).toBeRequired();
      expect(field(/^Email Address/)).toBeRequired();
      expect(field(/^Subject/)).toBeRequired();
      expect(field(/^Message/)).toBeRequired();
      expect(field(/^Organization/)).not.toBeRequired();
      expect(field(/^Organization/)).toHaveAccessibleName('Organization (optional)');
    });

    it('has no axe violations', async () => {
      const { container } = renderPublicRoute('/contact');
      await expectNoAxeViolations(container);
    });
  });

  describe('when submitted empty', () => {
    it('explains each missing field inline and focuses the first one', () => {
      renderPublicRoute('/contact');
      submit();
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct 4 fields below.');
      expect(field(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
      expect(field(/^Full Name/)).toHaveAccessibleDescription('Please enter your full name.');
      expect(field(/^Email Address/)).toHaveAccessibleDescription('Please enter your e-mail address.');
      expect(field(/^Subject/)).toHaveAccessibleDescription('Please enter a subject.');
      expect(field(/^Message/)).toHaveAccessibleDescription('Please enter your message.');
      expect(field(/^Organization/)).not.toHaveAttribute('aria-invalid');
      expect(field(/^Full Name/)).toHaveFocus();
      expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    });

    it('updates the messages as the fields are corrected', () => {
      renderPublicRoute('/contact');
      submit();
      fireEvent.change(field(/^Full Name/), { target: { value: 'Ada' } });
      expect(field(/^Full Name/)).not.toHaveAttribute('aria-invalid');
      fireEvent.change(field(/^Email Address/), { target: { value: 'ada@' } });
      expect(field(/^Email Address/)).toHaveAccessibleDescription(
        'Please enter a valid e-mail address, such as name@example.com.',
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct 3 fields below.');
    });

    it('has no axe violations with the errors shown', async () => {
      const { container } = renderPublicRoute('/contact');
      submit();
      await expectNoAxeViolations(container);
    });
  });

  describe('when submitted with an invalid e-mail only', () => {
    it('focuses the e-mail field', () => {
      renderPublicRoute('/contact');
      fillValidForm();
      fireEvent.change(field(/^Email Address/), { target: { value: 'not-an-email' } });
      submit();
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct 1 field below.');
      expect(field(/^Email Address/)).toHaveFocus();
    });
  });

  describe('when submitted valid', () => {
    it('shows "Message Sent Successfully!" for 3 seconds, then an empty form', () => {
      vi.useFakeTimers();
      renderPublicRoute('/contact');
      fillValidForm();
      submit();
      const success = screen.getByRole('status');
      expect(success).toHaveTextContent('Message Sent Successfully!');
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
      expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(2_900);
      });
      expect(screen.getByText('Message Sent Successfully!')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      vi.useRealTimers();
      expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
      expect(field(/^Full Name/)).toHaveValue('');
      expect(field(/^Message/)).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Inquiry Type' })).toHaveValue('general');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Send us a message' })).toHaveFocus();
    });

    it('brings the form back at once with "Send another message"', () => {
      renderPublicRoute('/contact');
      fillValidForm();
      submit();
      fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
      expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Send us a message' })).toHaveFocus();
    });
  });
});
