import { CONSENT_TYPES, type ConsentType, embedMessages, LOCALES, type Locale } from '@rebond/ui/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, createElement, Fragment } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { RebondConsentDetail } from '../events';
import { FakeRecorderApi } from '../recorder/testing/fake-recorder-api';
import { type ConsentDecision, RebondConsentNotice } from './consent-notice';

interface ConsentNoticeArgs {
  /** `data-type` */
  type: ConsentType;
  /** `data-locale`; unset, the notice follows the toolbar's locale through `lang`. */
  locale?: Locale;
  /** `data-decision` */
  decision?: ConsentDecision;
  /** `--rb-*` design tokens set on the element, as a host page themes it. */
  theme?: Record<`--rb-${string}`, string>;
}

/** The element and its shadow root, once it has rendered. */
async function getNotice(canvasElement: HTMLElement) {
  const notice = await waitFor(() => {
    const element = canvasElement.querySelector('rebond-consent-notice');
    if (!(element instanceof RebondConsentNotice) || !element.shadowRoot) throw new Error('not rendered yet');
    return element;
  });
  // Testing Library queries work inside an open shadow root.
  const shadow = within(notice.shadowRoot as unknown as HTMLElement);
  return { notice, shadow };
}

const meta = {
  title: 'Widgets/ConsentNotice',
  args: { type: 'session' },
  argTypes: {
    type: { control: 'inline-radio', options: CONSENT_TYPES },
    locale: { control: 'inline-radio', options: [undefined, ...LOCALES] },
    decision: { control: 'inline-radio', options: [undefined, 'granted', 'declined'] },
  },
  render: ({ type, locale, decision, theme }) =>
    createElement(RebondConsentNotice.tagName, {
      'data-type': type,
      'data-locale': locale,
      'data-decision': decision,
      style: theme as CSSProperties | undefined,
    }),
} satisfies Meta<ConsentNoticeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Session: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { notice, shadow } = await getNotice(canvasElement);
    await expect(shadow.getByRole('region', { name: 'Before You Start' })).toBeVisible();
    const onConsent = fn<(event: CustomEvent<RebondConsentDetail>) => void>();
    canvasElement.addEventListener('rebond:consent', onConsent);
    await userEvent.click(shadow.getByRole('button', { name: 'I Understand and Agree' }));
    canvasElement.removeEventListener('rebond:consent', onConsent);
    await expect(onConsent).toHaveBeenCalledTimes(1);
    await expect(onConsent.mock.calls[0]?.[0].detail).toMatchObject({ type: 'session', granted: true });
    await expect(notice).toHaveAttribute('data-decision', 'granted');
  },
};

export const Platform: Story = { args: { type: 'platform' } };

export const DataProcessing: Story = { args: { type: 'data-processing' } };

/** The language comes from the nearest `lang` attribute: here the toolbar's French. */
export const French: Story = {
  args: { type: 'platform' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const { shadow } = await getNotice(canvasElement);
    const texts = embedMessages.fr.consent;
    await expect(shadow.getByRole('heading', { name: texts.types.platform.title })).toBeVisible();
    await expect(shadow.getByRole('button', { name: texts.accept })).toBeVisible();
  },
};

/** `data-locale` wins over the page's language. */
export const GermanByAttribute: Story = {
  args: { type: 'data-processing', locale: 'de' },
  play: async ({ canvasElement }) => {
    const { shadow } = await getNotice(canvasElement);
    await expect(shadow.getByRole('button', { name: embedMessages.de.consent.showDetails })).toBeVisible();
  },
};

export const DetailsOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { notice, shadow } = await getNotice(canvasElement);
    const toggle = shadow.getByRole('button', { name: 'Show Details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide Details');
    await expect(notice).toHaveAttribute('data-state', 'open');
    await expect(shadow.getByText(/Please do not say names or details/)).toBeVisible();
  },
};

/**
 * Real buttons: Enter and Space work on them. (Testing Library's `tab()` does not enter shadow
 * roots, so the story moves focus itself and checks where it stays.)
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { notice, shadow } = await getNotice(canvasElement);
    const toggle = shadow.getByRole('button', { name: 'Show Details' });
    toggle.focus();
    await expect(notice.shadowRoot?.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(notice).toHaveAttribute('data-state', 'open');
    const decline = shadow.getByRole('button', { name: "I Don't Agree" });
    decline.focus();
    await userEvent.keyboard(' ');
    await expect(notice).toHaveAttribute('data-decision', 'declined');
    await expect(notice).toHaveAttribute('data-state', 'closed');
    await expect(decline).toHaveAttribute('aria-pressed', 'true');
    await expect(notice.shadowRoot?.activeElement).toBe(decline);
  },
};

/** A saved answer restored with `data-decision="granted"`. */
export const Granted: Story = {
  args: { decision: 'granted' },
  play: async ({ canvasElement }) => {
    const { shadow } = await getNotice(canvasElement);
    await expect(shadow.getByRole('button', { name: 'I Understand and Agree' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A saved answer restored with `data-decision="declined"`. */
export const Declined: Story = { args: { decision: 'declined' } };

/** A host page's own brand through the `--rb-*` tokens set on the element: a dark notice. */
export const DarkTheme: Story = {
  args: {
    theme: {
      '--rb-color-surface': '#111827',
      '--rb-color-text': '#f9fafb',
      '--rb-color-text-muted': '#d1d5db',
      '--rb-color-border': '#374151',
      '--rb-color-border-strong': '#9ca3af',
      '--rb-color-surface-muted': '#1f2937',
      '--rb-color-primary': '#93c5fd',
      '--rb-color-on-primary': '#111827',
      '--rb-color-focus': '#93c5fd',
    },
  },
};

/** With an api (a token, a key, or the `api` property) the answer is stored on the server. */
export const SavedOnServer: Story = {
  render: () => createElement(RebondConsentNotice.tagName, { api: new FakeRecorderApi() }),
  play: async ({ canvasElement, userEvent }) => {
    const { notice, shadow } = await getNotice(canvasElement);
    await userEvent.click(shadow.getByRole('button', { name: 'I Understand and Agree' }));
    await waitFor(() => expect(notice).toHaveAttribute('data-saved', 'saved'));
    await expect(shadow.getByRole('status')).toHaveTextContent(embedMessages.en.consent.saved);
  },
};

/** Saving failed (here an expired token): the visitor is told, and clicking again retries. */
export const SaveFailed: Story = {
  render: () =>
    createElement(RebondConsentNotice.tagName, { api: new FakeRecorderApi({ consentError: 'expired' }) }),
  play: async ({ canvasElement, userEvent }) => {
    const { notice, shadow } = await getNotice(canvasElement);
    await userEvent.click(shadow.getByRole('button', { name: 'I Understand and Agree' }));
    await waitFor(() => expect(notice).toHaveAttribute('data-saved', 'failed'));
    await expect(shadow.getByRole('status')).toHaveTextContent(embedMessages.en.recorder.errors.expired);
  },
};

const HOSTILE_CSS = `
.hostile-page, .hostile-page * { all: unset; }
.hostile-page button { display: none; }
.hostile-page * { font-size: 8px !important; line-height: 1 !important; }
.hostile-page h1 { display: block; font-weight: bold; }
`;

/**
 * A host page whose CSS would break a widget without Shadow DOM: `* { all: unset }`,
 * `button { display: none }`, `* { font-size: 8px !important; line-height: 1 !important }`.
 * The notice keeps its box, its 16 px text and its buttons; the page's own button stays hidden.
 */
export const HostileHostPage: Story = {
  render: (args) =>
    createElement(
      Fragment,
      null,
      createElement('style', null, HOSTILE_CSS),
      createElement(
        'div',
        { className: 'hostile-page', style: { width: 'min(36rem, calc(100vw - 2rem))' } },
        createElement('h1', null, 'Riverside Counselling'),
        createElement('button', { type: 'button' }, 'A page button the page hides'),
        meta.render(args),
      ),
    ),
  play: async ({ canvasElement }) => {
    const { shadow } = await getNotice(canvasElement);
    const agree = shadow.getByRole('button', { name: 'I Understand and Agree' });
    await expect(agree).toBeVisible();
    await expect(getComputedStyle(agree).fontSize).toBe('16px');
    await expect(getComputedStyle(agree.closest('section') as HTMLElement).lineHeight).toBe('24px');
    await expect(within(canvasElement).getByText('A page button the page hides')).not.toBeVisible();
  },
};
