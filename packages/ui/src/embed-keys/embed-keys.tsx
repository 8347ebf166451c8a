import type { EmbedKey, EmbedKeyCreated, EmbedKeyCreateRequest } from '@rebond/sdk';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Notice } from '../primitives/notice';
import { Spinner } from '../primitives/spinner';
import { type EmbedKeyAvatar, EmbedKeyForm } from './embed-key-form';
import { EmbedKeyList } from './embed-key-list';
import { embedKeyStatus, type WidgetScript } from './embed-keys-model';
import { EmbedSecret } from './embed-secret';
import { EmbedSnippets } from './embed-snippets';
import { useEmbedKeysMessages } from './messages';
import { RevokeEmbedKeyDialog } from './revoke-embed-key-dialog';

/** Where the keys stand: still loading, failed to load, or loaded. */
export type EmbedKeysState = 'loading' | 'error' | 'ready';

export interface EmbedKeysProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Loading, error (with Try Again) or ready. */
  state: EmbedKeysState;
  /** The coach's keys, newest first, when loaded. */
  keys?: readonly EmbedKey[];
  /** The coach's avatars: the form offers the active ones, the list names them. */
  avatars: readonly EmbedKeyAvatar[];
  /** The Rebond server the snippets point at (the widgets' `data-api`). */
  apiBase: string;
  /** The served script's version and integrity hash (`GET /widgets/script.json`), for the snippets' tags. */
  script?: WidgetScript | undefined;
  /** The user pressed Try Again after a failed load. */
  onRetry(): void;
  /**
   * Creates a key. Resolve with the created key (its secret is shown once); the caller adds it to
   * `keys`. A rejection shows `describeError(error)` or a generic text.
   */
  onCreate(request: EmbedKeyCreateRequest): Promise<EmbedKeyCreated>;
  /** Revokes a key after the user confirmed; the caller updates `keys`. */
  onRevoke(key: EmbedKey): Promise<unknown>;
  /** Turns a failed call into a sentence for the user; the catalogue's generic text when it gives none. */
  describeError?: (error: unknown) => string | undefined;
  /** The level of the tab's heading; sections are one below. @default 2 */
  headingLevel?: HeadingLevel;
  /** The clock, for tests and stories. */
  now?: number;
}

/**
 * The dashboard's Embed tab: create a key (the secret is then shown once), the list of keys with
 * Revoke behind a confirmation, and copyable code for the server flow and the static flow.
 * `data-state` is the load state; `data-step` is `form` or `secret`.
 */
export function EmbedKeys({
  state,
  keys = [],
  avatars,
  apiBase,
  script,
  onRetry,
  onCreate,
  onRevoke,
  describeError,
  headingLevel = 2,
  now,
  className,
  ...props
}: EmbedKeysProps) {
  const messages = useEmbedKeysMessages();
  const headingId = useId();
  const listId = useId();
  const subLevel = Math.min(headingLevel + 1, 4) as HeadingLevel;
  const [created, setCreated] = useState<EmbedKeyCreated>();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string>();
  const [revokeId, setRevokeId] = useState<string>();
  const [revoking, setRevoking] = useState(false);
  const [revokeError, setRevokeError] = useState<string>();

  const revokeTarget = keys.find((key) => key.id === revokeId);
  const usable = keys.filter((key) => embedKeyStatus(key, now) === 'active');

  const create = async (request: EmbedKeyCreateRequest) => {
    setCreating(true);
    setCreateError(undefined);
    try {
      setCreated(await onCreate(request));
    } catch (error) {
      setCreateError(describeError?.(error) ?? messages.form.failed);
      throw error;
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (key: EmbedKey) => {
    setRevoking(true);
    setRevokeError(undefined);
    try {
      await onRevoke(key);
      setRevokeId(undefined);
    } catch (error) {
      setRevokeError(describeError?.(error) ?? messages.revoke.failed);
    } finally {
      setRevoking(false);
    }
  };

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="embed-keys"
      data-state={state}
      data-step={created ? 'secret' : 'form'}
      className={cn('rb-embed', className)}
    >
      <header className="rb-embed__header">
        <Heading level={headingLevel} id={headingId} className="rb-embed__title">
          {messages.title}
        </Heading>
        <p className="rb-embed__muted">{messages.intro}</p>
      </header>

      {state === 'loading' ? (
        <div className="rb-embed__state">
          <Spinner size="lg" label={messages.loading} />
        </div>
      ) : null}

      {state === 'error' ? (
        <div className="rb-embed__state" data-slot="embed-keys-error">
          <Notice tone="error">{messages.loadFailed}</Notice>
          <Button variant="secondary" onClick={onRetry}>
            {messages.tryAgain}
          </Button>
        </div>
      ) : null}

      {state === 'ready' ? (
        <>
          {created ? (
            <EmbedSecret created={created} onDone={() => setCreated(undefined)} />
          ) : (
            <EmbedKeyForm
              avatars={avatars}
              onSubmit={create}
              pending={creating}
              error={createError}
              headingLevel={subLevel}
              now={now}
              className="rb-embed__card"
            />
          )}

          <section aria-labelledby={listId} className="rb-embed__keys">
            <Heading level={subLevel} id={listId} className="rb-embed__subtitle">
              {messages.list.title}
            </Heading>
            {keys.length === 0 ? (
              <p data-slot="embed-keys-empty" className="rb-embed__empty">
                {messages.list.empty}
              </p>
            ) : (
              <EmbedKeyList
                keys={keys}
                avatars={avatars}
                now={now}
                onRevoke={(key) => {
                  setRevokeError(undefined);
                  setRevokeId(key.id);
                }}
              />
            )}
          </section>

          <EmbedSnippets
            apiBase={apiBase}
            script={script}
            keys={usable}
            headingLevel={subLevel}
            className="rb-embed__card"
          />
        </>
      ) : null}

      <RevokeEmbedKeyDialog
        embedKey={revokeTarget}
        pending={revoking}
        error={revokeError}
        onCancel={() => {
          setRevokeError(undefined);
          setRevokeId(undefined);
        }}
        onConfirm={(key) => void revoke(key)}
      />
    </section>
  );
}
