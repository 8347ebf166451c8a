import type { EmbedKey } from '@rebond/sdk';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Select } from '../primitives/select';
import { CopyField } from './copy-field';
import { serverSnippet, staticTagSnippet, tokenTagSnippet, type WidgetScript } from './embed-keys-model';
import { useEmbedKeysMessages } from './messages';

export interface EmbedSnippetsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The Rebond server the snippets point at, such as `https://rebond.example.org`. */
  apiBase: string;
  /** The served script's version and integrity hash (the tags then carry both); unversioned when absent. */
  script?: WidgetScript | undefined;
  /** The keys that may fill the snippets in (the usable ones); the first is chosen at first. */
  keys: readonly EmbedKey[];
  /** The level of the section's heading; the two flows are one below. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * Ready-made code for both flows, each with a Copy button: the server flow (a Node handler that
 * trades the secret for a visitor token, then the page's tags with `data-token`) and the static
 * flow (the tags with the publishable key). A select picks the key when there are several.
 */
export function EmbedSnippets({
  apiBase,
  script,
  keys,
  headingLevel = 3,
  className,
  ...props
}: EmbedSnippetsProps) {
  const messages = useEmbedKeysMessages().snippets;
  const headingId = useId();
  const [chosenId, setChosenId] = useState<string>();
  const key = keys.find((item) => item.id === chosenId) ?? keys[0];
  const input = {
    apiBase,
    script,
    publishableKey: key?.publishable_key,
    avatarId: key?.avatar_ids[0],
    origin: key?.allowed_origins.find((origin) => !origin.includes('*')),
  };
  const subLevel = Math.min(headingLevel + 1, 4) as HeadingLevel;

  return (
    <section
      {...props}
      aria-labelledby={headingId}
      data-slot="embed-snippets"
      className={cn('rb-embed-snippets', className)}
    >
      <Heading level={headingLevel} id={headingId} className="rb-embed__subtitle">
        {messages.title}
      </Heading>
      <p className="rb-embed__muted">{keys.length > 0 ? messages.intro : messages.noKey}</p>
      {keys.length > 1 ? (
        <Select
          className="rb-embed-snippets__select"
          label={messages.keyLabel}
          options={keys.map((item) => ({ value: item.id, label: item.name }))}
          value={key?.id}
          onValueChange={setChosenId}
        />
      ) : null}

      <div className="rb-embed-snippets__flow" data-flow="server">
        <Heading level={subLevel} className="rb-embed-snippets__flow-title">
          {messages.serverTitle}
        </Heading>
        <p className="rb-embed__muted">{messages.serverIntro}</p>
        <CopyField label={messages.serverCode} value={serverSnippet(input)} multiline data-snippet="server" />
        <CopyField
          label={messages.serverTag}
          value={tokenTagSnippet(input)}
          multiline
          data-snippet="token-tag"
        />
      </div>

      <div className="rb-embed-snippets__flow" data-flow="static">
        <Heading level={subLevel} className="rb-embed-snippets__flow-title">
          {messages.staticTitle}
        </Heading>
        <p className="rb-embed__muted">{messages.staticIntro}</p>
        <CopyField
          label={messages.staticTag}
          value={staticTagSnippet(input)}
          multiline
          data-snippet="static"
        />
      </div>
    </section>
  );
}
