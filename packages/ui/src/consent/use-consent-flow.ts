import { type ComponentPropsWithoutRef, useCallback, useId, useReducer } from 'react';
import {
  type ConsentFlowEvent,
  type ConsentFlowState,
  consentFlowReducer,
  initialConsentFlow,
} from './consent-flow';
import type { ConsentType } from './consent-types';

export interface UseConsentFlowOptions {
  type: ConsentType;
  /** Stores the acceptance (with `consentVersions[type]`); a rejection returns the flow to asking. */
  onAccept(): void | Promise<void>;
  /** Stores the decline; without it the flow offers no decline. */
  onDecline?(): void | Promise<void>;
  /** Ask 'Are you sure?' before a decline is stored. @default true */
  confirmDecline?: boolean;
}

type ButtonProps = ComponentPropsWithoutRef<'button'> & { 'data-slot': string; 'data-state'?: string };

export interface ConsentFlow {
  state: ConsentFlowState;
  send(event: ConsentFlowEvent): void;
  /** The details disclosure button: `aria-expanded`, `aria-controls`, `data-state`. */
  getDetailsToggleProps(): ButtonProps;
  /** The details list: its id, `hidden` while folded, `data-state`. */
  getDetailsProps(): { id: string; hidden: boolean; 'data-slot': string; 'data-state': string };
  getAcceptProps(): ButtonProps;
  /** Undefined when the flow has no `onDecline`. */
  getDeclineProps(): ButtonProps | undefined;
  getConfirmDeclineProps(): ButtonProps;
  getCancelDeclineProps(): ButtonProps;
}

/**
 * The consent flow's state and the props of its parts, for your own markup: spread each getter's
 * result on your element. `ConsentModal` and `DeclineConfirmation` are the styled views of its
 * steps; they are controlled by their caller, the modal keeping only the details disclosure.
 */
export function useConsentFlow({
  type,
  onAccept,
  onDecline,
  confirmDecline = true,
}: UseConsentFlowOptions): ConsentFlow {
  const [state, dispatch] = useReducer(
    (current: ConsentFlowState, event: ConsentFlowEvent) =>
      consentFlowReducer(current, event, { confirmDecline }),
    type,
    initialConsentFlow,
  );
  // A new consent type starts a new question (details folded), decided during this render.
  if (state.type !== type) dispatch({ type: 'ask', consent: type });
  const detailsId = useId();

  const save = useCallback((store: () => void | Promise<void>) => {
    Promise.resolve()
      .then(store)
      .then(
        () => dispatch({ type: 'saved' }),
        () => dispatch({ type: 'failed' }),
      );
  }, []);

  const send = useCallback(
    (event: ConsentFlowEvent) => {
      const next = consentFlowReducer(state, event, { confirmDecline });
      dispatch(event);
      if (next.step === 'saving' && state.step !== 'saving')
        save(next.answer === 'accept' ? onAccept : (onDecline ?? (() => undefined)));
    },
    [state, confirmDecline, save, onAccept, onDecline],
  );

  const busy = state.step === 'saving';
  const detailsState = state.details ? 'open' : 'closed';
  return {
    state,
    send,
    getDetailsToggleProps: () => ({
      type: 'button',
      'data-slot': 'consent-details-toggle',
      'data-state': detailsState,
      'aria-expanded': state.details,
      'aria-controls': detailsId,
      onClick: () => send({ type: 'toggle-details' }),
    }),
    getDetailsProps: () => ({
      id: detailsId,
      hidden: !state.details,
      'data-slot': 'consent-details',
      'data-state': detailsState,
    }),
    getAcceptProps: () => ({
      type: 'button',
      'data-slot': 'consent-accept',
      'data-state': busy && state.answer === 'accept' ? 'pending' : 'idle',
      'aria-disabled': busy || undefined,
      onClick: () => send({ type: 'accept' }),
    }),
    getDeclineProps: () =>
      onDecline
        ? {
            type: 'button',
            'data-slot': 'consent-decline',
            'aria-disabled': busy || undefined,
            onClick: () => send({ type: 'decline' }),
          }
        : undefined,
    getConfirmDeclineProps: () => ({
      type: 'button',
      'data-slot': 'consent-confirm-decline',
      'data-state': busy && state.answer === 'decline' ? 'pending' : 'idle',
      'aria-disabled': busy || undefined,
      onClick: () => send({ type: 'confirm-decline' }),
    }),
    getCancelDeclineProps: () => ({
      type: 'button',
      'data-slot': 'consent-cancel-decline',
      'aria-disabled': busy || undefined,
      onClick: () => send({ type: 'cancel-decline' }),
    }),
  };
}
