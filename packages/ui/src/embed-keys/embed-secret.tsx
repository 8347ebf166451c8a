import type { EmbedKeyCreated } from '@rebond/sdk';
import { type ComponentProps, useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { CopyField } from './copy-field';
import { useEmbedKeysMessages } from './messages';

export interface EmbedSecretProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The key just created, with its secret. */
  created: Pick<EmbedKeyCreated, 'name' | 'secret' | 'publishable_key'>;
  /** The user said the secret is stored: the box goes away for good. */
  onDone(): void;
}

/**
 * The secret of a new key, shown once: a clearly marked box with the warning that it cannot be
 * shown again, the secret and the publishable key with Copy buttons. It takes focus when it
 * appears so screen readers read the warning.
 */
export function EmbedSecret({ created, onDone, className, ...props }: EmbedSecretProps) {
  const messages = useEmbedKeysMessages().secret;
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      {...props}
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-slot="embed-secret"
      className={cn('rb-embed-secret', className)}
    >
      <h3 id={titleId} className="rb-embed-secret__title">
        {messages.title}: {created.name}
      </h3>
      <p className="rb-embed-secret__warning">
        <strong>{messages.warning}</strong>
      </p>
      <p className="rb-embed-secret__explanation">{messages.explanation}</p>
      <CopyField label={messages.secretLabel} value={created.secret} data-field="secret" />
      <CopyField label={messages.publishableLabel} value={created.publishable_key} data-field="publishable" />
      <Button variant="secondary" onClick={onDone} className="rb-embed-secret__done">
        {messages.done}
      </Button>
    </section>
  );
}
