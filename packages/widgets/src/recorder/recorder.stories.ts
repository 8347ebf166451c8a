import { embedMessages, LOCALES, type Locale } from '@rebond/ui/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, Fragment, useMemo } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
// The ui's story media (made in the browser, nothing fetched), shared rather than copied.
import { makeSampleVideo, samplePortrait } from '../../../../.storybook/sample-media';
import type { RebondReplyProgressDetail } from '../events';
import type { EmbedErrorKind } from './api';
import { RebondRecorder, type RecorderWidgetState } from './recorder';
import { FakeRecorderApi, type FakeRecorderApiOptions } from './testing/fake-recorder-api';

/*
 * `<rebond-recorder>` against a fake RecorderApi (it stands in for the server). The story browser
 * has a fake microphone that grants itself, so these stories record for real; the play functions
 * walk the visitor's loop to each state.
 */

interface RecorderStoryArgs {
  /** `data-locale`; unset, the widget follows the toolbar's locale through `lang`. */
  locale?: Locale;
  /** `data-max-seconds` */
  maxSeconds?: number;
  /** How the fake server behaves. */
  fake: FakeRecorderApiOptions;
  /** Width of the page column the widget sits in. */
  width?: string;
}

const en = embedMessages.en;

/** The context of an avatar with a photo. */
const WITH_PHOTO = { avatar: { id: 'avatar-1', name: 'Alex', image_url: samplePortrait } };

async function getRecorder(canvasElement: HTMLElement) {
  const element = await waitFor(() => {
    const found = canvasElement.querySelector('rebond-recorder');
    if (!(found instanceof RebondRecorder) || !found.shadowRoot) throw new Error('not rendered yet');
    return found;
  });
  // Testing Library queries work inside an open shadow root.
  const shadow = within(element.shadowRoot as unknown as HTMLElement);
  return { element, shadow };
}

async function reach(element: RebondRecorder, state: RecorderWidgetState, timeout = 15_000) {
  await waitFor(() => expect(element).toHaveAttribute('data-state', state), { timeout });
}

type Play = NonNullable<StoryObj<RecorderStoryArgs>['play']>;
type PlayContext = Parameters<Play>[0];

/** From the consent step to a finished recording of about `ms`. */
async function consentAndRecord({ canvasElement, userEvent }: PlayContext, ms = 1300) {
  const { element, shadow } = await getRecorder(canvasElement);
  await reach(element, 'consent');
  await userEvent.click(shadow.getByRole('button', { name: en.consent.accept }));
  await reach(element, 'idle');
  await userEvent.click(shadow.getByRole('button', { name: en.recorder.start }));
  await reach(element, 'recording');
  await new Promise((resolve) => setTimeout(resolve, ms));
  await userEvent.click(shadow.getByRole('button', { name: en.recorder.stop }));
  await reach(element, 'recorded');
  return { element, shadow };
}

function RecorderStory({
  locale,
  maxSeconds,
  fake,
  width = 'min(36rem, calc(100vw - 2rem))',
}: RecorderStoryArgs) {
  const api = useMemo(() => new FakeRecorderApi({ videoUrl: () => makeSampleVideo(), ...fake }), [fake]);
  return createElement(
    'div',
    { style: { width, maxWidth: '100%' } },
    createElement(RebondRecorder.tagName, {
      api,
      'data-locale': locale,
      'data-max-seconds': maxSeconds,
    }),
  );
}

const meta = {
  title: 'Widgets/Recorder',
  args: { fake: {} },
  argTypes: { locale: { control: 'inline-radio', options: [undefined, ...LOCALES] } },
  render: (args) => createElement(RecorderStory, args),
} satisfies Meta<RecorderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/* ------------------------------------------------------------------------------------------------
 * The visitor's loop
 * ----------------------------------------------------------------------------------------------*/

export const Loading: Story = {
  args: { fake: { stepMs: 60_000 } },
  play: async ({ canvasElement }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await expect(element).toHaveAttribute('data-state', 'loading');
    await expect(shadow.getByText(en.recorder.loading)).toBeVisible();
  },
};

/** The consent step, in words for a visitor; Show Details opens the list. */
export const Consent: Story = {
  args: { fake: { context: WITH_PHOTO } },
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    await expect(shadow.getByRole('region', { name: 'Practice conversation with Alex' })).toBeVisible();
    await expect(
      shadow.getByText(/This practice session records your voice and sends it to an AI/),
    ).toBeVisible();
    const toggle = shadow.getByRole('button', { name: en.consent.showDetails });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(shadow.getByText(/Please do not say names/)).toBeVisible();
  },
};

export const Declined: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    await userEvent.click(shadow.getByRole('button', { name: en.consent.decline }));
    await reach(element, 'declined');
    await expect(shadow.getByText(en.recorder.declined)).toBeVisible();
  },
};

export const Idle: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    await userEvent.click(shadow.getByRole('button', { name: en.consent.accept }));
    await reach(element, 'idle');
    await expect(shadow.getByRole('button', { name: en.recorder.start })).toBeEnabled();
    await expect(shadow.getByText('Up to 03:00')).toBeVisible();
  },
};

/** The browser refuses the microphone (the story replaces `getUserMedia` for its run). */
export const MicrophoneDenied: Story = {
  beforeEach: () => {
    const original = navigator.mediaDevices.getUserMedia;
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('refused', 'NotAllowedError'));
    return () => {
      navigator.mediaDevices.getUserMedia = original;
    };
  },
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    await userEvent.click(shadow.getByRole('button', { name: en.consent.accept }));
    await reach(element, 'idle');
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.start }));
    await reach(element, 'denied');
    await expect(element).toHaveAttribute('data-error', 'microphone');
    await expect(shadow.getByText(en.recorder.permissionTitle)).toBeVisible();
    await expect(shadow.getByRole('button', { name: en.recorder.allowMicrophone })).toBeEnabled();
  },
};

export const Recording: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    await userEvent.click(shadow.getByRole('button', { name: en.consent.accept }));
    await reach(element, 'idle');
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.start }));
    await reach(element, 'recording');
    await waitFor(() => expect(shadow.getByRole('timer')).toHaveTextContent('00:01'));
    await expect(shadow.getByText('/ 03:00')).toBeVisible();
    await expect(shadow.getByRole('button', { name: en.recorder.pause })).toBeVisible();
  },
};

export const Paused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    await userEvent.click(shadow.getByRole('button', { name: en.consent.accept }));
    await userEvent.click(await shadow.findByRole('button', { name: en.recorder.start }));
    await reach(element, 'recording');
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.pause }));
    await reach(element, 'paused');
    await expect(shadow.getByRole('button', { name: en.recorder.resume })).toBeVisible();
    await expect(shadow.getByText(en.recorder.paused)).toBeVisible();
  },
};

/** A finished recording: play it back, record again, or send it. */
export const Recorded: Story = {
  play: async (context) => {
    const { shadow } = await consentAndRecord(context);
    await expect(shadow.getByText(/^Your message \(00:0\d\)$/, { selector: 'p' })).toBeVisible();
    await expect(shadow.getByRole('button', { name: en.recorder.send })).toBeEnabled();
    await context.userEvent.click(shadow.getByRole('button', { name: en.recorder.play }));
    await waitFor(() =>
      expect(shadow.getByRole('button', { name: en.recorder.pausePlayback })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** A recording under a second reads 00:00: Send stays off. */
export const RecordedTooShort: Story = {
  play: async (context) => {
    const { shadow } = await consentAndRecord(context, 200);
    await expect(shadow.getByRole('button', { name: en.recorder.send })).toBeDisabled();
    await expect(shadow.getByText(en.recorder.tooShort)).toBeVisible();
  },
};

/** Sending: stage names and percent, on a bar and in the polite live region. */
export const Sending: Story = {
  args: { fake: { stepMs: 200, holdSend: true } },
  play: async (context) => {
    const { element, shadow } = await consentAndRecord(context);
    const onProgress = fn<(event: CustomEvent<RebondReplyProgressDetail>) => void>();
    element.addEventListener('rebond:reply-progress', onProgress);
    await context.userEvent.click(shadow.getByRole('button', { name: en.recorder.send }));
    await reach(element, 'sending');
    const bar = shadow.getByRole('progressbar', { name: en.recorder.progressLabel });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    await expect(shadow.getByText('Writing and speaking the reply: 60%', { selector: 'p' })).toBeVisible();
    element.removeEventListener('rebond:reply-progress', onProgress);
    await expect(onProgress.mock.calls.map(([event]) => event.detail.percent)).toEqual([10, 25, 40, 60]);
  },
};

/** The avatar's lip-synced reply with captions, ready for the next turn or the end. */
export const Reply: Story = {
  args: { fake: { context: WITH_PHOTO } },
  play: async (context) => {
    const { element, shadow } = await consentAndRecord(context);
    await context.userEvent.click(shadow.getByRole('button', { name: en.recorder.send }));
    await reach(element, 'reply');
    const video = element.shadowRoot?.querySelector('video');
    await expect(video?.getAttribute('aria-label')).toBe('Video reply from Alex');
    // Focus followed the visitor from Send to the reply.
    await expect(element.shadowRoot?.activeElement).toBe(video);
    await waitFor(() => expect(video?.querySelector('track')?.getAttribute('src')).toMatch(/^blob:/));
    await expect(shadow.getByRole('button', { name: en.recorder.next })).toBeVisible();
    await expect(shadow.getByRole('button', { name: en.recorder.end })).toBeVisible();
  },
};

/** Two turns, then End Session. */
export const Ended: Story = {
  play: async (context) => {
    const { element, shadow } = await consentAndRecord(context);
    const { userEvent } = context;
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.send }));
    await reach(element, 'reply');
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.next }));
    await reach(element, 'recording');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.stop }));
    await reach(element, 'recorded');
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.send }));
    await reach(element, 'reply');
    await userEvent.click(shadow.getByRole('button', { name: en.recorder.end }));
    await reach(element, 'ended');
    await expect(shadow.getByText(en.recorder.endedText)).toBeVisible();
  },
};

/* ------------------------------------------------------------------------------------------------
 * Errors
 * ----------------------------------------------------------------------------------------------*/

function contextError(kind: EmbedErrorKind): Story {
  return {
    args: { fake: { contextError: kind } },
    play: async ({ canvasElement }) => {
      const { element, shadow } = await getRecorder(canvasElement);
      await reach(element, 'unavailable');
      await expect(element).toHaveAttribute('data-error', kind);
      await expect(shadow.getByRole('alert')).toHaveTextContent(en.recorder.errors[kind]);
    },
  };
}

function sendError(kind: EmbedErrorKind, retry: boolean): Story {
  return {
    args: { fake: { sendErrors: [kind] } },
    play: async (context) => {
      const { element, shadow } = await consentAndRecord(context);
      await context.userEvent.click(shadow.getByRole('button', { name: en.recorder.send }));
      await waitFor(() => expect(element).toHaveAttribute('data-error', kind));
      await expect(element).toHaveAttribute('data-state', 'recorded');
      await expect(shadow.getByRole('alert')).toHaveTextContent(en.recorder.errors[kind]);
      // Nothing recorded is lost.
      await expect(shadow.getByText(/^Your message/, { selector: 'p' })).toBeVisible();
      if (retry) {
        await context.userEvent.click(shadow.getByRole('button', { name: en.recorder.retry }));
        await reach(element, 'reply');
      } else {
        await expect(shadow.queryByRole('button', { name: en.recorder.retry })).toBeNull();
      }
    },
  };
}

export const ErrorExpired: Story = contextError('expired');
export const ErrorRevoked: Story = contextError('revoked');
export const ErrorOriginNotAllowed: Story = contextError('origin');
export const ErrorQuotaReached: Story = contextError('quota');
/** Too large: record a shorter message (Try Again would fail the same way). */
export const ErrorUploadTooLarge: Story = sendError('too_large', false);
/** The reply failed: the recording is kept, Try Again sends it again and the reply arrives. */
export const ErrorReplyFailed: Story = sendError('reply_failed', true);
export const ErrorNetwork: Story = sendError('network', true);

/* ------------------------------------------------------------------------------------------------
 * Language, width, hostile host pages
 * ----------------------------------------------------------------------------------------------*/

/** The language comes from the nearest `lang` attribute: here the toolbar's French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    const fr = embedMessages.fr;
    await reach(element, 'consent');
    await expect(element.locale).toBe('fr');
    await expect(shadow.getByText(fr.consent.types.session.description)).toBeVisible();
    await userEvent.click(shadow.getByRole('button', { name: fr.consent.accept }));
    await expect(await shadow.findByRole('button', { name: fr.recorder.start })).toBeVisible();
  },
};

/** A phone: 360 px wide. */
export const Phone: Story = {
  args: { width: '360px', fake: { context: WITH_PHOTO } },
  play: async (context) => {
    const { element, shadow } = await consentAndRecord(context);
    await expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const send = shadow.getByRole('button', { name: en.recorder.send });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(
      element.getBoundingClientRect().right,
    );
  },
};

/**
 * A host page's own brand: the ui's `--rb-*` tokens set on the element (they win over the
 * widget's defaults on `:host`) and `::part`: a dark plum widget with a serif title.
 */
export const DarkTheme: Story = {
  args: { fake: { context: WITH_PHOTO } },
  render: (args) =>
    createElement(
      'div',
      null,
      createElement(
        'style',
        null,
        `rebond-recorder {
  --rb-color-surface: #111827;
  --rb-color-surface-muted: #1f2937;
  --rb-color-text: #f9fafb;
  --rb-color-text-muted: #d1d5db;
  --rb-color-border: #374151;
  --rb-color-border-strong: #9ca3af;
  --rb-color-primary: #5eead4;
  --rb-color-primary-hover: #99f6e4;
  --rb-color-on-primary: #042f2e;
  --rb-color-focus: #93c5fd;
}
rebond-recorder::part(title) { font-family: Georgia, serif; }`,
      ),
      createElement(RecorderStory, args),
    ),
  play: async ({ canvasElement }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    const base = element.shadowRoot?.querySelector('.root') as HTMLElement;
    await expect(getComputedStyle(base).backgroundColor).toBe('rgb(17, 24, 39)');
    await expect(getComputedStyle(shadow.getByRole('heading', { level: 2 })).fontFamily).toContain('Georgia');
  },
};

const HOSTILE_CSS = `
.hostile-page, .hostile-page * { all: unset; }
.hostile-page button { display: none; }
.hostile-page * { font-size: 8px !important; }
.hostile-page h1 { display: block; font-weight: bold; }
`;

/**
 * A host page whose CSS would break a widget without Shadow DOM: `* { all: unset }`,
 * `button { display: none }` and `* { font-size: 8px !important }`. The widget keeps its box,
 * its 16 px text and its buttons; the page's own button stays hidden.
 */
export const HostileHostPage: Story = {
  render: (args) =>
    createElement(
      Fragment,
      null,
      createElement('style', null, HOSTILE_CSS),
      createElement(
        'div',
        { className: 'hostile-page', style: { width: '36rem' } },
        createElement('h1', null, 'Riverside Counselling'),
        createElement('p', null, 'Practise the conversation before your next appointment.'),
        createElement('button', { type: 'button' }, 'A page button the page hides'),
        createElement(RecorderStory, args),
      ),
    ),
  play: async ({ canvasElement, userEvent }) => {
    const { element, shadow } = await getRecorder(canvasElement);
    await reach(element, 'consent');
    const accept = shadow.getByRole('button', { name: en.consent.accept });
    await expect(accept).toBeVisible();
    await expect(getComputedStyle(accept).fontSize).toBe('16px');
    const base = element.shadowRoot?.querySelector('.root') as HTMLElement;
    await expect(getComputedStyle(base).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(element).display).toBe('block');
    await userEvent.click(accept);
    await expect(await shadow.findByRole('button', { name: en.recorder.start })).toBeVisible();
    // The widget's CSS does not leak into the page: the page's own button is still hidden.
    const pageButton = canvasElement.querySelector('.hostile-page > button') as HTMLElement;
    await expect(getComputedStyle(pageButton).display).toBe('none');
  },
};
