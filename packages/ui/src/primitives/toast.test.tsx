import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { Toast } from './toast';

function Flash() {
  const [open, setOpen] = useState(true);
  return <Toast open={open} onOpenChange={setOpen} title="Copied." duration={200} />;
}

describe('Toast', () => {
  it('shows its title and description in a labelled region, and closes with its close button', async () => {
    const onOpenChange = vi.fn();
    const { container } = render(
      <Toast
        open
        onOpenChange={onOpenChange}
        tone="success"
        title="Preferences saved."
        description="They apply on this device."
      />,
    );
    const region = screen.getByRole('region', { name: /Notifications/ });
    const toast = region.querySelector('[data-slot="toast"]');
    expect(toast).toHaveTextContent('Preferences saved.They apply on this device.');
    expect(toast).toHaveAttribute('data-state', 'open');
    expect(toast).toHaveAttribute('data-tone', 'success');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes by itself after its duration', async () => {
    render(<Flash />);
    expect(screen.getByText('Copied.', { selector: '[data-slot="toast-title"]' })).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-slot="toast"]')).toBeNull(), { timeout: 5000 });
  });

  it('names its region and close button in the reader language', async () => {
    render(
      <LocaleProvider locale="fr">
        <Toast open title="Enregistré." />
      </LocaleProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('puts a data-slot and the given classes on every part', () => {
    render(
      <Toast
        open
        title="Saved."
        description="Done."
        className="root"
        classNames={{ viewport: 'v', title: 't', description: 'd', close: 'c' }}
      />,
    );
    const slot = (name: string) => document.querySelector(`[data-slot="${name}"]`);
    expect(slot('toast')).toHaveClass('rb-toast', 'root');
    expect(slot('toast-viewport')).toHaveClass('rb-toast-viewport', 'v');
    expect(slot('toast-title')).toHaveClass('rb-toast__title', 't');
    expect(slot('toast-description')).toHaveClass('rb-toast__description', 'd');
    expect(slot('toast-close')).toHaveClass('rb-toast__close', 'c');
  });
});
