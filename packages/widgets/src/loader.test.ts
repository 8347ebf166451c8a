import { embedMessages } from '@rebond/ui/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RebondConsentDetail } from './events';
import './index';
import { installRebond } from './rebond';

afterEach(() => {
  document.body.replaceChildren();
});

describe('given the loader snippet ran before the runtime', () => {
  it('queues calls in Rebond.q, then the runtime replays them in order', async () => {
    Reflect.deleteProperty(window, 'Rebond');
    await import('./loader');
    const handler = vi.fn<(event: CustomEvent<RebondConsentDetail>) => void>();
    const removed = vi.fn();
    window.Rebond?.('init', { locale: 'de' });
    window.Rebond?.('on', 'rebond:consent', handler);
    window.Rebond?.('on', 'rebond:consent', removed);
    window.Rebond?.('off', 'rebond:consent', removed);
    expect(window.Rebond?.q).toHaveLength(4);
    expect(window.Rebond?.version).toBeUndefined();

    const notice = document.createElement('rebond-consent-notice');
    document.body.append(notice);
    // Until the runtime takes over, nothing is applied.
    expect(notice.locale).toBe('en');

    const runtime = installRebond();
    expect(window.Rebond).toBe(runtime);
    expect(runtime.version).toBeDefined();
    expect(notice.locale).toBe('de');
    expect(notice.shadowRoot?.querySelector('[part="title"]')?.textContent).toBe(
      embedMessages.de.consent.types.session.title,
    );

    notice.shadowRoot?.querySelector<HTMLButtonElement>('[part="accept"]')?.click();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0].detail).toMatchObject({ type: 'session', granted: true });
    expect(removed).not.toHaveBeenCalled();

    // Calls after the runtime loaded run at once; a second install keeps the same runtime.
    window.Rebond?.('off', 'rebond:consent', handler);
    expect(installRebond()).toBe(runtime);
    window.Rebond?.('init', {});
    notice.shadowRoot?.querySelector<HTMLButtonElement>('[part="decline"]')?.click();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(notice.locale).toBe('en');
  });

  it('reports a malformed call without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = installRebond() as unknown as (...args: unknown[]) => void;
    expect(() => runtime('on', 'rebond:consent')).not.toThrow();
    expect(() => runtime('launch')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
