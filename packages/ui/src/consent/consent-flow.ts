import type { ConsentType } from './consent-types';

/**
 * The consent flow without React: ask, optionally confirm a decline, save, and done. The modal
 * and the decline confirmation are the views of its steps: the portal's consent gate moves between
 * them with `useConsentFlow` (the modal keeps only its details disclosure).
 *
 * - `asking`: the consent is shown; `details` says whether its details are unfolded.
 * - `confirming-decline`: the user chose 'I Don't Agree' and is asked to confirm.
 * - `saving`: an answer is being stored; further choices are ignored.
 * - `accepted` / `declined`: the answer is stored.
 */
export type ConsentFlowStep = 'asking' | 'confirming-decline' | 'saving' | 'accepted' | 'declined';

export interface ConsentFlowState {
  type: ConsentType;
  step: ConsentFlowStep;
  /** Whether the details list is unfolded (folded again for each new consent type). */
  details: boolean;
  /** The answer being saved, while `step` is `saving`. */
  answer: 'accept' | 'decline' | null;
  /** The last save failed: the flow is back to asking. */
  failed: boolean;
}

export type ConsentFlowEvent =
  | { type: 'toggle-details' }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'cancel-decline' }
  | { type: 'confirm-decline' }
  | { type: 'saved' }
  | { type: 'failed' }
  | { type: 'ask'; consent: ConsentType };

export const initialConsentFlow = (type: ConsentType): ConsentFlowState => ({
  type,
  step: 'asking',
  details: false,
  answer: null,
  failed: false,
});

/**
 * The next state of the flow. `confirmDecline: false` skips the confirmation step (a decline then
 * saves at once). Events that do not apply to the current step leave the state as it is.
 */
export function consentFlowReducer(
  state: ConsentFlowState,
  event: ConsentFlowEvent,
  { confirmDecline = true }: { confirmDecline?: boolean } = {},
): ConsentFlowState {
  switch (event.type) {
    case 'ask':
      return initialConsentFlow(event.consent);
    case 'toggle-details':
      return state.step === 'asking' ? { ...state, details: !state.details } : state;
    case 'accept':
      return state.step === 'asking' ? { ...state, step: 'saving', answer: 'accept', failed: false } : state;
    case 'decline':
      if (state.step !== 'asking') return state;
      return confirmDecline
        ? { ...state, step: 'confirming-decline', failed: false }
        : { ...state, step: 'saving', answer: 'decline', failed: false };
    case 'cancel-decline':
      return state.step === 'confirming-decline' ? { ...state, step: 'asking' } : state;
    case 'confirm-decline':
      return state.step === 'confirming-decline' ? { ...state, step: 'saving', answer: 'decline' } : state;
    case 'saved':
      if (state.step !== 'saving') return state;
      return { ...state, step: state.answer === 'accept' ? 'accepted' : 'declined' };
    case 'failed':
      return state.step === 'saving' ? { ...state, step: 'asking', answer: null, failed: true } : state;
  }
}
