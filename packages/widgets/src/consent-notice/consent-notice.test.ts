import { CONSENT_TYPES, embedMessages, LOCALES, visitorConsentVersions } from '@rebond/ui/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RebondConsentDetail, RebondErrorDetail } from '../events';
import { init } from '../rebond';
import { configureRecorderApi, type RecorderApiConfig } from '../recorder/api';
import { FakeRecorderApi } from '../recorder/testing/fake-recorder-api';
import { RebondConsentNotice } from './consent-notice';

function mount(attributes: Record<string, string> = {}, parent: HTMLElement = document.body) {
  const notice = document.createElement('rebond-consent-notice');
  for (const [name, value] of Object.entries(attributes)) notice.setAttribute(name, value);
  parent.append(notice);
  const root = notice.shadowRoot!;
  const part = <T extends HTMLElement = HTMLElement>(name: string) =>
    root.querySelector<T>(`[part="${name}"]`)!;
  return { notice, root, part };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  init({});
});

describe('given a default consent notice', () => {
  it('is defined under its tag and shows the session consent in English', () => {
    const { notice, part } = mount();
    expect(notice).toBeInstanceOf(RebondConsentNotice);
    expect(notice.type).toBe('session');
    const texts = embedMessages.en.consent;
    expect(part('title').textContent).toBe(texts.types.session.title);
    expect(part('description').textContent).toBe(texts.types.session.description);
    expect(part('note').textContent).toBe(texts.note);
    expect(part('accept').textContent).toContain('I Understand and Agree');
    expect(part('decline').textContent).toContain("I Don't Agree");
    expect(part('toggle').textContent).toContain('Show Details');
  });

  it('is a region named by its title', () => {
    const { part } = mount();
    expect(part('base').tagName).toBe('SECTION');
    expect(part('base').getAttribute('aria-labelledby')).toBe(part('title').id);
    expect(part('base').getAttribute('lang')).toBe('en');
  });

  it('starts with the details closed', () => {
    const { notice, part } = mount();
    expect(notice.getAttribute('data-state')).toBe('closed');
    expect(part('toggle').getAttribute('aria-expanded')).toBe('false');
    expect(part('toggle').getAttribute('aria-controls')).toBe(part('details').id);
    expect(part('details').hidden).toBe(true);
    expect(notice.hasAttribute('data-decision')).toBe(false);
    expect(part('accept').getAttribute('aria-pressed')).toBe('false');
    expect(part('decline').getAttribute('aria-pressed')).toBe('false');
  });
});

describe.each(CONSENT_TYPES)('given data-type="%s"', (type) => {
  it.each(LOCALES)('shows its texts in %s', (locale) => {
    const { part } = mount({ 'data-type': type, 'data-locale': locale });
    const texts = embedMessages[locale].consent;
    expect(part('title').textContent).toBe(texts.types[type].title);
    expect(part('description').textContent).toBe(texts.types[type].description);
    expect([...part('details').querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      texts.types[type].details,
    );
    expect(part('note').textContent).toBe(texts.note);
    expect(part('accept').textContent).toContain(texts.accept);
    expect(part('decline').textContent).toContain(texts.decline);
    expect(part('base').getAttribute('lang')).toBe(locale);
  });
});

describe('choosing the language', () => {
  it('falls back to session for an unknown data-type', () => {
    const { notice, part } = mount({ 'data-type': 'marketing' });
    expect(notice.type).toBe('session');
    expect(part('title').textContent).toBe(embedMessages.en.consent.types.session.title);
  });

  it('prefers data-locale, then init, then the nearest lang, then English', () => {
    document.documentElement.setAttribute('lang', 'es');
    const wrapper = document.createElement('div');
    wrapper.setAttribute('lang', 'fr-CA');
    document.body.append(wrapper);
    const { notice } = mount({}, wrapper);
    expect(notice.locale).toBe('fr');

    init({ locale: 'de' });
    expect(notice.locale).toBe('de');

    notice.setAttribute('data-locale', 'en');
    expect(notice.locale).toBe('en');

    notice.setAttribute('data-locale', 'it');
    expect(notice.locale).toBe('de');
    init({});
    expect(notice.locale).toBe('fr');
    wrapper.removeAttribute('lang');
    expect(notice.locale).toBe('es');
    document.documentElement.removeAttribute('lang');
    expect(notice.locale).toBe('en');
  });

  it('re-renders widgets already on the page when init sets the locale', () => {
    const { part } = mount({ 'data-type': 'platform' });
    init({ locale: 'fr' });
    expect(part('title').textContent).toBe(embedMessages.fr.consent.types.platform.title);
  });

  it('warns about an unsupported init locale', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    init({ locale: 'it' as never });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reads the lang of the host when it sits in another shadow root', () => {
    const outer = document.createElement('div');
    outer.setAttribute('lang', 'de');
    document.body.append(outer);
    const shadow = outer.attachShadow({ mode: 'open' });
    const notice = document.createElement('rebond-consent-notice');
    shadow.append(notice);
    expect(notice.locale).toBe('de');
  });
});

describe('after clicking Show Details', () => {
  it('opens the details, then closes them again', () => {
    const { notice, part } = mount();
    part('toggle').click();
    expect(part('toggle').getAttribute('aria-expanded')).toBe('true');
    expect(part('toggle').textContent).toContain('Hide Details');
    expect(part('details').hidden).toBe(false);
    expect(notice.getAttribute('data-state')).toBe('open');
    expect(notice.open).toBe(true);

    part('toggle').click();
    expect(part('toggle').getAttribute('aria-expanded')).toBe('false');
    expect(part('toggle').textContent).toContain('Show Details');
    expect(part('details').hidden).toBe(true);
    expect(notice.getAttribute('data-state')).toBe('closed');
  });
});

describe.each([
  { button: 'accept', granted: true, decision: 'granted' },
  { button: 'decline', granted: false, decision: 'declined' },
] as const)('when clicking $button', ({ button, granted, decision }) => {
  it('dispatches rebond:consent that bubbles out of the shadow root', () => {
    const { notice, part } = mount({ 'data-type': 'data-processing' });
    const onDocument = vi.fn<(event: CustomEvent<RebondConsentDetail>) => void>();
    document.addEventListener('rebond:consent', onDocument);
    part(button).click();
    document.removeEventListener('rebond:consent', onDocument);

    expect(onDocument).toHaveBeenCalledTimes(1);
    const event = onDocument.mock.calls[0]![0];
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.target).toBe(notice);
    expect(event.detail).toEqual({
      type: 'data-processing',
      granted,
      version: visitorConsentVersions['data-processing'],
    });
  });

  it('records the decision, closes the details and marks the chosen button', () => {
    const { notice, part } = mount();
    const seen: (string | null)[] = [];
    notice.addEventListener('rebond:consent', () => seen.push(notice.getAttribute('data-decision')));
    part('toggle').click();
    part(button).click();
    expect(seen).toEqual([decision]);
    expect(notice.getAttribute('data-decision')).toBe(decision);
    expect(notice.decision).toBe(decision);
    expect(notice.getAttribute('data-state')).toBe('closed');
    expect(part('toggle').getAttribute('aria-expanded')).toBe('false');
    expect(part('accept').getAttribute('aria-pressed')).toBe(String(granted));
    expect(part('decline').getAttribute('aria-pressed')).toBe(String(!granted));
  });
});

describe('when attributes change', () => {
  it('re-renders the texts for a new type and locale', () => {
    const { notice, part } = mount();
    notice.setAttribute('data-type', 'platform');
    expect(part('title').textContent).toBe(embedMessages.en.consent.types.platform.title);
    notice.setAttribute('data-locale', 'es');
    expect(part('title').textContent).toBe(embedMessages.es.consent.types.platform.title);
    expect(part('toggle').textContent).toContain(embedMessages.es.consent.showDetails);
    notice.type = 'session';
    expect(part('title').textContent).toBe(embedMessages.es.consent.types.session.title);
  });

  it('restores a saved decision from data-decision', () => {
    const { notice, part } = mount({ 'data-decision': 'declined' });
    expect(part('decline').getAttribute('aria-pressed')).toBe('true');
    notice.setAttribute('data-decision', 'granted');
    expect(part('accept').getAttribute('aria-pressed')).toBe('true');
    expect(part('decline').getAttribute('aria-pressed')).toBe('false');
    notice.decision = undefined;
    expect(part('accept').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps focus on the button that was clicked', () => {
    const { notice, root, part } = mount();
    part('accept').focus();
    part('accept').click();
    notice.setAttribute('data-locale', 'fr');
    expect(root.activeElement).toBe(part('accept'));
  });

  it('renders attributes set before it was attached', () => {
    const notice = document.createElement('rebond-consent-notice');
    notice.setAttribute('data-type', 'platform');
    notice.setAttribute('data-locale', 'fr');
    document.body.append(notice);
    expect(notice.shadowRoot?.querySelector('[part="title"]')?.textContent).toBe(
      embedMessages.fr.consent.types.platform.title,
    );
  });
});

describe('defining twice', () => {
  it('is a no-op that keeps the first definition', () => {
    expect(RebondConsentNotice.define()).toBe(false);
    expect(customElements.get('rebond-consent-notice')).toBe(RebondConsentNotice);
  });
});

describe('given an api (a token, a key, or the api property)', () => {
  afterEach(() => configureRecorderApi(undefined));

  it('stores the answer on the server and says so', async () => {
    const api = new FakeRecorderApi();
    const { notice, part } = mount();
    notice.api = api;
    part('accept').click();
    expect(notice.getAttribute('data-saved')).toBe('saving');
    expect(part('status').textContent).toBe(embedMessages.en.consent.saving);
    await vi.waitFor(() => expect(notice.getAttribute('data-saved')).toBe('saved'));
    expect(api.consents).toEqual([{ granted: true, version: visitorConsentVersions.session }]);
    expect(part('status').textContent).toBe(embedMessages.en.consent.saved);
    expect(part('status').getAttribute('role')).toBe('status');
  });

  it('uses the registered factory with data-token, and reports a failure in plain words', async () => {
    const configs: RecorderApiConfig[] = [];
    const api = new FakeRecorderApi({ consentError: 'expired' });
    configureRecorderApi((config) => {
      configs.push(config);
      return api;
    });
    const { notice, part } = mount({ 'data-token': 'token-1', 'data-locale': 'fr' });
    const onError = vi.fn<(event: CustomEvent<RebondErrorDetail>) => void>();
    document.addEventListener('rebond:error', onError);
    part('decline').click();
    await vi.waitFor(() => expect(notice.getAttribute('data-saved')).toBe('failed'));
    document.removeEventListener('rebond:error', onError);
    expect(configs).toEqual([{ baseUrl: '', token: 'token-1' }]);
    expect(part('status').textContent).toBe(embedMessages.fr.recorder.errors.expired);
    expect(onError.mock.calls[0]?.[0].detail).toEqual({
      kind: 'expired',
      step: 'consent',
      message: embedMessages.fr.recorder.errors.expired,
    });
  });

  it('without one, only fires the event', () => {
    const { notice, part } = mount();
    part('accept').click();
    expect(notice.hasAttribute('data-saved')).toBe(false);
    expect(part('status').hidden).toBe(true);
  });
});
