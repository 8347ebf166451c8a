import type { TranscriptCreateRequest, TranscriptWithScorecard } from '@rebond/sdk';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Heading, type HeadingLevel } from '../primitives/heading';
import { Notice } from '../primitives/notice';
import { TextField } from '../primitives/text-field';
import { useSkillMessages } from './messages';
import { ScorecardPanel } from './scorecard-panel';
import { SkillChip } from './skill-chip';

export interface TranscriptFormProps extends Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> {
  /** Codes the transcript (`client.skills.createTranscript`); a rejection shows its message, or a generic one. */
  onSubmit(body: TranscriptCreateRequest): Promise<TranscriptWithScorecard>;
  /** Turns a failure into the text to show. @default the generic failure text */
  errorMessage?(error: unknown): string | undefined;
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * "Code a transcript": a title, the transcript pasted or read from a .txt or .vtt file, and the
 * coach's label; once coded, each coach turn with its chip and the scorecard.
 */
export function TranscriptForm({
  onSubmit,
  errorMessage,
  headingLevel = 2,
  className,
  ...props
}: TranscriptFormProps) {
  const messages = useSkillMessages();
  const text = messages.transcript;
  const titleId = useId();
  const textId = useId();
  const fileId = useId();
  const [title, setTitle] = useState('');
  const [transcript, setTranscript] = useState('');
  const [coachLabel, setCoachLabel] = useState('');
  const [state, setState] = useState<'idle' | 'submitting' | 'done' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TranscriptWithScorecard | null>(null);
  const sub = Math.min(headingLevel + 1, 4) as HeadingLevel;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !transcript.trim()) {
      setState('error');
      setError(text.missing);
      return;
    }
    setState('submitting');
    setError(null);
    try {
      const coded = await onSubmit({
        title: title.trim(),
        text: transcript,
        ...(coachLabel.trim() ? { coach_label: coachLabel.trim() } : {}),
      });
      setResult(coded);
      setState('done');
    } catch (failure) {
      setState('error');
      setError(errorMessage?.(failure) ?? text.failed);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setTranscript(await file.text());
    if (!title.trim()) setTitle(file.name.replace(/\.(txt|vtt)$/i, ''));
  };

  return (
    <section
      aria-labelledby={titleId}
      {...props}
      data-slot="transcript-form"
      data-state={state}
      className={cn('rb-transcript-form', className)}
    >
      <Heading level={headingLevel} id={titleId} className="rb-scorecard__title">
        {text.title}
      </Heading>
      <p className="rb-scorecard__muted">{text.intro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="rb-transcript-form__form">
        <TextField
          label={text.titleLabel}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <div className="rb-transcript-form__field">
          <label htmlFor={textId}>{text.textLabel}</label>
          <textarea
            id={textId}
            rows={8}
            value={transcript}
            maxLength={60_000}
            onChange={(e) => setTranscript(e.target.value)}
            className="rb-transcript-form__textarea"
          />
        </div>
        <div className="rb-transcript-form__field">
          <label htmlFor={fileId}>{text.fileLabel}</label>
          <input
            id={fileId}
            type="file"
            accept=".txt,.vtt,text/plain,text/vtt"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </div>
        <TextField
          label={text.coachLabel}
          hint={text.coachHint}
          value={coachLabel}
          maxLength={100}
          onChange={(e) => setCoachLabel(e.target.value)}
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" pending={state === 'submitting'}>
          {state === 'submitting' ? text.submitting : text.submit}
        </Button>
      </form>
      {result ? (
        <div data-slot="transcript-result" className="rb-transcript-form__result">
          <Heading level={sub} className="rb-scorecard__subtitle">
            {text.result(result.title)}
          </Heading>
          <ol aria-label={text.turnsLabel} className="rb-transcript-form__turns">
            {result.scorecard.turns.map((turn) => (
              <li key={turn.index} data-slot="coded-turn">
                <SkillChip code={turn.code} evidence={turn.evidence} />
                <span>{turn.text}</span>
              </li>
            ))}
          </ol>
          <ScorecardPanel scorecard={result.scorecard} headingLevel={sub} />
        </div>
      ) : null}
    </section>
  );
}
