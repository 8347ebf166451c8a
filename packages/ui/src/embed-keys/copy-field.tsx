import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { useEmbedKeysMessages } from './messages';

/** What the last Copy did: nothing yet, copied, or selected the text for the user to copy. */
export type CopyState = 'idle' | 'copied' | 'selected';

/**
 * Copies a text with `navigator.clipboard`; where that is missing or refused (an insecure page, a
 * denied permission) it selects the text in the given field so the user can press Ctrl+C.
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async (text: string, field: HTMLInputElement | HTMLTextAreaElement | null) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      field?.focus();
      field?.select();
      setState('selected');
    }
  };
  return { state, copy, reset: () => setState('idle') };
}

export interface CopyFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visible label of the field; the Copy button says "Copy {label}" to screen readers. */
  label: string;
  /** The text to show and copy. */
  value: string;
  /** Code on several lines (a textarea) rather than one line (an input). @default false */
  multiline?: boolean;
}

/**
 * A read-only field with a Copy button and a polite status line ("Copied to the clipboard." or,
 * when the clipboard is not available, "The text is selected: press Ctrl+C..."). `data-copy` on
 * the root reads `idle`, `copied` or `selected`.
 */
export function CopyField({ label, value, multiline = false, className, ...props }: CopyFieldProps) {
  const messages = useEmbedKeysMessages().copy;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const { state, copy, reset } = useCopy();

  // A new value is not copied yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the value changes only
  useEffect(() => reset(), [value]);

  return (
    <div {...props} data-slot="copy-field" data-copy={state} className={cn('rb-copy-field', className)}>
      <div className="rb-copy-field__head">
        <label htmlFor={id} className="rb-field__label">
          {label}
        </label>
        <Button
          variant="secondary"
          size="sm"
          aria-label={messages.copyLabel(label)}
          onClick={() => void copy(value, multiline ? areaRef.current : inputRef.current)}
        >
          {messages.copy}
        </Button>
      </div>
      {multiline ? (
        <textarea
          ref={areaRef}
          id={id}
          readOnly
          value={value}
          // One more row than lines: a long line adds a scroll bar (wrap="off").
          rows={Math.min(value.split('\n').length + 1, 25)}
          spellCheck={false}
          wrap="off"
          className="rb-input rb-copy-field__code"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          className="rb-input rb-copy-field__code"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <p role="status" className="rb-copy-field__status">
        {state === 'copied' ? messages.copied : state === 'selected' ? messages.selected : ''}
      </p>
    </div>
  );
}
