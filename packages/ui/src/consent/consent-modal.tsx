import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale';
import { useScrollLock } from '../internal/use-scroll-lock';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { DialogBody } from '../primitives/dialog-body';
import { consentDetailsCatalogue } from './consent-details';
import { useConsentMessages } from './consent-messages';
import type { ConsentType } from './consent-types';

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
 * 'Show Details' / 'Hide Details' toggle (`aria-expanded`, `data-state="open|closed"`); their texts
 * load when first shown (the list is `aria-busy` meanwhile), or ahead when the pointer reaches the
 * toggle.
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
  const locale = useLocale();
  const text = messages.types[type];
  // The modal is a view: the answers stay with the caller, who saves them and closes it, so of the
  // consent flow it keeps only the details disclosure, folded again for each new type.
  const [unfolded, setUnfolded] = useState<ConsentType>();
  if (unfolded && unfolded !== type) setUnfolded(undefined);
  const expanded = unfolded === type;
  const id = useId();
  const detailsState = expanded ? 'open' : 'closed';
  const details = useMessages(consentDetailsCatalogue, expanded)?.[type];
  const loading = expanded && !details;
  const state = open ? 'open' : 'closed';
  // The overlay is a plain element, not Radix's `Dialog.Overlay`: that one brings its own scroll
  // lock (react-remove-scroll), which this modal does in a few lines.
  useScrollLock(open);
  const part = (name: ConsentModalPart, base?: string) => ({
    'data-slot': `consent-modal-${name}`,
    className: cn(base, classNames[name]),
  });

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <div {...part('overlay', 'rb-dialog__overlay')} data-state={state} />
        {/* Open is controlled and no `onOpenChange` is given, so Escape and clicks outside,
            which Radix turns into a request to close, change nothing. The heading and the
            description name the dialog by their ids, which is all Radix's `Dialog.Title` and
            `Dialog.Description` would add (through context and a layout effect each). */}
        <Dialog.Content
          data-slot="consent-modal"
          data-type={type}
          className={cn('rb-dialog', className)}
          aria-labelledby={`${id}title`}
          aria-describedby={`${id}description`}
        >
          <DialogBody {...part('body')}>
            <h2 {...part('title', 'rb-dialog__title')} id={`${id}title`}>
              {text.title}
            </h2>
            <p {...part('description', 'rb-dialog__description')} id={`${id}description`}>
              {text.description}
            </p>
            <button
              {...part('toggle', 'rb-disclosure')}
              type="button"
              data-state={detailsState}
              aria-expanded={expanded}
              aria-controls={`${id}details`}
              onClick={() => setUnfolded(expanded ? undefined : type)}
              onPointerEnter={() => void consentDetailsCatalogue.load(locale)}
            >
              {expanded ? messages.hideDetails : messages.showDetails}
            </button>
            <ul
              {...part('details', 'rb-dialog__list')}
              id={`${id}details`}
              hidden={!expanded}
              data-state={detailsState}
              aria-busy={loading || undefined}
            >
              {details?.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
            <p {...part('note', 'rb-dialog__note')}>{messages.note}</p>
          </DialogBody>
          <div {...part('actions', 'rb-dialog__actions')}>
            {onDecline ? (
              <Button
                {...part('decline')}
                variant="secondary"
                aria-disabled={pending || undefined}
                onClick={() => {
                  if (!pending) onDecline();
                }}
              >
                {messages.decline}
              </Button>
            ) : null}
            <Button {...part('accept')} pending={pending} onClick={onAccept}>
              {messages.accept}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
