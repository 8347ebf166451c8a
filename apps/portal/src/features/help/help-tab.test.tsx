import { catalogueProblems, LOCALES, LocaleProvider } from '@rebond/ui';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../pages/public/test-helpers';
import { SAMPLE_CONTACT, SAMPLE_RESOURCE_LINKS } from './fixtures';
import { HelpTab } from './help-tab';
import { helpTabMessages } from './messages/all-locales';

describe('HelpTab', () => {
  it('links the five help resources in a new tab and passes axe', async () => {
    render(<HelpTab resourceLinks={SAMPLE_RESOURCE_LINKS} contact={SAMPLE_CONTACT} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Help & Support' })).toBeInTheDocument();
    const resources = within(screen.getByRole('region', { name: 'Resources' })).getAllByRole('link');
    expect(resources.map((link) => link.getAttribute('href'))).toEqual([
      '/help/getting-started',
      '/help/videos',
      '/help/faq',
      '/help/contact',
      '/help/docs',
    ]);
    expect(resources[0]).toHaveAccessibleName('Getting Started (opens in a new tab)');
    for (const link of resources) expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(document.body);
  });

  it('offers e-mail as a real link and says that live chat and call scheduling are not available yet', () => {
    render(<HelpTab resourceLinks={SAMPLE_RESOURCE_LINKS} contact={SAMPLE_CONTACT} />);
    const quick = within(screen.getByRole('region', { name: 'Quick Support' }));
    expect(quick.queryByText(/24\/7/)).toBeNull();
    expect(quick.getByText('Response within 24 hours')).toBeInTheDocument();
    expect(quick.getByText('Mon–Fri, 9AM–6PM')).toBeInTheDocument();
    expect(quick.getByRole('link', { name: 'Write to support@rebond.example' })).toHaveAttribute(
      'href',
      'mailto:support@rebond.example',
    );
    const chat = quick.getByRole('button', { name: 'Start Chat' });
    expect(chat).toBeDisabled();
    expect(chat).toHaveAccessibleDescription(
      'Live chat is not available yet. Please use e-mail in the meantime.',
    );
    const call = quick.getByRole('button', { name: 'Schedule Call' });
    expect(call).toBeDisabled();
    expect(call).toHaveAccessibleDescription(
      'Call scheduling is not available yet. Please use e-mail in the meantime.',
    );
  });

  it('labels the status list as static and shows voice processing in maintenance', () => {
    render(<HelpTab resourceLinks={SAMPLE_RESOURCE_LINKS} contact={SAMPLE_CONTACT} />);
    const status = within(screen.getByRole('region', { name: 'System Status' }));
    expect(status.getByText(/^Status as of this release/)).toBeInTheDocument();
    const rows = status.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toContain('Voice processingMaintenance');
    expect(rows.filter((row) => row?.endsWith('Maintenance'))).toEqual(['Voice processingMaintenance']);
  });

  it('shows the contact details and emergency support with the crisis note', () => {
    render(<HelpTab resourceLinks={SAMPLE_RESOURCE_LINKS} contact={SAMPLE_CONTACT} />);
    const contact = within(screen.getByRole('region', { name: 'Contact Information' }));
    expect(contact.getByRole('link', { name: 'business@rebond.example' })).toHaveAttribute(
      'href',
      'mailto:business@rebond.example',
    );
    expect(contact.getByText('10119 Berlin')).toBeInTheDocument();
    const emergency = within(screen.getByRole('region', { name: 'Emergency Support' }));
    expect(emergency.getByText('Response in under 2 hours')).toBeInTheDocument();
    expect(emergency.getByRole('link', { name: 'Email urgent support' })).toHaveAttribute(
      'href',
      'mailto:support@rebond.example?subject=URGENT%3A%20Rebond%20support',
    );
    expect(emergency.getByRole('note')).toHaveTextContent(
      /Rebond is not a crisis service.*call your local emergency number now/,
    );
  });

  it('speaks German inside a German LocaleProvider and nests headings under the given level', () => {
    render(
      <LocaleProvider locale="de">
        <HelpTab resourceLinks={SAMPLE_RESOURCE_LINKS} contact={SAMPLE_CONTACT} headingLevel={3} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Hilfe und Support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Systemstatus' })).toBeInTheDocument();
    expect(screen.getByText('Wartung')).toBeInTheDocument();
  });

  it('has the texts of English in every locale, none empty', () => {
    expect(catalogueProblems(helpTabMessages)).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('is translated in %s', (locale) => {
    expect(helpTabMessages[locale].crisisText).not.toBe(helpTabMessages.en.crisisText);
  });
});
