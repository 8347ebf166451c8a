import type { SkillCodeName } from '@rebond/sdk';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useSkillMessages } from './messages';

/** What kind of move a code is: reflections and questions look different at a glance. */
export type SkillKind = 'reflection' | 'question' | 'affirmation' | 'non_adherent' | 'other';

/** The kind of a code. */
export function skillKind(code: SkillCodeName): SkillKind {
  switch (code) {
    case 'simple_reflection':
    case 'complex_reflection':
      return 'reflection';
    case 'open_question':
    case 'closed_question':
      return 'question';
    // MI-adherent moves besides reflecting and asking look like an affirmation.
    case 'affirmation':
    case 'seek_collaboration':
    case 'emphasize_autonomy':
      return 'affirmation';
    case 'advice':
    case 'confront':
      return 'non_adherent';
    default:
      return 'other';
  }
}

export const skillChipVariants = /* @__PURE__ */ cva('rb-skill-chip', {
  variants: {
    kind: {
      reflection: 'rb-skill-chip--reflection',
      question: 'rb-skill-chip--question',
      affirmation: 'rb-skill-chip--affirmation',
      non_adherent: 'rb-skill-chip--non-adherent',
      other: 'rb-skill-chip--other',
    },
  },
});

export interface SkillChipProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The MITI code of the turn. */
  code: SkillCodeName;
  /** The coach's words that show the code; read out after the label and shown as a tooltip. */
  evidence?: string | undefined;
}

/**
 * One coach turn's code as a chip: reflections (a mirror mark, green) look different from
 * questions (a question mark, blue); the evidence is the tooltip and is read by screen readers.
 */
export function SkillChip({ code, evidence, className, ...props }: SkillChipProps) {
  const messages = useSkillMessages();
  const kind = skillKind(code);
  const evidenceText = evidence ? messages.evidence(evidence) : undefined;
  return (
    <span
      {...props}
      data-slot="skill-chip"
      data-code={code}
      data-kind={kind}
      title={evidenceText}
      className={cn(skillChipVariants({ kind }), className)}
    >
      <span aria-hidden="true" className="rb-skill-chip__mark">
        {kind === 'reflection'
          ? '↺'
          : kind === 'question'
            ? '?'
            : kind === 'affirmation'
              ? '+'
              : kind === 'non_adherent'
                ? '!'
                : '·'}
      </span>
      <span className="rb-skill-chip__label">{messages.codes[code]}</span>
      {evidenceText ? <span className="rb-visually-hidden">. {evidenceText}</span> : null}
    </span>
  );
}
