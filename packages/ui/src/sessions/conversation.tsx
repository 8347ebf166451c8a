import type { ScorecardTurn } from '@rebond/sdk';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import type { HeadingLevel } from '../primitives/heading';
import { HeardTurnChip, HeardTurnText } from '../skills/heard-turn';
import { useSessionMessages } from './session-messages';
import type { ConversationTurn } from './session-types';

export interface ConversationProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The turns so far, oldest first. */
  turns: readonly ConversationTurn[];
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * The MITI codes of the coach's turns (the scorecard's `turns`, in order): each coach turn shows
   * its code as a chip with the evidence as its tooltip.
   */
  codes?: readonly Pick<ScorecardTurn, 'code' | 'evidence' | 'not_coded'>[] | undefined;
  /**
   * Confirms or corrects the spoken coach turn at `index` of `turns` (`client.sessions.correctTurn`);
   * without it, a turn waiting for confirmation shows "Not coded" and no buttons.
   */
  onCorrectTurn?: ((index: number, text: string) => Promise<void>) | undefined;
}

/**
 * A session's conversation: each turn labelled You (user), Avatar (assistant) or System, or
 * 'No conversation history yet'.
 */
export function Conversation({
  turns,
  headingLevel = 2,
  codes,
  onCorrectTurn,
  className,
  ...props
}: ConversationProps) {
  const messages = useSessionMessages().conversation;
  const Heading = `h${headingLevel}` as const;
  const speaker = { user: messages.you, assistant: messages.avatar, system: messages.system };
  // The n-th coach turn gets the n-th code (system turns and the avatar's have none).
  const coachIndex = turns.map((_, i) => turns.slice(0, i).filter((t) => t.role === 'user').length);
  return (
    <section
      aria-label={messages.title}
      {...props}
      data-slot="conversation"
      data-state={turns.length ? 'filled' : 'empty'}
      className={cn('rb-conversation', className)}
    >
      <Heading className="rb-sessions__heading">{messages.title}</Heading>
      {turns.length === 0 ? (
        <p className="rb-sessions__muted">{messages.empty}</p>
      ) : (
        <ol className="rb-conversation__list">
          {turns.map((turn, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: turns are only ever appended, so the position identifies a turn
              key={index}
              data-slot="conversation-turn"
              data-role={turn.role}
              className="rb-conversation__turn"
            >
              <span className="rb-turn-head">
                <span className="rb-conversation__speaker">{speaker[turn.role]}</span>
                {turn.role === 'user' ? (
                  <HeardTurnChip turn={turn} code={codes?.[coachIndex[index] ?? -1]} />
                ) : null}
              </span>
              {turn.role === 'user' ? (
                <HeardTurnText
                  turn={turn}
                  textClassName="rb-conversation__text"
                  onCorrect={onCorrectTurn ? (text) => onCorrectTurn(index, text) : undefined}
                />
              ) : (
                <p className="rb-conversation__text">{turn.content}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
