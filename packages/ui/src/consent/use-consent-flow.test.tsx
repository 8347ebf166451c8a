import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { consentFlowReducer, initialConsentFlow } from './consent-flow';
import { type UseConsentFlowOptions, useConsentFlow } from './use-consent-flow';

/** A host app's own consent markup, on the hook alone. */
function MyConsent(props: UseConsentFlowOptions) {
  const flow = useConsentFlow(props);
  const decline = flow.getDeclineProps();
  if (flow.state.step === 'accepted') return <p role="status">Thanks</p>;
  if (flow.state.step === 'declined') return <p role="status">Declined</p>;
  if (flow.state.step === 'confirming-decline') {
    return (
      <section aria-label="Sure?">
        <button {...flow.getConfirmDeclineProps()}>Yes, decline</button>
        <button {...flow.getCancelDeclineProps()}>Back</button>
      </section>
    );
  }
  return (
    <section aria-label="Our terms" className="my-consent">
      {flow.state.failed ? <p role="alert">Not saved</p> : null}
      <button {...flow.getDetailsToggleProps()}>Details</button>
      <ul {...flow.getDetailsProps()}>
        <li>We keep your recordings 30 days.</li>
      </ul>
      <button {...flow.getAcceptProps()}>OK</button>
      {decline ? <button {...decline}>No</button> : null}
    </section>
  );
}

describe('consentFlowReducer', () => {
  it('asks, confirms a decline, saves, and ignores events that do not apply', () => {
    let state = initialConsentFlow('platform');
    state = consentFlowReducer(state, { type: 'confirm-decline' });
    expect(state.step).toBe('asking');
    state = consentFlowReducer(state, { type: 'decline' });
    expect(state.step).toBe('confirming-decline');
    state = consentFlowReducer(state, { type: 'confirm-decline' });
    expect(state).toMatchObject({ step: 'saving', answer: 'decline' });
    state = consentFlowReducer(state, { type: 'accept' });
    expect(state.answer).toBe('decline');
    expect(consentFlowReducer(state, { type: 'saved' }).step).toBe('declined');
    expect(consentFlowReducer(state, { type: 'failed' })).toMatchObject({ step: 'asking', failed: true });
  });
});

describe('useConsentFlow in your own markup', () => {
  it('drives the details disclosure and saves an acceptance once, axe clean', async () => {
    const onAccept = vi.fn();
    const { container } = render(<MyConsent type="platform" onAccept={onAccept} onDecline={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('list')).toBeVisible();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('asks before a decline, and returns to asking when saving fails', async () => {
    const onDecline = vi.fn().mockRejectedValue(new Error('offline'));
    render(<MyConsent type="session" onAccept={vi.fn()} onDecline={onDecline} />);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not saved'));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('offers no decline without onDecline', () => {
    render(<MyConsent type="session" onAccept={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
  });
});
