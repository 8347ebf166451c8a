import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useUiMessages } from '../i18n/use-ui-messages';
import { Button } from '../primitives/button';
import type { ConsentType } from './consent-types';

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
}

/**
 * Asks for one consent in a modal dialog. Consent is required, so Escape and clicks outside do
 * nothing; the dialog traps focus and is fully keyboard operable. The details sit behind a
 * 'Show Details' / 'Hide Details' toggle (`aria-expanded`, `data-state="open|closed"`).
 */
export function ConsentModal({ type, open, onAccept, onDecline, pending = false }: ConsentModalProps) {
  const messages = useUiMessages().consent;
  const text = messages.types[type];
  const detailsId = useId();
  // Remember which type the details were opened for, so they start folded for the next consent.
  const [expandedFor, setExpandedFor] = useState<ConsentType | null>(null);
  const expanded = expandedFor === type;
  const detailsState = expanded ? 'open' : 'closed';

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="consent-modal-overlay" className="rb-dialog__overlay" />
        <Dialog.Content
          data-slot="consent-modal"
          data-type={type}
          className="rb-dialog"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="rb-dialog__body">
            <Dialog.Title data-slot="consent-modal-title" className="rb-dialog__title">
              {text.title}
            </Dialog.Title>
            <Dialog.Description data-slot="consent-modal-description" className="rb-dialog__description">
              {text.description}
            </Dialog.Description>
            <button
              type="button"
              data-slot="consent-modal-details-toggle"
              data-state={detailsState}
              className="rb-disclosure"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpandedFor(expanded ? null : type)}
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
              id={detailsId}
              data-slot="consent-modal-details"
              data-state={detailsState}
              className="rb-dialog__list"
              hidden={!expanded}
            >
              {text.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
            <p data-slot="consent-modal-note" className="rb-dialog__note">
              {messages.note}
            </p>
          </div>
          <div data-slot="consent-modal-actions" className="rb-dialog__actions">
            {onDecline ? (
              <Button
                variant="secondary"
                aria-disabled={pending || undefined}
                onClick={() => {
                  if (!pending) onDecline();
                }}
              >
                {messages.decline}
              </Button>
            ) : null}
            <Button pending={pending} onClick={onAccept}>
              {messages.accept}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
