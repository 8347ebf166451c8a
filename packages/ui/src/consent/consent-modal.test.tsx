import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider, MessagesProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { ConsentModal } from './consent-modal';
import { CONSENT_TYPES, consentVersions } from './consent-types';
import { consentMessages } from './messages/all-locales';
import { consentDetailsMessages } from './messages/details/all-locales';

const NOTE = 'Your consent is required to continue. You can withdraw it anytime from your account settings.';

describe('ConsentModal', () => {
  it.each([
    ['platform', 'Welcome to Our Trauma Therapy Platform'],
    ['session', 'Session Recording Consent'],
    ['data-processing', 'AI Processing Consent'],
  ] as const)('given the %s type, is a modal dialog titled %s with the note', async (type, title) => {
    render(<ConsentModal type={type} open onAccept={() => {}} onDecline={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('data-type', type);
    expect(dialog).toHaveAccessibleDescription(consentMessages.en.types[type].description);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I Don't Agree" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Understand and Agree' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('given no decline handler, offers only I Understand and Agree', () => {
    render(<ConsentModal type="platform" open onAccept={() => {}} />);
    expect(screen.queryByRole('button', { name: "I Don't Agree" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Understand and Agree' })).toBeInTheDocument();
  });

  it('hides the details until Show Details is pressed, then Hide Details folds them again', async () => {
    render(<ConsentModal type="session" open onAccept={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Show Details' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('data-state', 'closed');
    expect(details).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide Details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('data-state', 'open');
    expect(details).toBeVisible();
    expect(details).toHaveAttribute('data-state', 'open');
    expect(await screen.findAllByRole('listitem')).toHaveLength(consentDetailsMessages.en.session.length);
    expect(details).not.toHaveAttribute('aria-busy');
    expect(screen.getByText(/shared only between you and your assigned psychiatrist/)).toBeInTheDocument();
    await expectNoAxeViolations(document.body);

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Show Details');
    expect(details).not.toBeVisible();
  });

  it('loads the details only once they are shown, the list busy until they arrive', async () => {
    render(
      <LocaleProvider locale="es">
        <ConsentModal type="platform" open onAccept={() => {}} />
      </LocaleProvider>,
    );
    const toggle = await screen.findByRole('button', { name: 'Mostrar detalles' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).toBeEmptyDOMElement();
    expect(details).not.toHaveAttribute('aria-busy');

    // A plain click (no pointer moving in first, which would fetch them ahead).
    fireEvent.click(toggle);
    expect(details).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar detalles');
    await waitFor(() => expect(details).not.toHaveAttribute('aria-busy'));
    expect(
      within(details as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(consentDetailsMessages.es.platform);
  });

  it('shows the details an app overrides, in a built-in language and in an extra one', async () => {
    const mine = ['Recordings stay on our servers in Lyon.', 'Ask us to delete them at any time.'];
    const { unmount } = render(
      <MessagesProvider locale="en" messages={{ en: { consentDetails: { session: mine } } }}>
        <ConsentModal type="session" open onAccept={() => {}} />
      </MessagesProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show Details' }));
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(mine);
    unmount();

    render(
      <MessagesProvider
        locale="it"
        fallbackLocale="fr"
        messages={{ it: { consentDetails: { platform: ['Rebond non sostituisce la terapia.'] } } }}
      >
        <ConsentModal type="data-processing" open onAccept={() => {}} />
      </MessagesProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Afficher les détails' }));
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(
      consentDetailsMessages.fr['data-processing'],
    );
  });

  it('when the next consent type is shown, its details start folded again', async () => {
    const { rerender } = render(<ConsentModal type="platform" open onAccept={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-expanded', 'true');
    rerender(<ConsentModal type="session" open onAccept={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Session Recording Consent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Details' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when accepting, calls onAccept; when declining, calls onDecline', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<ConsentModal type="platform" open onAccept={onAccept} onDecline={onDecline} />);
    await userEvent.click(screen.getByRole('button', { name: "I Don't Agree" }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'I Understand and Agree' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('when pressing Escape or clicking outside, stays open because a choice is required', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<ConsentModal type="platform" open onAccept={onAccept} onDecline={onDecline} />);
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector('[data-slot="consent-modal-overlay"]');
    expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onAccept).not.toHaveBeenCalled();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('is keyboard operable: focus starts inside, Tab cycles through the controls, Enter accepts', async () => {
    const onAccept = vi.fn();
    render(<ConsentModal type="data-processing" open onAccept={onAccept} onDecline={() => {}} />);
    expect(screen.getByRole('button', { name: 'Show Details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: "I Don't Agree" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'I Understand and Agree' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Hide Details' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('while pending, the accept button is busy and both choices are ignored', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<ConsentModal type="platform" open pending onAccept={onAccept} onDecline={onDecline} />);
    const accept = screen.getByRole('button', { name: 'I Understand and Agree' });
    expect(accept).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(accept);
    await userEvent.click(screen.getByRole('button', { name: "I Don't Agree" }));
    expect(onAccept).not.toHaveBeenCalled();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('while open, the page behind does not scroll; once closed, the page gets its own overflow back', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(<ConsentModal type="platform" open onAccept={() => {}} />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<ConsentModal type="platform" open={false} onAccept={() => {}} />);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('when closed, renders nothing', () => {
    render(<ConsentModal type="platform" open={false} onAccept={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in German, shows the German texts', () => {
    render(
      <LocaleProvider locale="de">
        <ConsentModal type="session" open onAccept={() => {}} onDecline={() => {}} />
      </LocaleProvider>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Einwilligung zur Aufzeichnung von Sitzungen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ich verstehe und stimme zu' })).toBeInTheDocument();
  });

  it('exports every type with a dated version', () => {
    expect(CONSENT_TYPES).toEqual(['platform', 'session', 'data-processing']);
    for (const type of CONSENT_TYPES) expect(consentVersions[type]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
