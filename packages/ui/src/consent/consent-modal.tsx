import * as Dialog from '@radix-ui/react-dialog';
import { useScrollLock } from '../internal/use-scroll-lock';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { useConsentMessages } from './consent-messages';
import type { ConsentType } from './consent-types';
import { useConsentFlow } from './use-consent-flow';

/** The parts of the modal that take their own classes, by their `data-slot` without `consent-modal-`. */
export type ConsentModalPart =
  | 'overlay'
  | 'body'
  | 'title'
  | 'description'
  | 'toggle'
  | 'details'
  | 'note'
  | 'actions'
  | 'accept'
  | 'decline';

export interface ConsentModalProps {
  /** Which consent to ask for; it sets the title, description and details. */
  type: ConsentType;
  /** Whether the modal is shown. It never closes by itself: only a choice closes it. */
  open: boolean;
  /** The user chose 'I Understand and Agree'. Store the consent (with `consentVersions[type]`), then close. */
  onAccept(): void;
  /** The user chose 'I Don't Agree'. Without this handler the decline button is not shown. */
  onDecline?(): void;
  /**
   * The choice is being saved: the buttons are busy and further clicks are ignored.
   * @default false
   */
  pending?: boolean;
  /** Classes added to the dialog box (the `consent-modal` part). */
  className?: string;
  /** Classes added to each inner part, by its `data-slot` name without the `consent-modal-` prefix. */
  classNames?: Partial<Record<ConsentModalPart, string>>;
}

/**
 * Asks for one consent in a modal dialog. Consent is required, so Escape and clicks outside do
 * nothing; the dialog traps focus and is fully keyboard operable. The details sit behind a
 * 'Show Details' / 'Hide Details' toggle (`aria-expanded`, `data-state="open|closed"`).
 */
export function ConsentModal({
  type,
  open,
  onAccept,
  onDecline,
  pending = false,
  className,
  classNames = {},
}: ConsentModalProps) {
  const messages = useConsentMessages();
  const text = messages.types[type];
  // The details disclosure comes from the public flow hook (folded again for each new type); the
  // answers stay with the caller, who saves them and closes the modal.
  const flow = useConsentFlow({ type, onAccept });
  const expanded = flow.state.details;
  const { 'data-slot': _toggleSlot, ...toggleProps } = flow.getDetailsToggleProps();
  const { 'data-slot': _detailsSlot, ...detailsProps } = flow.getDetailsProps();
  const state = open ? 'open' : 'closed';
  // The overlay is a plain element, not Radix's `Dialog.Overlay`: that one brings its own scroll
  // lock (react-remove-scroll), which this modal does in a few lines.
  useScrollLock(open);

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <div
          data-slot="consent-modal-overlay"
          data-state={state}
          className={cn('rb-dialog__overlay', classNames.overlay)}
        />
        <Dialog.Content
          data-slot="consent-modal"
          data-type={type}
          data-state={state}
          className={cn('rb-dialog', className)}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div data-slot="consent-modal-body" className={cn('rb-dialog__body', classNames.body)}>
            <Dialog.Title
              data-slot="consent-modal-title"
              className={cn('rb-dialog__title', classNames.title)}
            >
              {text.title}
            </Dialog.Title>
            <Dialog.Description
              data-slot="consent-modal-description"
              className={cn('rb-dialog__description', classNames.description)}
            >
              {text.description}
            </Dialog.Description>
            <button
              {...toggleProps}
              type="button"
              data-slot="consent-modal-details-toggle"
              className={cn('rb-disclosure', classNames.toggle)}
            >
              <svg
                className="rb-disclosure__icon"
                aria-hidden="true"
                focusable="false"
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m9 6 6 6-6 6" />
              </svg>
              {expanded ? messages.hideDetails : messages.showDetails}
            </button>
            <ul
              {...detailsProps}
              data-slot="consent-modal-details"
              className={cn('rb-dialog__list', classNames.details)}
            >
              {text.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
            <p data-slot="consent-modal-note" className={cn('rb-dialog__note', classNames.note)}>
              {messages.note}
            </p>
          </div>
          <div data-slot="consent-modal-actions" className={cn('rb-dialog__actions', classNames.actions)}>
            {onDecline ? (
              <Button
                variant="secondary"
                data-slot="consent-modal-decline"
                className={classNames.decline}
                aria-disabled={pending || undefined}
                onClick={() => {
                  if (!pending) onDecline();
                }}
              >
                {messages.decline}
              </Button>
            ) : null}
            <Button
              data-slot="consent-modal-accept"
              className={classNames.accept}
              pending={pending}
              onClick={onAccept}
            >
              {messages.accept}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
