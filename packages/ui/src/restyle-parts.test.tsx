import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsentModal } from './consent/consent-modal';
import { historyFixtures } from './history/fixtures';
import { SessionHistory } from './history/session-history';
import { Button } from './primitives/button';
import { Notice } from './primitives/notice';
import { RecorderView } from './recorder/recorder';
import type { RecorderController } from './recorder/use-recorder';
import { SessionWizard } from './sessions/session-wizard';

/** Every element of `slot` inside `root` carries `className`, and it is the only one that does. */
function expectClassOn(root: ParentNode, slot: string, className: string) {
  const parts = root.querySelectorAll(`[data-slot="${slot}"]`);
  expect(parts.length, `parts with data-slot="${slot}"`).toBeGreaterThan(0);
  for (const part of parts) expect(part).toHaveClass(className);
  expect(root.querySelectorAll(`.${className}`)).toHaveLength(parts.length);
}

const noop = () => undefined;

const recording: RecorderController = {
  state: 'recording',
  elapsedMs: 12_000,
  maxDurationMs: 60_000,
  recording: null,
  error: null,
  limitReached: false,
  requesting: false,
  start: async () => undefined,
  pause: noop,
  resume: noop,
  stop: noop,
  reset: noop,
  requestPermission: async () => undefined,
};

describe('restyling each part by className', () => {
  it('ConsentModal: the box, the overlay, the title, the toggle and each button', () => {
    render(
      <ConsentModal
        type="session"
        open
        onAccept={vi.fn()}
        onDecline={vi.fn()}
        className="my-dialog"
        classNames={{
          overlay: 'my-overlay',
          title: 'my-title',
          toggle: 'my-toggle',
          details: 'my-details',
          accept: 'my-accept',
          decline: 'my-decline',
        }}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveClass('my-dialog', 'rb-dialog');
    expectClassOn(document, 'consent-modal-overlay', 'my-overlay');
    expectClassOn(document, 'consent-modal-title', 'my-title');
    expectClassOn(document, 'consent-modal-toggle', 'my-toggle');
    expectClassOn(document, 'consent-modal-details', 'my-details');
    expect(screen.getByRole('button', { name: 'I Understand and Agree' })).toHaveClass(
      'my-accept',
      'rb-button',
    );
    expect(screen.getByRole('button', { name: "I Don't Agree" })).toHaveClass('my-decline');
    expect(screen.getByRole('button', { name: 'Show Details' })).toHaveAttribute('data-state', 'closed');
  });

  it('SessionHistory: the header, the stat cards, the filter options, each row and its actions', () => {
    const { container } = render(
      <SessionHistory
        state="ready"
        sessions={historyFixtures}
        onRetry={noop}
        onCloseSession={async () => undefined}
        onDeleteSession={async () => undefined}
        className="my-history"
        classNames={{
          title: 'my-h-title',
          stat: 'my-stat',
          filterOption: 'my-filter',
          row: 'my-row',
          rowActions: 'my-row-actions',
        }}
      />,
    );
    expect(container.querySelector('[data-slot="session-history"]')).toHaveClass('my-history');
    expectClassOn(container, 'session-history-title', 'my-h-title');
    expectClassOn(container, 'session-history-stat', 'my-stat');
    expectClassOn(container, 'session-history-filter-option', 'my-filter');
    expectClassOn(container, 'session-row', 'my-row');
    expectClassOn(container, 'session-row-actions', 'my-row-actions');
    expect(container.querySelector('[data-slot="session-row"]')).toHaveAttribute('data-state');
  });

  it('RecorderView: the live row, the status, the timer and the Stop button', () => {
    const { container } = render(
      <RecorderView
        recorder={recording}
        className="my-recorder"
        classNames={{ live: 'my-live', status: 'my-status', timer: 'my-timer', stop: 'my-stop' }}
      />,
    );
    expect(screen.getByRole('group')).toHaveClass('my-recorder', 'rb-recorder');
    expectClassOn(container, 'recorder-live', 'my-live');
    expectClassOn(container, 'recorder-status', 'my-status');
    expectClassOn(container, 'recorder-timer', 'my-timer');
    expectClassOn(container, 'recorder-stop', 'my-stop');
    expect(container.querySelector('[data-slot="recorder-status"]')).toHaveAttribute(
      'data-state',
      'recording',
    );
  });

  it('SessionWizard: the form, the step list items, the body and Next', () => {
    const { container } = render(
      <SessionWizard
        avatars={[{ id: 'a1', avatar_name: 'Marion', image_url: 'https://example.test/m.png' }]}
        onCreate={noop}
        className="my-wizard"
        classNames={{ steps: 'my-steps', stepItem: 'my-step', body: 'my-body', next: 'my-next' }}
      />,
    );
    expect(container.querySelector('form')).toHaveClass('my-wizard', 'rb-wizard');
    expectClassOn(container, 'session-wizard-steps', 'my-steps');
    expectClassOn(container, 'session-wizard-step-item', 'my-step');
    expectClassOn(container, 'session-wizard-body', 'my-body');
    expectClassOn(container, 'session-wizard-next', 'my-next');
    expect(container.querySelector('[data-slot="session-wizard-step-item"]')).toHaveAttribute(
      'data-state',
      'current',
    );
  });

  it('Button and Notice: the root by className, the notice title and content by classNames', () => {
    const { container } = render(
      <>
        <Button className="my-button">Save</Button>
        <Notice
          tone="error"
          title="Oops"
          className="my-notice"
          classNames={{ title: 'my-n-title', content: 'my-n-content' }}
        >
          Try again
        </Notice>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('my-button', 'rb-button');
    expect(screen.getByRole('alert')).toHaveClass('my-notice', 'rb-notice--error');
    expectClassOn(container, 'notice-title', 'my-n-title');
    expectClassOn(container, 'notice-content', 'my-n-content');
  });
});
